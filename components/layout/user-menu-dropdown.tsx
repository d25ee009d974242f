'use client';

import type * as React from 'react';

import { LazyDropdown } from '@/components/ui/lazy-menu';
import type { ShellUser } from '@/components/layout/types';

const loadHeaderMenu = () =>
  import('@/components/layout/user-menu-content').then((module) => module.HeaderUserMenuContent);
const loadSidebarMenu = () =>
  import('@/components/layout/user-menu-content').then((module) => module.SidebarUserMenuContent);

/** The user menu around a trigger the server rendered; its code loads on first use. */
export function UserMenuDropdown({
  user,
  placement,
  children,
}: {
  user: ShellUser;
  placement: 'header' | 'sidebar';
  children: React.ReactElement;
}) {
  return (
    <LazyDropdown load={placement === 'header' ? loadHeaderMenu : loadSidebarMenu} contentProps={{ user }}>
      {children}
    </LazyDropdown>
  );
}
