import type { ExpenseCategory, ExpenseStatus } from '@/lib/contract/enums';
import { expenses } from '../schema';
import type { CommissioningPlan } from './commissionings';
import type { ContractData } from './contracts';
import type { SeedContext } from './context';
import { addDays, at, daysBetween, eachDay } from './dates';
import { FileRegistry, MIME, slugify } from './files';
import type { RowOf } from './insert';
import { SUPPLIERS } from './names';
import { Random } from './random';
import { receiptPdf } from './receipt-pdf';
import type { TradingCurrency } from './reference';
import type { StaffResult } from './staff';

export type ExpenseRow = RowOf<typeof expenses>;

/** What a book costs to make, in pounds, by stage: [category, low, high, days before publication]. */
const PRODUCTION: readonly [ExpenseCategory, number, number, number][] = [
  ['editorial', 600, 2_500, 200],
  ['typesetting', 400, 1_600, 120],
  ['proofreading', 250, 900, 90],
  ['design', 500, 2_000, 150],
  ['printing', 2_500, 14_000, 30],
];

/** VAT included in a bill, in percent: books' printing and freelance translators charge none. */
const VAT_PERCENT: Partial<Record<ExpenseCategory, number>> = {
  editorial: 20,
  design: 20,
  typesetting: 20,
  proofreading: 20,
  marketing: 20,
  distribution: 20,
  events: 20,
  software: 20,
  office: 20,
};

const REJECTION_REASONS = [
  'No receipt attached',
  'Not approved in the budget',
  'Charged twice: see the earlier claim',
  'Belongs to next year’s budget',
];

/** Running costs of the firm: [category, low, high, times a year]. */
const OVERHEADS: readonly [ExpenseCategory, number, number, number][] = [
  ['marketing', 300, 6_000, 40],
  ['distribution', 800, 4_000, 24],
  ['events', 200, 3_500, 12],
  ['software', 50, 1_200, 30],
  ['office', 40, 2_800, 50],
  ['travel', 60, 1_400, 40],
];

export function generateExpenses(
  context: SeedContext,
  plans: readonly CommissioningPlan[],
  firstPublicationOf: ReadonlyMap<number, number>,
  staff: StaffResult,
  files: FileRegistry,
  contractData: ContractData,
): ExpenseRow[] {
  // A translation fee is charged to the translator's contract as well as to the book.
  const translationContractOf = new Map(
    contractData.contracts.flatMap((contract) =>
      contract.type === 'translation' && contract.id && contract.commissioningId
        ? [[contract.commissioningId, contract.id] as const]
        : [],
    ),
  );
  const random = Random.named('expenses');
  const { today, start } = context;
  const submitters = [...staff.byGroup(4), ...staff.byGroup(2)];
  const approvers = staff.byGroup(5);
  const drafts: Omit<ExpenseRow, 'id'>[] = [];

  const add = (
    category: ExpenseCategory,
    pounds: number,
    currency: TradingCurrency,
    day: string,
    publicationId: number | null,
    description: string,
    supplierContactId: number | null = null,
    contractId: number | null = null,
  ) => {
    const age = daysBetween(day, today);
    const status: ExpenseStatus =
      age < 7
        ? 'submitted'
        : age < 21
          ? random.pick(['submitted', 'approved'] as const)
          : random.chance(0.04)
            ? 'rejected'
            : 'paid';
    const amount =
      Math.round(pounds * (currency === 'GBP' ? 1 : currency === 'EUR' ? 1.17 : 1.27)) * 100 +
      random.int(0, 99);
    const supplier = random.pick(SUPPLIERS[category] ?? ['Sundry supplier']);
    const createdAt = at(day, random.int(9 * 60, 17 * 60));
    const submittedById = submitters.length > 0 ? random.pick(submitters) : null;
    const decider = status !== 'submitted' && approvers.length > 0 ? random.pick(approvers) : null;
    const updatedAt = status === 'submitted' ? createdAt : at(addDays(day, Math.min(age, 10)), 16 * 60);
    const vat = VAT_PERCENT[category] ?? 0;
    drafts.push({
      category,
      supplier,
      description,
      amount,
      currency,
      expenseDate: day,
      publicationId,
      status,
      receiptFileId: random.chance(0.4)
        ? files.add({
            name: `receipt-${slugify(supplier)}-${day}.pdf`,
            mimeType: MIME.pdf,
            uploadedById: submittedById,
            createdAt,
          })
        : null,
      submittedById,
      approvedById: status === 'approved' || status === 'paid' ? decider : null,
      rejectedById: status === 'rejected' ? decider : null,
      decidedAt: status === 'submitted' ? null : updatedAt,
      rejectionReason: status === 'rejected' ? random.pick(REJECTION_REASONS) : null,
      vatAmount: Math.round((amount * vat) / (100 + vat)),
      supplierContactId,
      contractId,
      version: status === 'submitted' ? 1 : 2,
      createdAt,
      updatedAt,
    });
  };

  for (const plan of plans) {
    const publicationId = firstPublicationOf.get(plan.id);
    if (!publicationId) continue;
    for (const [category, low, high, before] of PRODUCTION) {
      const day = addDays(plan.publishOn, -before - random.int(0, 20));
      if (day > today || day < start) continue;
      add(
        category,
        random.int(low, high),
        'GBP',
        day,
        publicationId,
        `${category[0]?.toUpperCase()}${category.slice(1)}: ${plan.title}`,
      );
    }
    if (
      plan.translatorId &&
      addDays(plan.deliveryOn, -30) <= today &&
      addDays(plan.deliveryOn, -30) >= start
    ) {
      add(
        'translation',
        random.int(3_000, 9_000),
        'EUR',
        addDays(plan.deliveryOn, -30),
        publicationId,
        `Translation: ${plan.title}`,
        plan.translatorId,
        translationContractOf.get(plan.id) ?? null,
      );
    }
  }
  for (const day of eachDay(start, today)) {
    for (const [category, low, high, perYear] of OVERHEADS) {
      if (!random.chance(perYear / 365)) continue;
      const currency = random.weighted([
        ['GBP', 70],
        ['EUR', 22],
        ['USD', 8],
      ] as const);
      add(
        category,
        random.int(low, high),
        currency,
        day,
        null,
        `${category[0]?.toUpperCase()}${category.slice(1)}, ${day.slice(0, 7)}`,
      );
    }
  }
  const rows = drafts
    .sort((a, b) => a.expenseDate.localeCompare(b.expenseDate))
    .map((row, index) => ({ ...row, id: index + 1 }));
  giveReceiptsContent(rows, files);
  return rows;
}

/** The latest receipts, those the list shows first, open as real PDFs; older ones are rows only. */
const RECEIPTS_WITH_CONTENT = 8;

function giveReceiptsContent(rows: readonly ExpenseRow[], files: FileRegistry): void {
  const latest = rows.filter((row) => row.receiptFileId).slice(-RECEIPTS_WITH_CONTENT);
  for (const row of latest) {
    const vat = row.vatAmount ? `, VAT included ${minorUnits(row.vatAmount)}` : '';
    files.giveContent(
      Number(row.receiptFileId),
      receiptPdf([
        row.supplier ?? 'Supplier',
        `Receipt of ${row.expenseDate}`,
        row.description ?? '',
        `Total ${row.currency} ${minorUnits(row.amount)}${vat}`,
      ]),
    );
  }
}

const minorUnits = (amount: number) => (amount / 100).toFixed(2);
