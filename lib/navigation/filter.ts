import { meetsAny, type RightsHolder } from '@/lib/rights';
import type { NavGroup, NavItem } from './types';

function filterItems(items: readonly NavItem[], user: RightsHolder): NavItem[] {
  return items.flatMap((item) => {
    if (!meetsAny(user, item.rights)) return [];
    if (!item.items) return [item];
    const children = filterItems(item.items, user);
    // A collapsible exists only to hold its children; with none left it has nothing to open.
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}

/**
 * The navigation as this user may see it (spec section 6): items whose requirements fail are
 * dropped, sub-items are filtered recursively, and collapsibles and groups left empty disappear.
 */
export function filterNavigation(groups: readonly NavGroup[], user: RightsHolder): NavGroup[] {
  return groups.flatMap((group) => {
    if (!meetsAny(user, group.rights)) return [];
    const items = filterItems(group.items, user);
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

function urlsOf(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.items ?? [])]);
}

/** Every url the user's sidebar shows, in sidebar order. */
export function visibleUrls(groups: readonly NavGroup[], user: RightsHolder): string[] {
  return filterNavigation(groups, user).flatMap((group) => urlsOf(group.items));
}
