import type { ReactNode } from 'react';
import type { NavItem } from '@/lib/navigation/types';

/*
 * What the server hands the shell's client components: plain data, with each icon already
 * rendered on the server, so neither the navigation configuration nor its icon set ships to the
 * browser. The shape stays assignable to `NavItem`, so `isActive` and `isGroupOpenByDefault` from
 * lib/navigation apply to it unchanged.
 */
export type SidebarNavItem = Pick<NavItem, 'title' | 'url' | 'badge'> & {
  iconNode?: ReactNode;
  /** A collapsible's chevron, turning as the group opens (by CSS, from its trigger's data-state). */
  chevronNode?: ReactNode;
  items?: readonly SidebarNavItem[];
};

export type SidebarNavGroup = { title: string; items: readonly SidebarNavItem[] };

/** One page the command palette offers; `group` is the sidebar group it belongs to. */
export type PaletteEntry = { title: string; url: string; group: string };

/** The signed-in user as the shell shows them. */
export type ShellUser = { name: string; email: string; initials: string };
