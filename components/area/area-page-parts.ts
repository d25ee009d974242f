import type { AnyArea } from '@/lib/area/define-area';
import type { CurrentUser } from '@/lib/contract/auth';
import type { ListQuery } from '@/lib/contract/list-url';
import { meetsGuard } from '@/lib/rights';
import type { UpstreamCaller } from '@/lib/upstream/area';

/*
 * What the pages of a declared area share: what the user may do there, what a page loads for the area's
 * own parts, and the way back to the list. The list, record and import pages are modules of their own
 * (area-list-page, area-record-page, area-import-page), so that each page loads only its own client code.
 */

/** What a user may do in the area, from the declaration's rights. */
export function areaPermissions(area: AnyArea, user: CurrentUser) {
  return {
    create: meetsGuard(user, area.rights.create),
    update: meetsGuard(user, area.rights.update),
    delete: meetsGuard(user, area.rights.delete),
    import: area.rights.import !== undefined && meetsGuard(user, area.rights.import),
  };
}

/** What a page loads besides the record or the list, for the area's own parts (the editors to choose from). */
export type Load<E> = (caller: UpstreamCaller) => Promise<E>;

/** What a list page loads besides its rows, knowing the list asked for (its chosen filters, say). */
export type ListLoad<E> = (caller: UpstreamCaller, query: ListQuery) => Promise<E>;

/**
 * What a facet names its chosen value with, read only while the list is filtered by it; with none chosen,
 * the facet's menu reads its values when opened (`Facet.loadOptions`).
 */
export const whileFilteredBy =
  <E>(filter: string, load: Load<E>): ListLoad<E | null> =>
  (caller, query) =>
    query.filters[filter] === undefined ? Promise.resolve(null) : load(caller);

/** The way back to the area's list, above a record or the import. */
export const backTo = (area: AnyArea) => ({
  backHref: area.hrefs.list,
  backLabel: `${area.noun.many.charAt(0).toUpperCase()}${area.noun.many.slice(1)}`,
});
