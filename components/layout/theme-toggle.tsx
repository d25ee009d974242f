'use client';

import * as React from 'react';
import { MoonIcon, SunIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { THEME_LABELS } from '@/components/layout/theme-labels';
import { useThemeChoice } from '@/components/layout/use-theme-choice';

/**
 * Light, dark or system. The icon follows the class on <html> through CSS, so the server's HTML is
 * right before the theme is known to React.
 */
function ThemeToggle() {
  const { theme, chooseTheme, themes } = useThemeChoice();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label="Toggle theme">
          <SunIcon
            aria-hidden="true"
            className="scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90"
          />
          <MoonIcon
            aria-hidden="true"
            className="absolute scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={theme ?? ''}
          onValueChange={(value) => {
            const chosen = themes.find((candidate) => candidate === value);
            if (chosen) chooseTheme(chosen);
          }}
        >
          {themes.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {THEME_LABELS[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { ThemeToggle };
