import { z } from 'zod';
import {
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  CONTRACT_TERRITORIES,
  CONTRACT_TYPES,
  ORDER_CHANNELS,
  PROPOSAL_STATUSES,
  PUBLICATION_FORMATS,
  ROYALTY_BASES,
  ROYALTY_RUN_STATUSES,
} from './enums';
import { recordId, safeText } from './safe-input';

/*
 * The authors area: what an author sees of their own records. Every answer is scoped to the contact the
 * signed-in account is linked to (`author_accounts`); an account without one sees nothing.
 */

export const authorProfileSchema = z.object({
  linked: z.boolean().meta({ description: 'Whether the account is linked to an author’s contact record' }),
  contactId: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  counts: z.object({
    contracts: z.number().int(),
    statements: z.number().int(),
    proposals: z.number().int(),
  }),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

export const authorContractSchema = z.object({
  contractId: z.number().int(),
  reference: z.string(),
  title: z.string().meta({ description: 'The work the contract is for' }),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  signedDate: z.string().nullable(),
  endedDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  role: z.enum(CONTRACT_PARTY_ROLES).meta({ description: 'The author’s part in the contract' }),
  sharePercent: z.number().meta({ description: 'The author’s share of the royalties' }),
  advanceAmount: z.number().int().meta({ description: 'The whole advance, minor units of the currency' }),
  currency: z.string(),
  territory: z.enum(CONTRACT_TERRITORIES),
});
export type AuthorContract = z.infer<typeof authorContractSchema>;

export const authorRoyaltyTermSchema = z.object({
  format: z.enum(PUBLICATION_FORMATS).nullable(),
  channel: z.enum(ORDER_CHANNELS).nullable(),
  basis: z.enum(ROYALTY_BASES),
  tiers: z.array(z.object({ fromUnits: z.number().int(), ratePercent: z.number() })),
  highDiscountPercent: z.number().nullable(),
  highDiscountRatePercent: z.number().nullable(),
});

export const authorContractDetailSchema = authorContractSchema.extend({
  amendment: z.number().int(),
  territories: z.array(z.string()),
  languages: z.array(z.string()),
  formats: z.array(z.enum(PUBLICATION_FORMATS)),
  termYears: z.number().int().nullable(),
  reversionConditions: z.string().nullable(),
  optionOnNextWork: z.boolean(),
  royaltyTerms: z.array(authorRoyaltyTermSchema),
});
export type AuthorContractDetail = z.infer<typeof authorContractDetailSchema>;

export const authorStatementSchema = z.object({
  statementId: z.number().int(),
  runStatus: z.enum(ROYALTY_RUN_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  contractId: z.number().int(),
  reference: z.string(),
  title: z.string(),
  currency: z.string(),
  netEarnings: z.number().int(),
  closingBalance: z.number().int(),
  payable: z.number().int(),
});
export type AuthorStatement = z.infer<typeof authorStatementSchema>;

export const AUTHOR_SALES_PERIODS = ['month', 'quarter', 'year'] as const;
export type AuthorSalesPeriod = (typeof AUTHOR_SALES_PERIODS)[number];

export const authorSalesQuery = z.object({
  period: z
    .enum(AUTHOR_SALES_PERIODS, { error: 'Choose month, quarter or year' })
    .default('quarter')
    .meta({ description: 'How sales are added up' }),
});

export const authorSalesRowSchema = z.object({
  periodStart: z.string().meta({ description: 'The first day of the month, quarter or year' }),
  publicationId: z.number().int(),
  title: z.string(),
  format: z.enum(PUBLICATION_FORMATS),
  isbn: z.string().nullable(),
  currency: z.string(),
  copiesSold: z.number().int(),
  copiesReturned: z.number().int(),
  netSales: z
    .number()
    .int()
    .meta({ description: 'Copies kept at their net price, minor units of the currency' }),
});
export type AuthorSalesRow = z.infer<typeof authorSalesRowSchema>;

export const authorProposalSchema = z.object({
  proposalId: z.number().int(),
  title: z.string(),
  genre: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  synopsis: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  sample: z.object({ fileId: z.number().int(), name: z.string(), sizeBytes: z.number().int() }).nullable(),
});
export type AuthorProposal = z.infer<typeof authorProposalSchema>;

/** A proposal as the author submits it; the sample file travels beside these fields in the same form. */
export const authorProposalInputSchema = z.object({
  title: safeText({ error: 'Please enter the title' })
    .trim()
    .min(1, 'Please enter the title')
    .max(200, 'A title has at most 200 characters'),
  genre: safeText().trim().max(100, 'A genre has at most 100 characters').optional(),
  wordCount: z.coerce
    .number({ error: 'Enter a whole number of words' })
    .int('Enter a whole number of words')
    .min(1, 'Enter a whole number of words')
    .max(2_000_000, 'At most 2,000,000 words')
    .optional(),
  synopsis: safeText()
    .trim()
    .min(1, 'Please write a short synopsis')
    .max(10_000, 'A synopsis has at most 10,000 characters'),
});
export type AuthorProposalInput = z.infer<typeof authorProposalInputSchema>;

/** Which contact an author's account is: set by an administrator, `null` to unlink it. */
export const authorLinkSchema = z.object({
  contactId: recordId('Choose the author’s contact record').nullable(),
});
export type AuthorLink = z.infer<typeof authorLinkSchema>;

export const authorLinkResultSchema = z.object({
  userId: z.number().int(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
});
