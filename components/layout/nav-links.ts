import type { SidebarNavItem } from '@/components/layout/types';

export type NavLinkItem = SidebarNavItem & { url: string };

/** Every link inside a collapsible, in order; the configuration nests one level, but deeper items are kept. */
export function linksIn(item: SidebarNavItem): NavLinkItem[] {
  return (item.items ?? []).flatMap((child) => [
    ...(child.url !== undefined ? [{ ...child, url: child.url }] : []),
    ...linksIn(child),
  ]);
}

export function currentPage(active: boolean) {
  return active ? ({ 'aria-current': 'page' } as const) : {};
}
