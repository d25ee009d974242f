import { z } from 'zod';
import { defineArea, type AreaValues } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import {
  CONTRACT_STATUS,
  CONTRACT_TERRITORY,
  CONTRACT_TYPE,
  PUBLICATION_FORMAT,
  RIGHT_GRANTED,
} from '@/lib/contract/choices';
import { CONTRACT_PARTY_ROLES, CONTRACT_STATUSES, SUBSIDIARY_RIGHTS } from '@/lib/contract/enums';
import { idFilter, yearFilter } from '@/lib/contract/list-query';
import { optionalDate, requiredDate, requiredText, versionSchema } from '@/lib/contract/resource';
import { formatMoney, formatPercent } from '@/lib/format';
import { AREA_RIGHTS } from '@/lib/rights';
import {
  DEFAULT_MINIMUM_PAYMENT,
  MAX_COUNTRIES,
  MAX_INSTALMENTS,
  MAX_LANGUAGES,
  MAX_PARTIES,
  MAX_ROYALTY_TERMS,
  basisPoints,
  countryCode,
  instalmentRow,
  languageCode,
  partyRow,
  repeats,
  royaltyTermRow,
  royaltyTermShape,
  subrightRow,
} from './contract-terms';
import { IDENTITY_FIELDS, TERM_FIELDS, type TermField } from './contract-workflow';
import { MAX_CONTRACT_PUBLICATIONS } from './limits';
import { publicationRef } from './refs';

/** References as the firm writes them (C-2026-0042), kept in capitals so two never differ only by case. */
const referenceInput = requiredText(40, 'Please enter the contract’s reference')
  .transform((reference) => reference.toUpperCase())
  .refine(
    (reference) => /^[A-Z0-9][A-Z0-9/-]*$/.test(reference),
    'Use letters, digits, hyphens and slashes (C-2026-0042)',
  );

const currencyInput = requiredText(3, 'Enter the currency of the advance and the statements')
  .transform((code) => code.toUpperCase())
  .refine((code) => /^[A-Z]{3}$/.test(code), 'Use the three-letter ISO 4217 code (EUR, GBP, USD)');

const contributorSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  role: z.enum(CONTRACT_PARTY_ROLES),
  sharePercent: z.number(),
});

