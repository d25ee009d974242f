import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { COMMISSIONING_STATUS, PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { COMMISSIONING_STATUSES } from '@/lib/contract/enums';
import { idFilter } from '@/lib/contract/list-query';
import { versionSchema } from '@/lib/contract/resource';
import { AREA_RIGHTS } from '@/lib/rights';
import { MAX_AUTHORS } from './limits';
import { contractRef, publicationRef } from './refs';

export const MAX_WORD_COUNT = 5_000_000;

/** Word counts as people write them: 85000, 85,000 or 85 000. */
function wordCount(text: string): { value: number | '' } | string {
  const bare = text.replace(/[\s,._']/g, '');
  if (bare === '') return { value: '' };
  return /^\d{1,9}$/.test(bare) ? { value: Number(bare) } : `"${text}" is not a whole number of words`;
}

const personSchema = z.object({ contactId: z.number().int(), name: z.string() });

/**
 * Books from proposal to publication (section 1): the editor who commissions them, the authors in
 * credit order, what is expected when, and the pipeline's status, which moves by its own route.
 */
export const commissioningArea = defineArea({
  path: 'commissionings',
  idParam: 'commissioningId',
  noun: { one: 'commissioning', many: 'commissionings' },
  schemaName: 'Commissioning',
  href: '/commissionings/manage',
  importHref: '/commissionings/import',
  rights: AREA_RIGHTS.commissionings,
  titleField: 'commissioningTitle',
  fields: {
    commissioningTitle: field.requiredText('Title', 300, 'Please enter the title', {
      column: { sort: true },
      search: true,
      import: {
        header: 'title',
        example: 'The Salt Road',
        hint: 'Unique among the commissionings and in the file',
      },
    }),
    status: field.computed('Status', z.enum(COMMISSIONING_STATUSES), 'enum', {
      choice: COMMISSIONING_STATUS,
      column: { sort: true },
      filter: true,
      audit: true,
    }),
    editorName: field.computed('Editor', z.string(), 'text', { column: { sort: true }, audit: true }),
    authors: field.computed('Authors', z.array(personSchema), 'text', { column: true, audit: true }),
    editorId: field.ref('Editor', 'Choose the editor', {
      audit: false,
      import: {
        header: 'editor',
        example: 'editor',
        hint: 'User name, email or full name of an active commissioning editor',
      },
    }),
    authorIds: field.ids('Authors', MAX_AUTHORS, `At most ${MAX_AUTHORS} authors`, {
      audit: false,
      import: {
        header: 'authors',
        example: 'ada.quill@mail.example; Tomas Varga',
        hint: 'Contacts by email, full name or id, separated by semicolons; the first is the lead',
      },
    }),
    proposal: field.longText('Proposal', 10_000, {
      form: { description: 'What the book is, and why the firm should publish it.' },
      import: { example: 'A history of the salt trade, told through six journeys.', hint: 'Free text' },
    }),
    expectedFormats: field.many('Expected formats', PUBLICATION_FORMAT, {
      column: { hidden: true },
      filter: true,
      import: { example: 'BB; EB' },
    }),
    expectedDeliveryDate: field.date('Manuscript expected', { form: { group: 'Schedule' }, import: true }),
    expectedPublicationDate: field.date('Publication expected', {
      column: { sort: true },
      form: { group: 'Schedule' },
      import: { hint: 'YYYY-MM-DD, not before delivery', example: '2027-10-01' },
    }),
    estimatedWordCount: field.integer(
      'Estimated words',
      {
        min: 1,
        max: MAX_WORD_COUNT,
        message: `Please enter a whole number of words, up to ${MAX_WORD_COUNT.toLocaleString('en-GB')}`,
      },
      { form: { group: 'Schedule' }, import: { example: '85000', hint: 'A whole number', parse: wordCount } },
    ),
    notes: field.longText('Notes', 5000, { form: { rows: 3 }, import: true }),
    contractsCount: field.computed('Contracts', z.number().int(), 'number', { column: { hidden: true } }),
    booksCount: field.computed('Books', z.number().int(), 'number', { column: { hidden: true } }),
    /** The submitted manuscript it grew from, when it came in unsolicited. */
    proposalId: field.computed('Submitted manuscript', z.number().int().nullable(), 'number'),
    decisionDate: field.computed('Decision date', z.string().nullable(), 'date', { audit: true }),
  },
  list: {
    defaultSort: '-createdDate',
    searchHint: 'titles and author names',
    filters: { editorId: idFilter('Editor'), authorId: idFilter('Author') },
  },
  extraReads: ['editors'],
  recordActions: ['status'],
  related: {
    statusChanges: z.array(
      z.object({
        fromStatus: z.enum(COMMISSIONING_STATUSES).nullable(),
        toStatus: z.enum(COMMISSIONING_STATUSES),
        changedAt: z.string(),
        changedBy: z.string().nullable(),
      }),
    ),
    contracts: z.array(contractRef),
    publications: z.array(publicationRef),
  },
  refine(values, context) {
    const { expectedDeliveryDate: delivery, expectedPublicationDate: publication } = values;
    if (delivery && publication && publication < delivery) {
      context.addIssue({
        code: 'custom',
        path: ['expectedPublicationDate'],
        message: 'Publication cannot come before the manuscript is delivered',
      });
    }
  },
});
export type Commissioning = z.infer<typeof commissioningArea.detailSchema>;
export type StatusChange = Commissioning['statusChanges'][number];

export const statusChangeRequestSchema = z.object({
  status: z.enum(COMMISSIONING_STATUSES, { error: 'Choose a status from the pipeline' }),
  version: versionSchema,
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

export const commissioningEditorSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Former editors stay in the filter (their books remain) but are not offered for new ones. */
  active: z.boolean(),
});
export type CommissioningEditor = z.infer<typeof commissioningEditorSchema>;
