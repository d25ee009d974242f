import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { commissioningRef } from '@/lib/areas/refs';
import { PROPOSAL_STATUS } from '@/lib/contract/choices';
import { PROPOSAL_STATUSES } from '@/lib/contract/enums';
import { fileFactsSchema } from '@/lib/contract/files';
import { recordId, safeText } from '@/lib/contract/safe-input';
import { AREA_RIGHTS } from '@/lib/rights';
import { PROPOSALS_HREF } from './proposal-workflow';

/**
 * Manuscripts authors send the firm (CMS → Proposals): who, the title, a synopsis, a sample file (uploaded,
 * replaced or removed by its own route, `sample`) and the genre. Triaged by its own route (`status`);
 * accepting one creates its commissioning, linked here.
 */
export const proposalArea = defineArea({
  path: 'proposals',
  idParam: 'proposalId',
  noun: { one: 'proposal', many: 'proposals' },
  schemaName: 'Proposal',
  href: PROPOSALS_HREF,
  rights: AREA_RIGHTS.cms,
  titleField: 'title',
  fields: {
    title: field.requiredText('Title', 200, 'Please enter the title', {
      column: { sort: true },
      search: true,
    }),
    authorName: field.requiredText('Author', 200, 'Please enter the author’s name', {
      column: { sort: true },
      search: true,
    }),
    email: field.requiredText('Email', 254, 'Please enter the author’s email address', {
      input: z
        .string({ error: 'Please enter the author’s email address' })
        .trim()
        .pipe(z.email('Please enter a valid email address')),
    }),
    genre: field.text('Genre', 100, { column: { sort: true }, search: true }),
    status: field.computed('Status', z.enum(PROPOSAL_STATUSES), 'enum', {
      choice: PROPOSAL_STATUS,
      column: true,
      filter: true,
      audit: true,
    }),
    receivedAt: field.computed('Received', z.string(), 'date', { column: { sort: true } }),
    wordCount: field.integer('Words', { min: 1, max: 2_000_000, message: 'Enter a whole number of words' }),
    synopsis: field.longText('Synopsis', 10_000),
    manuscriptFileId: field.computed('Sample file', z.number().int().nullable(), 'text', { audit: true }),
    sample: field.computed('Sample file', fileFactsSchema.nullable(), 'text'),
    decisionReason: field.computed('Reason', z.string().nullable(), 'text', { audit: true }),
    commissioning: field.computed('Commissioning', commissioningRef.nullable(), 'text', { audit: true }),
  },
  list: { defaultSort: '-receivedAt', searchHint: 'titles, authors and genres' },
  recordActions: ['status'],
  // The active commissioning editors, one of whom takes an accepted proposal.
  extraReads: ['editors'],
});
export type Proposal = z.infer<typeof proposalArea.detailSchema>;

export const proposalStatusRequestSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: 'Choose a step of the triage' }),
  reason: safeText().trim().max(2000, 'At most 2,000 characters').optional(),
  /** Accepting: the editor of the commissioning it becomes; the proposal's assigned editor when left out. */
  editorId: recordId('Choose the commissioning editor').optional(),
  version: z.number().int().min(1),
});

/** Who may be given an accepted proposal: the active commissioning editors. */
export const proposalEditorSchema = z.object({ userId: z.number().int(), name: z.string() });
export type ProposalEditor = z.infer<typeof proposalEditorSchema>;
export type ProposalStatusRequest = z.infer<typeof proposalStatusRequestSchema>;
