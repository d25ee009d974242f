import type { NavItem } from './types';

function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

function firstSegment(path: string): string {
  return (
    withoutQuery(path)
      .split('/')
      .find((segment) => segment !== '') ?? ''
  );
}

/**
 * Spec 2.6: an item is active when its url equals the current path, or the path without its
 * query string, or when one of its sub-items (at any depth) is active.
 */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.url !== undefined && (item.url === pathname || item.url === withoutQuery(pathname))) return true;
  return (item.items ?? []).some((child) => isActive(child, pathname));
}

function childUrls(item: NavItem): string[] {
  return (item.items ?? []).flatMap((child) => [...(child.url ? [child.url] : []), ...childUrls(child)]);
}

/**
 * Spec 2.6: a collapsible has no url of its own, so it opens by default when the path's first
 * segment equals the first segment of one of its sub-items' urls (`/cms/news/7` opens CMS).
 */
export function isGroupOpenByDefault(item: NavItem, pathname: string): boolean {
  const segment = firstSegment(pathname);
  if (segment === '') return false;
  return childUrls(item).some((url) => firstSegment(url) === segment);
}
