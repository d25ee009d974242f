import type { NavItem } from '@/lib/navigation/types';

/*
 * What the server hands the shell's client components: plain data, with each icon as the address of its
 * symbol in the sprite, so neither the navigation configuration nor a table of icons ships to the
 * browser. The shape stays assignable to `NavItem`, so `isActive` and `isGroupOpenByDefault` from
 * lib/navigation apply to it unchanged.
 */
export type SidebarNavItem = Pick<NavItem, 'title' | 'url' | 'badge'> & {
  iconSymbol?: string;
  items?: readonly SidebarNavItem[];
};

export type SidebarNavGroup = { title: string; items: readonly SidebarNavItem[] };

/** One page the command palette offers; `group` is the sidebar group it belongs to. */
export type PaletteEntry = { title: string; url: string; group: string };

/** The signed-in user as the shell shows them. */
export type ShellUser = { name: string; email: string; initials: string };
