'use client';

import * as React from 'react';
import { useTheme } from 'next-themes';
import { toast } from '@/components/ui/toast';

import { savePreferences } from '@/lib/preferences/actions';
import { THEMES, type ThemePreference } from '@/components/theme/preferences';

function isThemePreference(value: unknown): value is ThemePreference {
  return THEMES.some((theme) => theme === value);
}

/**
 * The theme as the user chose it, and a setter for the header toggle and the command palette. The
 * choice applies at once (next-themes sets the class and keeps it under `vite-ui-theme`); saving it
 * to the user's profile as well lets it follow them to other browsers.
 */
export function useThemeChoice() {
  const { theme, setTheme } = useTheme();

  const chooseTheme = React.useCallback(
    (next: ThemePreference) => {
      setTheme(next);
      void savePreferences({ theme: next })
        .then((result) => {
          if (!result.ok) toast.error(`Your theme applies here but was not saved: ${result.error}`);
        })
        .catch(() => toast.error('Your theme applies here but was not saved. Please try again later.'));
    },
    [setTheme],
  );

  return { theme: isThemePreference(theme) ? theme : undefined, chooseTheme, themes: THEMES };
}