export const contractVersionSummary = z.object({
  /** 0 for the terms as signed, then one per amendment. */
  number: z.number().int(),
  effectiveDate: z.string(),
  /** Why the terms were amended; null for the version as signed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ContractVersionSummary = z.infer<typeof contractVersionSummary>;

const rights = { group: 'Rights' } as const;
const advance = { group: 'Advance' } as const;
const royalties = { group: 'Royalties' } as const;

/** The fields of a contract; the declaration below says the rest. */
const contractFields = {
  reference: field.requiredText('Reference', 40, 'Please enter the contract’s reference', {
    input: referenceInput,
    mono: true,
    column: { sort: true },
    search: true,
    form: { placeholder: 'C-2026-0042' },
  }),
  commissioningTitle: field.computed('Commissioning', z.string(), 'text', { column: true, audit: true }),
  commissioningId: field.ref('Commissioning', 'Choose the commissioning the contract comes from', {
    audit: false,
  }),
  type: field.one('Type', CONTRACT_TYPE, 'Choose the kind of contract', { column: true, filter: true }),
  status: field.computed('Status', z.enum(CONTRACT_STATUSES), 'enum', {
    choice: CONTRACT_STATUS,
    column: { sort: true },
    filter: true,
    audit: true,
  }),
  /** The day the status took effect, so that History dates each move as well as recording it. */
  statusDate: field.computed('Status since', z.string().nullable(), 'date', { audit: true }),
  signedDate: field.computed('Signed', z.string().nullable(), 'date', {
    column: { sort: true },
    audit: true,
  }),
  endedDate: field.computed('Ended', z.string().nullable(), 'date', {
    column: { hidden: true },
    audit: true,
  }),
  /** The amendment in force: 0 for the terms as signed. */
  amendment: field.computed('Amendment', z.number().int(), 'number', {
    column: { hidden: true },
    audit: true,
  }),
  contributors: field.computed('Contributors', z.array(contributorSchema), 'text', { column: true }),
  parties: field.rows('Parties', partyRow, {
    max: MAX_PARTIES,
    message: `At most ${MAX_PARTIES} parties`,
  }),
  territory: field.one('Territory', CONTRACT_TERRITORY, 'Choose the territory', {
    column: true,
    filter: true,
    form: rights,
  }),
  territories: field.rows(
    'Countries',
    countryCode,
    { max: MAX_COUNTRIES, message: `At most ${MAX_COUNTRIES} countries` },
    { form: { ...rights, visibleWhen: { field: 'territory', is: 'named_countries' } } },
  ),
  languages: field.rows(
    'Languages',
    languageCode,
    { max: MAX_LANGUAGES, message: `At most ${MAX_LANGUAGES} languages` },
    { form: { ...rights, description: 'ISO 639-2 codes (eng, ger); none for every language.' } },
  ),
  formats: field.many('Formats', PUBLICATION_FORMAT, {
    column: { hidden: true },
    filter: true,
    form: rights,
  }),
  rightsGranted: field.many('Rights granted', RIGHT_GRANTED, {
    min: { count: 1, message: 'Choose at least one right' },
    form: rights,
  }),
  termYears: field.integer(
    'Term (years)',
    { min: 1, max: 99, message: 'Enter a term from 1 to 99 years, or leave it empty' },
    { form: { ...rights, description: 'Empty for the full term of copyright.' } },
  ),
  reversionConditions: field.longText('Reversion', 2000, {
    form: { ...rights, description: 'When the rights go back to the author.' },
  }),
  deliveryDate: field.date('Manuscript due', { column: { sort: true } }),
  optionOnNextWork: field.yesNo('Option on the next work', false),
  optionTerms: field.text('Option terms', 500, {
    form: { visibleWhen: { field: 'optionOnNextWork', is: true } },
  }),
  advanceAmount: field.money('Advance', 'currency', { column: true, form: advance }),
  currency: field.requiredText('Currency', 3, 'Enter the currency', {
    input: currencyInput,
    column: { hidden: true },
    form: { ...advance, placeholder: 'EUR', description: 'Of the advance and the statements.' },
  }),
  instalments: field.rows(
    'Instalments',
    instalmentRow,
    { max: MAX_INSTALMENTS, message: `At most ${MAX_INSTALMENTS} instalments` },
    { form: advance },
  ),
  royaltyTerms: field.rows(
    'Royalty terms',
    royaltyTermRow,
    { max: MAX_ROYALTY_TERMS, message: `At most ${MAX_ROYALTY_TERMS} royalty terms` },
    { form: royalties, output: royaltyTermShape },
  ),
  reservePercent: field.percent('Reserve against returns', {
    form: { ...royalties, description: 'Of each period’s net earnings; empty for none.' },
  }),
  reservePeriods: field.integer(
    'Reserve held for',
    { min: 1, max: 20, message: 'Enter from 1 to 20 statements' },
    { form: { ...royalties, description: 'Statements before it is released; 1 releases it in the next.' } },
  ),
  minimumPayment: field.money('Minimum payment', 'currency', {
    form: {
      ...royalties,
      description: `No payment below this: the balance waits for the next statement. Empty for ${DEFAULT_MINIMUM_PAYMENT / 100} of the currency.`,
    },
  }),
  subrights: field.rows('Subsidiary rights', subrightRow, {
    max: SUBSIDIARY_RIGHTS.length,
    message: `At most ${SUBSIDIARY_RIGHTS.length} subsidiary rights, one each`,
  }),
  publicationIds: field.ids(
    'Publications',
    MAX_CONTRACT_PUBLICATIONS,
    `At most ${MAX_CONTRACT_PUBLICATIONS} publications`,
    { audit: false },
  ),
  publications: field.computed('Publications', z.array(publicationRef), 'text', { audit: true }),
  notes: field.longText('Notes', 5000, { form: { rows: 3 } }),
};
export type ContractValues = AreaValues<typeof contractFields>;

/**
 * Contracts (section 2): who the firm contracts with and their shares, what it covers (territory,
 * languages, formats, publications), the advance and its instalments, and the royalty terms. Its
 * status moves by its own route; once signed, its terms change only by an amendment, which keeps the
 * version it replaces (`contract_versions`).
 */
export const contractArea = defineArea({
  path: 'contracts',
  idParam: 'contractId',
  noun: { one: 'contract', many: 'contracts' },
  schemaName: 'Contract',
  href: '/contracts/manage',
  rights: AREA_RIGHTS.contracts,
  titleField: 'reference',
  fields: contractFields,
  list: {
    defaultSort: '-createdDate',
    searchHint: 'references, commissioning titles and contributors',
    filters: {
      contributorId: idFilter('Contributor'),
      signedYear: yearFilter('Signing year'),
      commissioningId: idFilter('Commissioning'),
    },
  },
  extraReads: ['signing-years'],
  recordActions: ['status', 'amendments'],
  related: {
    statusChanges: z.array(
      z.object({
        fromStatus: z.enum(CONTRACT_STATUSES).nullable(),
        toStatus: z.enum(CONTRACT_STATUSES),
        /** The day the move took effect (the signing date), as against when it was recorded. */
        effectiveDate: z.string(),
        changedAt: z.string(),
        changedBy: z.string().nullable(),
      }),
    ),
    versions: z.array(contractVersionSummary),
  },
  refine: refineContract,
});
export type Contract = z.infer<typeof contractArea.detailSchema>;
export type ContractItem = z.infer<typeof contractArea.itemSchema>;

function refineContract(values: ContractValues, context: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });

  const { parties } = values;
  for (const index of repeats(parties, (party) => `${party.contactId}|${party.role}`))
    issue(['parties', index, 'contactId'], 'This contact is already a party in this role');
  const shares = parties.reduce((sum, party) => sum + basisPoints(party.sharePercent), 0);
  if (parties.length > 0 && shares !== 10_000)
    issue(
      ['parties'],
      `The parties’ shares add up to ${formatPercent(shares / 100, 2, false)}; they must add up to 100%`,
    );

  // Countries and option terms left behind by a hidden field are dropped on save, not refused.
  if (values.territory === 'named_countries' && values.territories.length === 0)
    issue(['territories'], 'Name the countries of the territory');
  for (const index of repeats(values.territories, (code) => code))
    issue(['territories', index], 'This country is already named');
  for (const index of repeats(values.languages, (code) => code))
    issue(['languages', index], 'This language is already named');

  const instalmentTotal = values.instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  // A rule runs even when another field broke its own, so the currency may not be one to format with.
  const currency = /^[A-Z]{3}$/.test(values.currency) ? values.currency : null;
  if (values.instalments.length > 0 && instalmentTotal !== (values.advanceAmount ?? 0))
    issue(
      ['instalments'],
      `The instalments come to ${formatMoney(instalmentTotal, currency)}; the advance is ` +
        `${formatMoney(values.advanceAmount ?? 0, currency)}`,
    );

  for (const index of repeats(values.royaltyTerms, (term) => `${term.format}|${term.channel}`))
    issue(['royaltyTerms', index], 'Another term already covers this format and channel');
  values.royaltyTerms.forEach((term, index) => {
    if (term.format && values.formats.length > 0 && !values.formats.includes(term.format))
      issue(['royaltyTerms', index, 'format'], 'The contract does not cover this format');
  });
  for (const index of repeats(values.subrights, (subright) => subright.right))
    issue(['subrights', index, 'right'], 'This right is already given a share');
}

