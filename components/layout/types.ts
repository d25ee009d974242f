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

/** The signed-in user as the shell shows them. */
export type ShellUser = { name: string; email: string; initials: string };
