import { z } from 'zod';
import { okEnvelope } from './envelope';
import { safeText } from './safe-input';

/**
 * Record search behind the command palette: one query over the kinds of record staff look up by
 * name or number. Below three characters a search matches too much to be useful.
 */
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_RESULTS_PER_KIND = 5;

/** In the order the palette shows the groups. */
export const SEARCH_KINDS = ['publication', 'contact', 'commissioning', 'contract', 'invoice'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  publication: 'Publications',
  contact: 'Contacts',
  commissioning: 'Commissionings',
  contract: 'Contracts',
  invoice: 'Invoices',
};

/** The page a result opens; the palette navigates there and the page guards itself. */
export function searchResultUrl(kind: SearchKind, id: number): string {
  const area = {
    publication: 'publications',
    contact: 'contacts',
    commissioning: 'commissionings',
    contract: 'contracts',
    invoice: 'invoices',
  } as const satisfies Record<SearchKind, string>;
  return `/${area[kind]}/manage/${id}`;
}

export const searchQuerySchema = z.object({
  q: safeText({ error: 'Please enter something to search for' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, `Please enter at least ${SEARCH_QUERY_MIN_LENGTH} characters`)
    .max(SEARCH_QUERY_MAX_LENGTH, `Please enter at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int().positive(),
  title: z.string(),
  /** A second line that tells look-alikes apart: ISBN and format, organisation, customer. */
  subtitle: z.string().nullable(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  results: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/**
 * `groups` holds only kinds with at least one match, in `SEARCH_KINDS` order, at most
 * `SEARCH_RESULTS_PER_KIND` each. Kinds the user's rights do not open are never searched.
 */
export const searchResponseSchema = okEnvelope(
  z.object({ query: z.string(), groups: z.array(searchGroupSchema) }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