// ---------------------------------------------------------------------------------------------
// Terms and their versions

/*
 * Which fields are the terms (locked from signature) and which name the contract (fixed for good): plain
 * data in contract-workflow.ts, which the browser's form reads too.
 */
export { IDENTITY_FIELDS, TERM_FIELDS, type TermField };

/**
 * The values as stored: countries only for a territory of named countries, option terms only with an
 * option. A form keeps what a hidden field held; saving drops it rather than refusing it.
 */
export function withoutHiddenValues<V extends ContractValues>(values: V): V {
  return {
    ...values,
    territories: values.territory === 'named_countries' ? values.territories : [],
    optionTerms: values.optionOnNextWork ? values.optionTerms : null,
  };
}

/** Equal as data, whatever the order of the objects' keys (a stored row and a sent one). */
export function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value ?? null, (_key, entry: unknown) =>
      entry !== null && typeof entry === 'object' && !Array.isArray(entry)
        ? Object.fromEntries(Object.entries(entry).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : entry,
    );
  return canonical(a) === canonical(b);
}

/** What of a value an amendment governs: of the instalments, what falls due when, not when it was paid. */
function termPart(name: TermField | (typeof IDENTITY_FIELDS)[number], values: ContractValues): unknown {
  if (name !== 'instalments') return values[name];
  return values.instalments.map(({ trigger, amount }) => ({ trigger, amount }));
}

/** The identity and term fields in which `values` differ from the record as it is. */
export function changedTerms(
  before: ContractValues,
  values: ContractValues,
): { identity: (typeof IDENTITY_FIELDS)[number][]; terms: TermField[] } {
  const differs = (name: TermField | (typeof IDENTITY_FIELDS)[number]) =>
    !sameData(termPart(name, before), termPart(name, values));
  return { identity: IDENTITY_FIELDS.filter(differs), terms: TERM_FIELDS.filter(differs) };
}

type Fields = typeof contractFields;
const termShape = Object.fromEntries(TERM_FIELDS.map((name) => [name, contractFields[name].output])) as {
  [K in TermField]: Fields[K]['output'];
};

/** A version's terms, as they were put in force. */
export const contractTermsSchema = z.object(termShape);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractVersionSchema = contractVersionSummary.extend({ terms: contractTermsSchema });
export type ContractVersion = z.infer<typeof contractVersionSchema>;

// ---------------------------------------------------------------------------------------------
// Requests of the contract's own routes

export const contractStatusRequestSchema = z.object({
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a status of the contract’s life' }),
  /** The day the move took effect (the day it was signed, say); today when left out. */
  date: optionalDate,
  version: versionSchema,
});
export type ContractStatusRequest = z.infer<typeof contractStatusRequestSchema>;

export const contractAmendmentRequestSchema = z.object({
  reason: requiredText(500, 'Say why the terms are amended'),
  effectiveDate: requiredDate('Enter the day the amendment takes effect'),
  /** The whole record with its amended terms, as an update sends it. */
  contract: contractArea.inputSchema,
  version: versionSchema,
});
export type ContractAmendmentRequest = z.infer<typeof contractAmendmentRequestSchema>;

export const signingYearSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type SigningYear = z.infer<typeof signingYearSchema>;
