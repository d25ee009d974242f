'use client';

import * as React from 'react';
import { useTheme } from 'next-themes';

import { useFont } from '@/components/theme/font-provider';
import type { Font, Theme } from '@/lib/contract/enums';

const SYNCED_KEY = 'colophon-preferences-synced';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Makes the account's stored theme and font win over what this browser remembered, once per sign-in:
 * so preferences follow the user to a new browser, while later choices in this one (the header's
 * toggle, which saves upstream as well) are not undone on every page. `signInMark` changes with each
 * sign-in; the browser keeps the last one it applied.
 */
function PreferenceSync({ theme, font, signInMark }: { theme: Theme; font: Font; signInMark: string }) {
  const { setTheme } = useTheme();
  const { setFont } = useFont();

  React.useEffect(() => {
    if (readStorage(SYNCED_KEY) === signInMark) return;
    // Both setters store the value and are harmless when it is already the one in use.
    setTheme(theme);
    setFont(font);
    try {
      window.localStorage.setItem(SYNCED_KEY, signInMark);
    } catch {
      // Without storage the stored choice is simply applied again on the next page.
    }
  }, [theme, font, signInMark, setTheme, setFont]);

  return null;
}

export { PreferenceSync };
