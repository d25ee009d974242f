'use client';

import type * as React from 'react';

import { LazyDropdown } from '@/components/ui/lazy-menu';

const loadThemeMenu = () =>
  import('@/components/layout/theme-menu-content').then((module) => module.ThemeMenuContent);

/** The theme menu around a trigger the server rendered; its code loads on first use. */
export function ThemeMenu({ children }: { children: React.ReactElement }) {
  return (
    <LazyDropdown load={loadThemeMenu} contentProps={{}}>
      {children}
    </LazyDropdown>
  );
}
