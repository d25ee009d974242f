import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { EXPENSE_CATEGORY, EXPENSE_STATUS } from '@/lib/contract/choices';
import { currencyCodeInput } from '@/lib/contract/currency-input';
import { EXPENSE_STATUSES } from '@/lib/contract/enums';
import { rateUsedSchema } from '@/lib/contract/exchange-rates';
import { fileFactsSchema } from '@/lib/contract/files';
import { requiredText, versionSchema } from '@/lib/contract/resource';
import { safeText } from '@/lib/contract/safe-input';
import { AREA_RIGHTS } from '@/lib/rights';
import { MAX_REJECTION_REASON } from './expense-workflow';

const links = { group: 'Charged to' } as const;

/**
 * What the firm spends (Financial → Expenses): a supplier's bill for a day, in its currency with the
 * VAT it includes, charged to a publication or a contract when it belongs to one. Submitted expenses are
 * approved or rejected by their own route (`expenses/{id}/status`); only approved ones count in reports,
 * in euros at the rate of their own date.
 */
export const expenseArea = defineArea({
  path: 'expenses',
  idParam: 'expenseId',
  noun: { one: 'expense', many: 'expenses' },
  schemaName: 'Expense',
  href: '/expenses/manage',
  rights: AREA_RIGHTS.expenses,
  titleField: 'description',
  fields: {
    description: field.requiredText('Description', 300, 'Please say what the expense was for', {
      column: true,
      search: true,
      form: { wide: true, placeholder: 'Printing: The Salt Road, first run' },
    }),
    status: field.computed('Status', z.enum(EXPENSE_STATUSES), 'enum', {
      choice: EXPENSE_STATUS,
      column: true,
      filter: true,
      audit: true,
    }),
    expenseDate: field.requiredDate('Date', 'Please enter the date on the receipt', {
      column: { sort: true },
    }),
    supplier: field.text('Supplier', 200, {
      input: requiredText(200, 'Please enter the supplier'),
      column: { sort: true },
      search: true,
      form: { description: 'As on the receipt or invoice.' },
    }),
    category: field.oneOrMissing('Category', EXPENSE_CATEGORY, 'Choose a category', {
      column: true,
      filter: true,
    }),
    amount: field.money('Amount', 'currency', {
      column: { sort: true },
      form: { description: 'The total paid, VAT included.' },
    }),
    currency: field.requiredText('Currency', 3, 'Please enter the currency', {
      input: currencyCodeInput('Please enter the currency'),
      mono: true,
      column: { hidden: true },
      form: { placeholder: 'GBP' },
    }),
    vatAmount: field.money('VAT', 'currency', {
      column: { hidden: true },
      form: { description: 'The VAT the amount includes; empty for none.' },
    }),
    supplierContactId: field.optionalRef('Supplier contact', { audit: false }),
    supplierContactName: field.computed('Supplier contact', z.string().nullable(), 'text', { audit: true }),
    publicationId: field.optionalRef('Publication', { audit: false, form: links }),
    publicationTitle: field.computed('Publication', z.string().nullable(), 'text', { audit: true }),
    contractId: field.optionalRef('Contract', { audit: false, form: links }),
    contractReference: field.computed('Contract', z.string().nullable(), 'text', { audit: true }),
    receiptFileId: field.optionalRef('Receipt', { form: { wide: true } }),
    receipt: field.computed('Receipt', fileFactsSchema.nullable(), 'text'),
    amountInEuros: field.computed('In euros', z.number().int().nullable(), 'number'),
    rateUsed: field.computed('Rate used', rateUsedSchema.nullable(), 'text'),
    submittedBy: field.computed('Submitted by', z.string().nullable(), 'text'),
    decidedBy: field.computed('Decided by', z.string().nullable(), 'text', { audit: true }),
    decidedAt: field.computed('Decided', z.string().nullable(), 'date'),
    rejectionReason: field.computed('Reason for rejection', z.string().nullable(), 'text', { audit: true }),
  },
  list: { defaultSort: '-expenseDate', searchHint: 'descriptions and suppliers' },
  extraReads: ['links'],
  recordActions: ['status'],
  refine(values, context) {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.amount === null) issue('amount', 'Enter the amount');
    else if (values.vatAmount !== null && values.vatAmount >= values.amount)
      issue('vatAmount', 'The VAT is part of the amount, so less than it');
  },
});

export const expenseStatusRequestSchema = z.object({
  status: z.enum(EXPENSE_STATUSES, { error: 'Choose submitted, approved, paid or rejected' }),
  version: versionSchema,
  reason: safeText()
    .trim()
    .max(MAX_REJECTION_REASON, `Please keep the reason under ${MAX_REJECTION_REASON + 1} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type ExpenseStatusRequest = z.infer<typeof expenseStatusRequestSchema>;

export const EXPENSE_LINK_KINDS = ['contact', 'publication', 'contract'] as const;

export const expenseLinkQuery = z.object({
  kind: z.enum(EXPENSE_LINK_KINDS, { error: 'Choose contact, publication or contract' }),
  q: safeText().trim().min(2, 'Type at least two characters').max(100),
});

export const expenseLinkSchema = z.object({ id: z.number().int(), name: z.string(), detail: z.string() });

/** What the expenses list says above its rows: the year's approved spending, and what awaits a decision. */
export const expenseSummarySchema = z.object({
  year: z.number().int(),
  /** Approved and paid expenses dated this year: the ones reports count. */
  approvedCount: z.number().int(),
  /** Their total in euro cents, each at the rate of its own date. */
  approvedInEuros: z.number().int(),
  /** Of those, the ones in a currency with no rate by their date, left out of the total. */
  unconvertedCount: z.number().int(),
  awaitingCount: z.number().int(),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
