import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { z } from 'zod';
import {
  COMMISSIONING_STATUSES,
  PUBLICATION_FORMATS,
  type CommissioningStatus,
  type PublicationFormat,
} from './enums';
import { defineList, enumFilter, idFilter } from './list-query';
import { contractRef, publicationRef } from '@/lib/areas/refs';
import { AREA_RIGHTS } from '@/lib/rights';
import { optionalDate, optionalText, requiredText, versionSchema } from './resource';

/**
 * Commissionings are publishing records (section 1): View to read, Edit to propose and change them,
 * Manage to delete. Moving one to approved or declined is a decision, which needs Approve
 * (`DECISION_RIGHTS`, checked in the status change itself, since the route serves the other moves
 * too); importing a file of them is running a job of the section, Approve as well.
 */
export const COMMISSIONING_RIGHTS = AREA_RIGHTS.commissionings;
export const DECISION_RIGHTS = AREA_RIGHTS.commissionings.decide;
export const IMPORT_RIGHTS = AREA_RIGHTS.commissionings.import;

export const COMMISSIONING_STATUS_LABELS: Record<CommissioningStatus, string> = {
  proposal: 'Proposal',
  under_review: 'Under review',
  approved: 'Approved',
  contracted: 'Contracted',
  in_production: 'In production',
  published: 'Published',
  declined: 'Declined',
};

/**
 * The pipeline: proposal → under review → approved → contracted → in production → published, or
 * declined while it is still being decided. A proposal can be sent back from review, and a
 * declined one reopened as a proposal; nothing leaves "published".
 */
export const COMMISSIONING_TRANSITIONS: Record<CommissioningStatus, readonly CommissioningStatus[]> = {
  proposal: ['under_review', 'declined'],
  under_review: ['approved', 'declined', 'proposal'],
  approved: ['contracted', 'declined'],
  contracted: ['in_production'],
  in_production: ['published'],
  published: [],
  declined: ['proposal'],
};

/** Approving and declining are decisions, which need the Approve level (4); other moves need Edit (3). */
export const DECISION_STATUSES: readonly CommissioningStatus[] = ['approved', 'declined'];

export function canMove(from: CommissioningStatus, to: CommissioningStatus): boolean {
  return COMMISSIONING_TRANSITIONS[from].includes(to);
}

export const MAX_AUTHORS = 20;
export const MAX_WORD_COUNT = 5_000_000;

const idList = (max: number, tooMany: string) =>
  z
    .array(z.number().int().positive())
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)]);

const wordCount = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null))
  .refine(
    (value) => value === null || (Number.isInteger(value) && value > 0 && value <= MAX_WORD_COUNT),
    `Please enter a whole number of words, up to ${MAX_WORD_COUNT.toLocaleString('en-GB')}`,
  );

const commissioningFields = z.object({
  commissioningTitle: requiredText(300, 'Please enter the title'),
  editorId: z.number({ error: 'Choose the editor' }).int().positive('Choose the editor'),
  /** Credit order: the first is the lead author. */
  authorIds: idList(MAX_AUTHORS, `At most ${MAX_AUTHORS} authors`),
  /** The pitch: what the book is and why the firm should publish it. */
  proposal: optionalText(10_000),
  expectedFormats: z
    .array(z.enum(PUBLICATION_FORMATS, { error: 'Choose formats from the list' }))
    .transform((formats) => PUBLICATION_FORMATS.filter((format) => formats.includes(format))),
  expectedDeliveryDate: optionalDate,
  expectedPublicationDate: optionalDate,
  estimatedWordCount: wordCount,
  notes: optionalText(5000),
});

function scheduleInOrder(
  values: { expectedDeliveryDate: string | null; expectedPublicationDate: string | null },
  context: z.RefinementCtx,
) {
  const { expectedDeliveryDate: delivery, expectedPublicationDate: publication } = values;
  if (delivery && publication && publication < delivery) {
    context.addIssue({
      code: 'custom',
      path: ['expectedPublicationDate'],
      message: 'Publication cannot come before the manuscript is delivered',
    });
  }
}

/** What the commissioning form edits and the API accepts on create. */
export const commissioningInputSchema = commissioningFields.superRefine(scheduleInOrder);
export type CommissioningInput = z.input<typeof commissioningInputSchema>;
export type CommissioningValues = z.output<typeof commissioningInputSchema>;

