import { z } from 'zod';
import { COLLECTION_KINDS, EDITABLE_SCHEMES, TAXONOMY_SCHEMES } from './enums';
import { requiredText, versionSchema } from './resource';
import { recordId, safeText } from './safe-input';
import { IMPORTABLE_SCHEMES } from './subject-file';

/*
 * The subject schemes' calls: a scheme's terms for the tree browser and the pickers, the overview of
 * every scheme, the import of EDItEUR's Thema file, and the firm's own subjects and collections
 * added, corrected, moved, retired and deleted on their pages.
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
  /** Publications filed under the term itself (for an imprint, those published under it). */
  publications: z.number().int(),
  /** A collection's kind, series or imprint; null in the other schemes. */
  kind: z.enum(COLLECTION_KINDS).nullable(),
  /** Retired terms are kept for the publications filed under them, and offered to no new one. */
  active: z.boolean(),
  version: z.number().int(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

export const taxonomyQuerySchema = z.object({
  q: safeText()
    .trim()
    .max(TAXONOMY_SEARCH_MAX, `Please keep the search under ${TAXONOMY_SEARCH_MAX + 1} characters`)
    .optional(),
  /** `include`: retired terms too (the scheme's own page); the pickers read active ones only. */
  retired: z.enum(['include'], { error: 'Expected retired=include or nothing' }).optional(),
});

/** A code of the firm's own schemes: letters, digits, dots, hyphens and underscores, kept upper-case. */
export const TERM_CODE_MAX = 40;
const TERM_CODE_SHAPE = /^[A-Z0-9][A-Z0-9._-]*$/;

const termFields = z.object({
  code: requiredText(TERM_CODE_MAX, 'Enter a code')
    .transform((code) => code.toUpperCase())
    .refine(
      (code) => TERM_CODE_SHAPE.test(code),
      'Use letters, digits, dots, hyphens and underscores, starting with a letter or digit (no spaces)',
    ),
  label: requiredText(200, 'Enter the heading'),
  /** The term it sits under, of the same scheme; null at the top. */
  parentId: recordId('Choose the parent from the list')
    .nullish()
    .transform((id) => id ?? null),
  /** Collections only: series (the default) or imprint. */
  kind: z
    .enum(COLLECTION_KINDS, { error: `Choose the kind: ${COLLECTION_KINDS.join(' or ')}` })
    .nullish()
    .transform((kind) => kind ?? null),
});

export const termInputSchema = termFields;
export type TermInput = z.infer<typeof termInputSchema>;

/** A correction: code, heading, parent (a move), kind, and retired or active, at the version read. */
export const termUpdateSchema = termFields.extend({
  active: z.boolean({ error: 'Say whether the term is active' }),
  version: versionSchema,
});
export type TermUpdate = z.infer<typeof termUpdateSchema>;

export const editableSchemeParamSchema = z.object({
  scheme: z.enum(EDITABLE_SCHEMES, {
    error: `Only the firm's own schemes are edited here: ${EDITABLE_SCHEMES.join(', ')}`,
  }),
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
