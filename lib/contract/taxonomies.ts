import { z } from 'zod';
import { TAXONOMY_SCHEMES } from './enums';
import { recordId, safeText } from './safe-input';
import { IMPORTABLE_SCHEMES } from './subject-file';

/*
 * The subject schemes' calls: a scheme's terms for the tree browser and the pickers, the overview of
 * every scheme, and the import of EDItEUR's Thema file.
 */

/**
 * A Thema qualifier's ONIX subject scheme (list 27: 94 place, 95 language, 96 time period, 97 educational
 * purpose, 98 interest, 99 style), from the first digit of its code; null for a subject category (93).
 * A qualifier refines a category and is never a publication's main subject.
 */
export function themaQualifierScheme(code: string): string | null {
  const kind = /^[1-6]/.exec(code)?.[0];
  return kind ? String(93 + Number(kind)) : null;
}

export const TAXONOMY_SEARCH_MAX = 100;
/** EDItEUR's full Thema file is about 5 MB of JSON. */
export const THEMA_FILE_MAX = 9_000_000;

export const taxonomyTermSchema = z.object({
  termId: z.number().int(),
  code: z.string(),
  label: z.string(),
  parentId: z.number().int().nullable(),
  /** Publications filed under the term itself. */
  publications: z.number().int(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

export const taxonomyQuerySchema = z.object({
  q: safeText()
    .trim()
    .max(TAXONOMY_SEARCH_MAX, `Please keep the search under ${TAXONOMY_SEARCH_MAX + 1} characters`)
    .optional(),
});

export const schemeParamSchema = z.object({
  scheme: z.enum(TAXONOMY_SCHEMES, { error: `Choose a scheme: ${TAXONOMY_SCHEMES.join(', ')}` }),
});

export const importSchemeParamSchema = z.object({
  scheme: z.enum(IMPORTABLE_SCHEMES, { error: `Import codes of ${IMPORTABLE_SCHEMES.join(', ')}` }),
});

export const taxonomyOverviewSchema = z.object({
  schemes: z.array(
    z.object({
      scheme: z.enum(TAXONOMY_SCHEMES),
      terms: z.number().int(),
      /** Terms some publication is filed under. */
      used: z.number().int(),
      publications: z.number().int(),
    }),
  ),
  publications: z.number().int(),
  /** Publications with no main subject in any scheme. */
  withoutMainSubject: z.number().int(),
});
export type TaxonomyOverview = z.infer<typeof taxonomyOverviewSchema>;

export const themaImportSchema = z.object({
  fileName: safeText().trim().max(255).optional(),
  content: safeText({ error: 'Send the file’s text' }).max(THEMA_FILE_MAX, 'The file is larger than 9 MB'),
});

export const themaImportResultSchema = z.object({
  codes: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
});
export type ThemaImportResult = z.infer<typeof themaImportResultSchema>;

/** A code of one scheme a mapping file proposes for a publication filed under another scheme only. */
export const mappingSuggestionSchema = z.object({
  publicationId: z.number().int(),
  title: z.string(),
  from: z.object({ scheme: z.enum(TAXONOMY_SCHEMES), code: z.string(), label: z.string() }),
  to: z.object({
    termId: z.number().int(),
    scheme: z.enum(TAXONOMY_SCHEMES),
    code: z.string(),
    label: z.string(),
  }),
});
export type MappingSuggestion = z.infer<typeof mappingSuggestionSchema>;

export const MAX_SUGGESTIONS = 100;

export const mappingSuggestionsSchema = z.object({
  suggestions: z.array(mappingSuggestionSchema),
  /** More suggestions wait beyond the first MAX_SUGGESTIONS. */
  more: z.boolean(),
  /** The mapping files the register holds: which schemes each maps between. */
  mappings: z.array(
    z.object({ from: z.enum(TAXONOMY_SCHEMES), to: z.enum(TAXONOMY_SCHEMES), pairs: z.number().int() }),
  ),
});
export type MappingSuggestions = z.infer<typeof mappingSuggestionsSchema>;

export const acceptSuggestionSchema = z.object({
  publicationId: recordId('Choose the publication'),
  termId: recordId('Choose the subject'),
});
