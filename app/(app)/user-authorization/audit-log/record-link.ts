import { AREAS } from '@/lib/areas';

/** Where a record named in the trail is shown, by its table; null for those without a page of their own. */
const PAGES: Record<string, (id: string) => string> = {
  ...Object.fromEntries(AREAS.map((area) => [area.path, (id: string) => `${area.href}/${id}`])),
  users: (id) => `/user-authorization?userId=${id}`,
  group_rights: () => '/user-authorization',
  access_requests: () => '/users',
  royalty_runs: (id) => `/contract-royalties/${id}`,
  royalty_statements: (id) => `/contract-royalties/statements/${id}`,
};

export function recordHref(entity: string, entityId: string): string | null {
  return PAGES[entity]?.(entityId) ?? null;
}
