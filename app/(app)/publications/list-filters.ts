import 'server-only';
import { whileFilteredBy } from '@/components/area/area-page-parts';
import type { ListLoad } from '@/components/area/area-page-parts';
import { collectionSchema, publicationArea, publicationYearSchema } from '@/lib/areas/publications';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { readAreaPath } from '@/lib/upstream/area';

const publicationYears = publicationYearSchema.array();
const collectionList = collectionSchema.array();

const readCollections = (caller: UpstreamCaller) =>
  readAreaPath(caller, publicationArea, 'collections', collectionList);

const readYears = whileFilteredBy('publicationYear', (caller) =>
  readAreaPath(caller, publicationArea, 'publication-years', publicationYears),
);

/**
 * The year and collection filters' values, each read only while the list is filtered by it, to name the
 * one chosen; otherwise their menus read them when opened.
 */
export const loadPublicationFilters = (async (caller, query) => {
  const [years, collections] = await Promise.all([
    readYears(caller, query),
    whileFilteredBy('collectionId', readCollections)(caller, query),
  ]);
  return { years, collections };
}) satisfies ListLoad<unknown>;
export type PublicationFilters = Awaited<ReturnType<typeof loadPublicationFilters>>;

/** The active imprints, for the publication form's Imprint field. */
export async function loadImprints(caller: UpstreamCaller) {
  return (await readCollections(caller)).filter((entry) => entry.kind === 'imprint');
}
