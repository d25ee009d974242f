'use client';

import {
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu';
import { THEME_LABELS } from '@/components/layout/theme-labels';
import { useThemeChoice } from '@/components/layout/use-theme-choice';

/** Light, dark or system, the current choice checked. */
export function ThemeMenuContent() {
  const { theme, chooseTheme, themes } = useThemeChoice();
  return (
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
  );
}
