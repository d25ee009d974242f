import 'server-only';
import { collectionSchema, publicationArea, publicationYearSchema } from '@/lib/areas/publications';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { readAreaPath } from '@/lib/upstream/area';

const publicationYears = publicationYearSchema.array();
const collectionList = collectionSchema.array();

/** The years with publications and the collections, for the list's year and collection filters. */
export async function loadPublicationFilters(caller: UpstreamCaller) {
  const [years, collections] = await Promise.all([
    readAreaPath(caller, publicationArea, 'publication-years', publicationYears),
    readAreaPath(caller, publicationArea, 'collections', collectionList),
  ]);
  return { years, collections };
}
export type PublicationFilters = Awaited<ReturnType<typeof loadPublicationFilters>>;

/** The active imprints, for the publication form's Imprint field. */
export async function loadImprints(caller: UpstreamCaller) {
  const collections = await readAreaPath(caller, publicationArea, 'collections', collectionList);
  return collections.filter((entry) => entry.kind === 'imprint');
}
