'use client';

import * as React from 'react';
import { useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';

import { BROWSER_BAR_COLORS } from '@/components/theme/preferences';

// The colours the server rendered, per <meta>, so "system" can restore the media-based pair.
const serverColors = new WeakMap<HTMLMetaElement, string>();

/*
 * The root layout's viewport emits two theme-color tags keyed on prefers-color-scheme, which is
 * right while the theme follows the system. When the user picks light or dark explicitly, both
 * tags take that theme's colour so the browser bar matches the page instead of the OS.
 */
function ThemeColor() {
  const { theme } = useTheme();
  // Navigations may re-render the head; re-apply after each one.
  const pathname = usePathname();

  React.useEffect(() => {
    const explicit = theme === 'light' || theme === 'dark' ? theme : null;
    const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
    for (const meta of metas) {
      if (!serverColors.has(meta)) serverColors.set(meta, meta.content);
      meta.content = explicit ? BROWSER_BAR_COLORS[explicit] : (serverColors.get(meta) ?? meta.content);
    }
  }, [theme, pathname]);

  return null;
}

export { ThemeColor };