export const commissioningUpdateSchema = commissioningFields
  .extend({ version: versionSchema })
  .superRefine(scheduleInOrder);
export type CommissioningUpdate = z.input<typeof commissioningUpdateSchema>;

export const statusChangeRequestSchema = z.object({
  status: z.enum(COMMISSIONING_STATUSES, { error: 'Choose a status from the pipeline' }),
  version: versionSchema,
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const personSchema = z.object({ contactId: z.number().int(), name: z.string() });

export const commissioningItemSchema = z.object({
  commissioningId: z.number().int(),
  commissioningTitle: z.string(),
  status: z.enum(COMMISSIONING_STATUSES),
  editorId: z.number().int(),
  editorName: z.string(),
  authors: z.array(personSchema),
  expectedFormats: z.array(z.enum(PUBLICATION_FORMATS)),
  expectedDeliveryDate: z.string().nullable(),
  expectedPublicationDate: z.string().nullable(),
  contractsCount: z.number().int(),
  booksCount: z.number().int(),
  createdDate: z.string(),
  updatedAt: z.string(),
});
export type CommissioningItem = z.infer<typeof commissioningItemSchema>;

export const statusChangeSchema = z.object({
  fromStatus: z.enum(COMMISSIONING_STATUSES).nullable(),
  toStatus: z.enum(COMMISSIONING_STATUSES),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const commissioningSchema = z.object({
  ...commissioningItemSchema.shape,
  proposal: z.string().nullable(),
  /** The submitted manuscript it grew from, when it came in unsolicited. */
  proposalId: z.number().int().nullable(),
  estimatedWordCount: z.number().int().nullable(),
  decisionDate: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  statusChanges: z.array(statusChangeSchema),
  contracts: z.array(contractRef),
  publications: z.array(publicationRef),
});
export type Commissioning = z.infer<typeof commissioningSchema>;

export const commissioningEditorSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Former editors stay in the filter (their books remain) but are not offered for new ones. */
  active: z.boolean(),
});
export type CommissioningEditor = z.infer<typeof commissioningEditorSchema>;

export function commissioningFormValues(commissioning?: Commissioning): CommissioningInput {
  return {
    commissioningTitle: commissioning?.commissioningTitle ?? '',
    editorId: commissioning?.editorId ?? 0,
    authorIds: commissioning?.authors.map((author) => author.contactId) ?? [],
    proposal: commissioning?.proposal ?? '',
    expectedFormats: commissioning?.expectedFormats ?? [],
    expectedDeliveryDate: commissioning?.expectedDeliveryDate ?? '',
    expectedPublicationDate: commissioning?.expectedPublicationDate ?? '',
    estimatedWordCount: commissioning?.estimatedWordCount ?? '',
    notes: commissioning?.notes ?? '',
  };
}

export const COMMISSIONING_FIELD_LABELS: Record<string, string> = {
  commissioningTitle: 'Title',
  editor: 'Editor',
  authors: 'Authors',
  proposal: 'Proposal',
  expectedFormats: 'Expected formats',
  expectedDeliveryDate: 'Expected delivery',
  expectedPublicationDate: 'Expected publication',
  estimatedWordCount: 'Estimated words',
  notes: 'Notes',
  status: 'Status',
  decisionDate: 'Decision date',
};

// ---------------------------------------------------------------------------------------------
// The list

export const commissioningList = defineList({
  sortFields: ['title', 'status', 'editor', 'createdDate', 'updatedAt', 'expectedPublicationDate'],
  defaultSort: '-createdDate',
  filters: {
    status: enumFilter('Status', COMMISSIONING_STATUSES, COMMISSIONING_STATUS_LABELS),
    format: enumFilter('Expected format', PUBLICATION_FORMATS, PUBLICATION_FORMAT.labels),
    editorId: idFilter('Editor'),
    authorId: idFilter('Author'),
  },
  searchHint: 'titles and author names',
});
export type CommissioningListQuery = ReturnType<typeof commissioningList.parse>;

// ---------------------------------------------------------------------------------------------
// Import

export const MAX_IMPORT_ROWS = 20_000;
/** Ten thousand rows with long proposals fit several times over. */
export const MAX_IMPORT_CHARS = 20_000_000;
/** Errors listed in one answer; the counts always cover the whole file. */
export const MAX_IMPORT_ERRORS_SHOWN = 1000;
export const IMPORT_PREVIEW_ROWS = 20;

export const IMPORT_FIELDS = [
  {
    key: 'commissioningTitle',
    header: 'title',
    label: 'Title',
    required: true,
    example: 'The Salt Road',
    hint: 'Unique among the commissionings and in the file',
  },
  {
    key: 'editor',
    header: 'editor',
    label: 'Editor',
    required: true,
    example: 'editor',
    hint: 'User name, email or full name of an active commissioning editor',
  },
  {
    key: 'authors',
    header: 'authors',
    label: 'Authors',
    required: false,
    example: 'ada.quill@mail.example; Tomas Varga',
    hint: 'Contacts by email, full name or id, separated by semicolons; the first is the lead',
  },
  {
    key: 'proposal',
    header: 'proposal',
    label: 'Proposal',
    required: false,
    example: 'A history of the salt trade, told through six journeys.',
    hint: 'Free text',
  },
  {
    key: 'expectedFormats',
    header: 'expected_formats',
    label: 'Expected formats',
    required: false,
    example: 'BB; EB',
    hint: 'BB, BC, EB, AJ or Hardback, Paperback, E-book, Audiobook, separated by semicolons',
  },
  {
    key: 'expectedDeliveryDate',
    header: 'expected_delivery_date',
    label: 'Expected delivery',
    required: false,
    example: '2027-03-31',
    hint: 'YYYY-MM-DD',
  },
  {
    key: 'expectedPublicationDate',
    header: 'expected_publication_date',
    label: 'Expected publication',
    required: false,
    example: '2027-10-01',
    hint: 'YYYY-MM-DD, not before delivery',
  },
  {
    key: 'estimatedWordCount',
    header: 'estimated_word_count',
    label: 'Estimated words',
    required: false,
    example: '85000',
    hint: 'A whole number',
  },
  { key: 'notes', header: 'notes', label: 'Notes', required: false, example: '', hint: 'Free text' },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((field) => field.key);

/** Which column of the file feeds each field; a field left out is empty for every row. */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELD_KEYS), z.string().max(200).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importRequestSchema = z.object({
  mode: z.enum(['dry-run', 'commit']),
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CHARS, 'The file is too large: split it into files of 10,000 rows'),
  /** Without a mapping, columns are matched to fields by their headers (see `suggestMapping`). */
  mapping: importMappingSchema.optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Matches the file's headers to the fields by the template's headers or the fields' labels. */
export function suggestMapping(headers: readonly string[]): Record<ImportField, string | null> {
  const byName = new Map(headers.map((header) => [normalizeHeader(header), header]));
  const pairs = IMPORT_FIELDS.map((field) => {
    const candidates = [field.header, field.label, field.key].map(normalizeHeader);
    const found = candidates.map((candidate) => byName.get(candidate)).find(Boolean);
    return [field.key, found ?? null] as const;
  });
  return Object.fromEntries(pairs) as Record<ImportField, string | null>;
}

/** Reads a format the way people write it: the ONIX code or its label. */
export function parseFormat(text: string): PublicationFormat | null {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  for (const format of PUBLICATION_FORMATS) {
    const label = PUBLICATION_FORMAT.labels[format].toLowerCase().replace(/[^a-z]/g, '');
    if (
      wanted === format.toLowerCase() ||
      wanted === label ||
      (wanted.length >= 5 && label.startsWith(wanted))
    ) {
      return format;
    }
  }
  return null;
}

export const importRowIssueSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowIssue = z.infer<typeof importRowIssueSchema>;

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  commissioningTitle: z.string(),
  editorName: z.string().nullable(),
  authorNames: z.array(z.string()),
  expectedFormats: z.array(z.enum(PUBLICATION_FORMATS)),
  expectedDeliveryDate: z.string().nullable(),
  expectedPublicationDate: z.string().nullable(),
  estimatedWordCount: z.number().int().nullable(),
  valid: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importReportSchema = z.object({
  mode: z.enum(['dry-run', 'commit']),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  /** Rows written: all of them after a commit, none after a dry run or when any row is invalid. */
  created: z.number().int(),
  issues: z.array(importRowIssueSchema),
  /** More issues than `issues` lists. */
  issuesTruncated: z.boolean(),
  preview: z.array(importPreviewRowSchema),
  durationMs: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The template offered for download: the headers and one example row. */
export function importTemplateRows(): string[][] {
  return [IMPORT_FIELDS.map((field) => field.header), IMPORT_FIELDS.map((field) => field.example)];
}
