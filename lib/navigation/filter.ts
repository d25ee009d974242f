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

/** Distinct sets of rights whose navigation is kept: a firm's staff share a handful of them. */
const KEPT_RIGHTS_SETS = 64;
const filtered = new WeakMap<readonly NavGroup[], Map<string, readonly NavGroup[]>>();

/**
 * The navigation as this user may see it (spec section 6): items whose requirements fail are
 * dropped, sub-items are filtered recursively, and collapsibles and groups left empty disappear.
 * Every page asks for it, and it depends on the user's groups and rights alone, so it is worked out
 * once per set of them.
 */
export function filterNavigation(groups: readonly NavGroup[], user: RightsHolder): readonly NavGroup[] {
  let byRights = filtered.get(groups);
  if (!byRights) {
    byRights = new Map();
    filtered.set(groups, byRights);
  }
  const key = `${user.groups.join(',')}|${user.rights.join(',')}`;
  let navigation = byRights.get(key);
  if (!navigation) {
    navigation = groups.flatMap((group) => {
      if (!meetsAny(user, group.rights)) return [];
      const items = filterItems(group.items, user);
      return items.length > 0 ? [{ ...group, items }] : [];
    });
    if (byRights.size >= KEPT_RIGHTS_SETS) byRights.delete(byRights.keys().next().value ?? key);
    byRights.set(key, navigation);
  }
  return navigation;
}

function urlsOf(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.items ?? [])]);
}

/** Every url the user's sidebar shows, in sidebar order. */
export function visibleUrls(groups: readonly NavGroup[], user: RightsHolder): string[] {
  return filterNavigation(groups, user).flatMap((group) => urlsOf(group.items));
}
