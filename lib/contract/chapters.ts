import { z } from 'zod';
import { contributorRow, creditSchema, MAX_CONTRIBUTORS } from '@/lib/areas/publication-rows';
import { CONTRIBUTOR_ROLES } from './enums';
import { optionalText, requiredText, versionSchema } from './resource';
import { recordId } from './safe-input';

/*
 * A publication's chapters (`publications/{publicationId}/chapters`): in reading order, each with its
 * title, pages, credits and its own DOI, which Crossref's deposit registers as a `content_item` of the
 * book. A DOI follows the books' rules: the firm's or any registrant's `10.` prefix, unique across books
 * and chapters, generated (none) → given (generated) → deposited by a Crossref run.
 */

export const MAX_CHAPTERS = 200;

/** The shape of a DOI, as the database's check has it: `10.` + registrant, a slash, a suffix without spaces. */
export const DOI_SHAPE = /^10\.[0-9]{4,9}\/\S+$/;

/** A page as printed: digits or roman numerals (Crossref takes up to 32 characters). */
const PAGE_SHAPE = /^[0-9]{1,6}$|^[ivxlcdmIVXLCDM]{1,12}$/;

const page = (which: string) =>
  optionalText(32).refine(
    (value) => value === null || PAGE_SHAPE.test(value),
    `Enter the ${which} page as digits or roman numerals (12, xii)`,
  );

const chapterFields = z.object({
  title: requiredText(500, 'Enter the chapter’s title'),
  subtitle: optionalText(500),
  firstPage: page('first'),
  lastPage: page('last'),
  doi: optionalText(200).refine(
    (value) => value === null || DOI_SHAPE.test(value),
    'Enter a DOI such as 10.55555/colophon.9781234567897.ch1 (no spaces)',
  ),
  contributors: z
    .array(contributorRow, { error: 'Expected a list of contributors' })
    .max(MAX_CONTRIBUTORS, `Credit at most ${MAX_CONTRIBUTORS} contributors`),
});

type ChapterFields = z.infer<typeof chapterFields>;

/** Rules across fields: pages in order, each credit once. */
function crossChecks(values: ChapterFields, context: z.RefinementCtx) {
  const { firstPage, lastPage } = values;
  if (firstPage && lastPage && /^\d+$/.test(firstPage) && /^\d+$/.test(lastPage))
    if (Number(lastPage) < Number(firstPage))
      context.addIssue({
        code: 'custom',
        path: ['lastPage'],
        message: 'The last page comes before the first',
      });
  const seen = new Set<string>();
  values.contributors.forEach((credit, index) => {
    const key = `${credit.contactId}:${credit.role}`;
    if (seen.has(key))
      context.addIssue({
        code: 'custom',
        path: ['contributors', index, 'contactId'],
        message: 'This contributor is already credited in this role',
      });
    seen.add(key);
  });
}

export const chapterInputSchema = chapterFields.superRefine(crossChecks);
export type ChapterInput = z.infer<typeof chapterInputSchema>;

export const chapterUpdateSchema = chapterFields.extend({ version: versionSchema }).superRefine(crossChecks);
export type ChapterUpdate = z.infer<typeof chapterUpdateSchema>;

/** The new reading order: every chapter of the publication, once each. */
export const chapterOrderSchema = z.object({
  chapterIds: z
    .array(recordId('Expected the chapters’ ids'), { error: 'Expected the chapters’ ids in their new order' })
    .min(1, 'Name the chapters in their new order')
    .max(MAX_CHAPTERS, `A publication has at most ${MAX_CHAPTERS} chapters`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each chapter once'),
});
export type ChapterOrder = z.infer<typeof chapterOrderSchema>;

export const chapterCreditSchema = creditSchema.extend({
  role: z.enum(CONTRIBUTOR_ROLES),
  orcid: z.string().nullable(),
});

export const chapterSchema = z.object({
  chapterId: z.number().int(),
  publicationId: z.number().int(),
  /** Its place in the book, from 1. */
  position: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  firstPage: z.string().nullable(),
  lastPage: z.string().nullable(),
  doi: z.string().nullable(),
  doiState: z.enum(['none', 'generated', 'deposited']),
  contributors: z.array(chapterCreditSchema),
  version: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;
