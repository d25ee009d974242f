import { meetsGuard, type Guard, type RightsHolder } from '@/lib/rights';
import { NAVIGATION, UNLISTED_PAGES } from './config';
import type { NavGroup, NavIconName, NavItem } from './types';

type GuardedRoute = { path: string; depth: number; guard: Guard };

function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function depthOf(path: string): number {
  return path.split('/').filter(Boolean).length;
}

function collectRoutes(items: readonly NavItem[], outer: Guard, routes: GuardedRoute[]): void {
  for (const item of items) {
    // Shortcuts lead to public or personal pages; their requirements only decide visibility.
    if (item.shortcutOnly) continue;
    const guard = item.rights && item.rights.length > 0 ? [...outer, item.rights] : outer;
    for (const path of [...(item.url ? [item.url] : []), ...(item.alsoGuards ?? [])]) {
      routes.push({ path, depth: depthOf(path), guard });
    }
    if (item.items) collectRoutes(item.items, guard, routes);
  }
}

const routesCache = new WeakMap<readonly NavGroup[], GuardedRoute[]>();

function guardedRoutes(groups: readonly NavGroup[]): GuardedRoute[] {
  let routes = routesCache.get(groups);
  if (!routes) {
    routes = [];
    for (const group of groups) {
      collectRoutes(group.items, group.rights && group.rights.length > 0 ? [group.rights] : [], routes);
    }
    for (const page of UNLISTED_PAGES)
      routes.push({ path: page.url, depth: depthOf(page.url), guard: page.guard });
    routesCache.set(groups, routes);
  }
  return routes;
}

function covers(route: string, path: string): boolean {
  // The dashboard checks its own sections, so `/` guards only itself, never every path.
  if (route === '/') return path === '/';
  return path === route || path.startsWith(`${route}/`);
}

/**
 * What a page needs, read from the navigation: the most specific entry whose url (or one of
 * its `alsoGuards` routes) is the path or a parent of it on a segment boundary. The result
 * holds one requirement set per guarded level, all of which must pass: the group's, every
 * enclosing collapsible's and the entry's own. So `/invoices/manage/5` needs Financial
 * (section 4 at 5) and Invoices (section 4 at 5 or section 6 at 3). The unlisted pages' guards
 * count as entries. Pages of no entry, the dashboard and shortcut entries get an empty guard, which
 * always passes.
 */
export function requirementsForPath(pathname: string, groups: readonly NavGroup[] = NAVIGATION): Guard {
  const path = normalizePath(pathname);
  let best: GuardedRoute | undefined;
  for (const route of guardedRoutes(groups)) {
    if (covers(route.path, path) && (!best || route.depth > best.depth)) best = route;
  }
  return best?.guard ?? [];
}

export function canAccessPath(
  user: RightsHolder,
  pathname: string,
  groups: readonly NavGroup[] = NAVIGATION,
): boolean {
  return meetsGuard(user, requirementsForPath(pathname, groups));
}

export type NavigationEntry = { title: string; url: string; group: string; icon: NavIconName | undefined };

function entriesOf(items: readonly NavItem[], group: string): NavigationEntry[] {
  return items.flatMap((item) => [
    ...(item.url ? [{ title: item.title, url: item.url, group, icon: item.icon }] : []),
    ...entriesOf(item.items ?? [], group),
  ]);
}

/** Every entry that has a route, unfiltered, in sidebar order: the command palette's list. */
export function flattenNavigation(groups: readonly NavGroup[] = NAVIGATION): NavigationEntry[] {
  return groups.flatMap((group) => entriesOf(group.items, group.title));
}
