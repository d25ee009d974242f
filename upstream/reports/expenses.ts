import { sql, type SQL } from 'drizzle-orm';
import { COUNTED_EXPENSE_STATUSES } from '@/lib/areas/expense-workflow';
import { EXPENSE_CATEGORY, choiceLabel } from '@/lib/contract/choices';
import type { ReportColumn } from '@/lib/contract/reports';
import { withEuroFactors } from '../currencies/rate-on';
import {
  bucketSql,
  col,
  eur,
  figure,
  inBothPeriods,
  inPeriod,
  labelled,
  table,
  periodTable,
  type ReportBody,
  unconvertedNotes,
  type ReportContext,
} from './context';
import { grouped } from './grouped';

/*
 * Expenses: approved (and paid) expenses only, on their own day, the amount with its VAT separated, in
 * the expense's currency and in EUR at the rate of its day. Also the input VAT of the accountant's pack.
 */

/** Approved expenses of the period and the previous one, with `cur`, `bucket` and EUR amounts. */
export function approvedExpenses(ctx: ReportContext, extra: SQL = sql`true`): SQL {
  const statuses = sql.join(
    COUNTED_EXPENSE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const base = sql`
    select e.id, e.expense_date as day, e.currency, coalesce(e.category, '') as category,
      coalesce(nullif(e.supplier, ''), '') as supplier, e.publication_id,
      coalesce(p.title || ' (' || p.format || ')', '') as publication, e.amount, e.vat_amount
    from expenses e left join publications p on p.id = e.publication_id
    where e.status in (${statuses}) and ${inBothPeriods(ctx, sql`e.expense_date`)} and ${extra}`;
  return sql`select t.*, ${inPeriod(ctx, sql`t.day`)} as cur, ${bucketSql(ctx, sql`t.day`)} as bucket,
      t.amount * t.euro_factor as amount_eur, t.vat_amount * t.euro_factor as vat_eur
    from (${withEuroFactors(base, 'day')}) t`;
}

/** Gross, VAT and net in EUR over the period, and gross over the previous one. */
export const EXPENSE_MEASURES = {
  count: sql`count(*) filter (where s.cur)`,
  grossEur: sql`round(coalesce(sum(s.amount_eur) filter (where s.cur), 0))`,
  vatEur: sql`round(coalesce(sum(s.vat_eur) filter (where s.cur), 0))`,
  netEur: sql`round(coalesce(sum(s.amount_eur - s.vat_eur) filter (where s.cur), 0))`,
  previousGrossEur: sql`round(coalesce(sum(s.amount_eur) filter (where not s.cur), 0))`,
  previousVatEur: sql`round(coalesce(sum(s.vat_eur) filter (where not s.cur), 0))`,
  gross: sql`coalesce(sum(s.amount) filter (where s.cur), 0)`,
  vat: sql`coalesce(sum(s.vat_amount) filter (where s.cur), 0)`,
  unconverted: sql`count(*) filter (where s.euro_factor is null)`,
};

export const EXPENSE_COLUMNS: ReportColumn[] = [
  col('count', 'Expenses', 'count'),
  eur('netEur', 'Net (EUR)'),
  eur('vatEur', 'VAT (EUR)'),
  eur('grossEur', 'Gross (EUR)'),
];

export const categoryLabel = (code: string) =>
  code === '' ? 'Not given' : choiceLabel(EXPENSE_CATEGORY, code);

export async function expensesReport(ctx: ReportContext): Promise<ReportBody> {
  const { category } = ctx.query;
  const grouping = await grouped(ctx.db, {
    source: approvedExpenses(ctx, category ? sql`e.category = ${category}` : sql`true`),
    sets: {
      bucket: { columns: ['bucket'] },
      category: { columns: ['category'], rankBy: 'grossEur' },
      supplier: { columns: ['supplier'], rankBy: 'grossEur', limit: 25 },
      publication: { columns: ['publication_id'], rankBy: 'grossEur', limit: 25 },
      currency: { columns: ['currency'], rankBy: 'grossEur' },
    },
    labels: { publication: sql`min(s.publication)` },
    measures: EXPENSE_MEASURES,
  });
  const withPrevious = [...EXPENSE_COLUMNS, eur('previousGrossEur', 'Previous period gross (EUR)')];
  const notGiven = (key: string) => (rows: typeof sets.supplier) =>
    labelled(rows, key, (value) => (value === '' ? 'Not given' : value));
  const { sets, total } = grouping;
  return {
    figures: [
      figure(total, 'Gross (EUR)', 'grossEur', 'money', 'previousGrossEur', 'EUR'),
      figure(total, 'VAT (EUR)', 'vatEur', 'money', 'previousVatEur', 'EUR'),
      figure(total, 'Net (EUR)', 'netEur', 'money', undefined, 'EUR'),
      figure(total, 'Approved expenses', 'count', 'count'),
    ],
    tables: [
      periodTable(ctx, EXPENSE_COLUMNS, grouping, 'grossEur'),
      table({
        id: 'by-category',
        title: 'By category',
        columns: [col('category', 'Category'), ...withPrevious],
        rows: labelled(sets.category, 'category', categoryLabel),
        total,
        chart: { kind: 'bar', label: 'category', values: ['netEur', 'vatEur'] },
      }),
      table({
        id: 'by-supplier',
        title: 'Top suppliers',
        description: 'The 25 suppliers with the highest gross amount.',
        columns: [col('supplier', 'Supplier'), ...withPrevious],
        rows: notGiven('supplier')(sets.supplier),
        total,
        chart: { kind: 'bar', label: 'supplier', values: ['grossEur'] },
      }),
      table({
        id: 'by-publication',
        title: 'By publication',
        description: 'The 25 publications with the highest costs; expenses of no publication together.',
        columns: [col('publication', 'Publication'), ...withPrevious],
        rows: notGiven('publication')(sets.publication),
        total,
      }),
      table({
        id: 'by-currency',
        title: 'By currency',
        columns: [
          col('currency', 'Currency'),
          col('count', 'Expenses', 'count'),
          col('gross', 'Gross', 'money', { currencyKey: 'currency' }),
          col('vat', 'VAT', 'money', { currencyKey: 'currency' }),
          eur('grossEur', 'Gross (EUR)'),
          eur('vatEur', 'VAT (EUR)'),
        ],
        rows: sets.currency,
        total: { ...total, gross: null, vat: null },
      }),
    ],
    notes: unconvertedNotes('expenses are', total),
  };
}
