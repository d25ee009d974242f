'use client';

import * as React from 'react';
import { ThemeProvider as NextThemesProvider } from 'next-themes';

import { THEME_STORAGE_KEY } from '@/components/theme/preferences';

// next-themes adds "system" itself (enableSystem); listing it here would put it in the class list.
const CLASS_THEMES = ['light', 'dark'];

/*
 * next-themes renders a blocking inline script at the top of <body> that reads the stored theme
 * and sets `light`/`dark` on <html> before anything paints. On the client that same element is
 * only hydrated, never executed; marking it text/plain there keeps React 19 from warning about
 * a script rendered by a component (the pattern Next's "preventing flash" guide recommends).
 */
const scriptProps = { type: typeof window === 'undefined' ? 'text/javascript' : 'text/plain' };

/** `nonce`: the response's CSP nonce, without which the browser refuses the inline theme script. */
function ThemeProvider({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      themes={CLASS_THEMES}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      scriptProps={scriptProps}
      nonce={nonce}
    >
      {children}
    </NextThemesProvider>
  );
}

export { ThemeProvider };
