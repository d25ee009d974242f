import 'server-only';
import { okEnvelope } from '@/lib/contract/envelope';
import type { TaxonomyScheme } from '@/lib/contract/enums';
import {
  isbnBlockSchema,
  isbnReservationSchema,
  type IsbnBlock,
  type IsbnReservation,
} from '@/lib/contract/isbn-register';
import {
  mappingSuggestionsSchema,
  taxonomyOverviewSchema,
  taxonomyTermSchema,
  type MappingSuggestions,
  type TaxonomyOverview,
  type TaxonomyTerm,
} from '@/lib/contract/taxonomies';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of the catalogue's reference pages: a scheme's terms, the schemes' overview, the ISBN register. */

const taxonomyTermsAnswer = okEnvelope(taxonomyTermSchema.array());
const isbnBlocksAnswer = okEnvelope(isbnBlockSchema.array());
const isbnReservationsAnswer = okEnvelope(isbnReservationSchema.array());

/** A scheme's terms, matching `q` when given; `retired` adds the retired ones (the firm's own schemes' pages). */
export async function listTaxonomyTerms(
  caller: UpstreamCaller,
  scheme: TaxonomyScheme,
  q: string,
  retired = false,
): Promise<TaxonomyTerm[]> {
  const answer = await upstreamCall(taxonomyTermsAnswer, `taxonomy/${scheme}`, {
    ...caller,
    query: { ...(q ? { q } : {}), ...(retired ? { retired: 'include' } : {}) },
    fallbackError: 'Failed to fetch the subjects',
  });
  return answer.data;
}

export async function getTaxonomyOverview(caller: UpstreamCaller): Promise<TaxonomyOverview> {
  const answer = await upstreamCall(okEnvelope(taxonomyOverviewSchema), 'taxonomies', {
    ...caller,
    fallbackError: 'Failed to fetch the taxonomies',
  });
  return answer.data;
}

export async function listIsbnBlocks(caller: UpstreamCaller): Promise<IsbnBlock[]> {
  const answer = await upstreamCall(isbnBlocksAnswer, 'publications/isbn-blocks', {
    ...caller,
    fallbackError: 'Failed to fetch the ISBN register',
  });
  return answer.data;
}

export async function listIsbnReservations(caller: UpstreamCaller): Promise<IsbnReservation[]> {
  const answer = await upstreamCall(isbnReservationsAnswer, 'publications/isbn-reservations', {
    ...caller,
    fallbackError: 'Failed to fetch the reserved ISBNs',
  });
  return answer.data;
}

export async function getMappingSuggestions(caller: UpstreamCaller): Promise<MappingSuggestions> {
  const answer = await upstreamCall(okEnvelope(mappingSuggestionsSchema), 'taxonomies/suggestions', {
    ...caller,
    fallbackError: 'Failed to fetch the mapping suggestions',
  });
  return answer.data;
}
