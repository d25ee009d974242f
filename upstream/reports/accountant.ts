import { sql, type SQL } from 'drizzle-orm';
import { TAX_CLASS, VAT_RULE, choiceLabel } from '@/lib/contract/choices';
import type { ReportColumn } from '@/lib/contract/reports';
import { FIRM_COUNTRY } from '@/lib/finance/vat';
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
  type ReportBody,
  type ReportContext,
  unconvertedNotes,
} from './context';
import { EXPENSE_COLUMNS, EXPENSE_MEASURES, approvedExpenses, categoryLabel } from './expenses';
import { grouped } from './grouped';

/*
 * Tax Reports, what an accountant files from: output VAT from issued invoices less their credit notes
 * (each on its own issue day and at the EUR rate of that day), by country × rate × tax class per month;
 * the One-Stop-Shop totals of cross-border sales to consumers in the EU (the `eu_consumer` rule); the
 * reverse-charge sales one by one; and input VAT from approved expenses. Three statements.
 */

/** Invoice lines (positive) and credit note lines (negative) of both periods, with EUR factors. */
function vatLines(ctx: ReportContext, extra: SQL = sql`true`): SQL {
  const country = ctx.query.country ? sql`i.customer_country = ${ctx.query.country}` : sql`true`;
  const base = sql`
    select i.issue_date as day, 'Invoice ' || i.number_year || '-' || lpad(i.number::text, 6, '0') as document,
      i.currency, coalesce(i.customer_country, '') as country, i.customer_name as customer,
      coalesce(i.customer_vat_number, '') as vat_number, l.vat_rate::float8 as rate, l.tax_class, l.vat_rule,
      l.net_amount as net, l.vat_amount as vat
    from invoice_lines l join invoices i on i.id = l.invoice_id
    where i.status <> 'draft' and ${inBothPeriods(ctx, sql`i.issue_date`)} and ${country} and ${extra}
    union all
    select c.issue_date, 'Credit note CN-' || c.number_year || '-' || lpad(c.number::text, 6, '0'),
      i.currency, coalesce(i.customer_country, ''), i.customer_name, coalesce(i.customer_vat_number, ''),
      l.vat_rate::float8, l.tax_class, l.vat_rule, -cl.net_amount, -cl.vat_amount
    from credit_note_lines cl join credit_notes c on c.id = cl.credit_note_id
      join invoice_lines l on l.id = cl.invoice_line_id join invoices i on i.id = c.invoice_id
    where ${inBothPeriods(ctx, sql`c.issue_date`)} and ${country} and ${extra}`;
  return sql`select t.*, ${inPeriod(ctx, sql`t.day`)} as cur, ${bucketSql(ctx, sql`t.day`)} as bucket,
      t.net * t.euro_factor as net_eur, t.vat * t.euro_factor as vat_eur
    from (${withEuroFactors(base, 'day')}) t`;
}

const VAT_MEASURES = {
  lines: sql`count(*) filter (where s.cur)`,
  netEur: sql`round(coalesce(sum(s.net_eur) filter (where s.cur), 0))`,
  vatEur: sql`round(coalesce(sum(s.vat_eur) filter (where s.cur), 0))`,
  previousVatEur: sql`round(coalesce(sum(s.vat_eur) filter (where not s.cur), 0))`,
  net: sql`coalesce(sum(s.net) filter (where s.cur), 0)`,
  vat: sql`coalesce(sum(s.vat) filter (where s.cur), 0)`,
  unconverted: sql`count(*) filter (where s.euro_factor is null)`,
};

const AMOUNTS: ReportColumn[] = [eur('netEur', 'Net (EUR)'), eur('vatEur', 'VAT (EUR)')];

const classLabel = (code: string) => choiceLabel(TAX_CLASS, code);
const countryLabel = (code: string) => (code === '' ? 'Not given' : code);

export async function accountantReport(base: ReportContext): Promise<ReportBody> {
  // Tax is filed by month, whatever the length of the period.
  const ctx: ReportContext = { ...base, bucket: 'month' };
  const [output, reverse, input] = await Promise.all([
    grouped(ctx.db, {
      source: vatLines(ctx),
      sets: {
        vat: { columns: ['bucket', 'country', 'rate', 'tax_class'] },
        rule: { columns: ['vat_rule'], rankBy: 'vatEur' },
        oss: { columns: ['vat_rule', 'country', 'rate'] },
      },
      measures: VAT_MEASURES,
    }),
    grouped(ctx.db, {
      source: vatLines(ctx, sql`l.vat_rule = 'reverse_charge'`),
      sets: { document: { columns: ['day', 'document', 'customer', 'vat_number', 'country', 'currency'] } },
      measures: VAT_MEASURES,
    }),
    grouped(ctx.db, {
      source: approvedExpenses(ctx),
      sets: { bucket: { columns: ['bucket'] }, category: { columns: ['category'], rankBy: 'vatEur' } },
      measures: EXPENSE_MEASURES,
    }),
  ]);

  const ossRule = output.sets.rule.find((row) => row.vat_rule === 'eu_consumer');
  const oss = output.sets.oss.filter((row) => row.vat_rule === 'eu_consumer');
  return {
    figures: [
      figure(output.total, 'Output VAT (EUR)', 'vatEur', 'money', 'previousVatEur', 'EUR'),
      figure(input.total, 'Input VAT (EUR)', 'vatEur', 'money', 'previousVatEur', 'EUR'),
      figure(ossRule ?? {}, 'OSS VAT (EUR)', 'vatEur', 'money', 'previousVatEur', 'EUR'),
      figure(output.total, 'Net sales invoiced (EUR)', 'netEur', 'money', undefined, 'EUR'),
    ],
    tables: [
      table({
        id: 'output-vat',
        title: 'Output VAT by country, rate and tax class',
        description:
          'Issued invoices less credit notes, per month, in EUR at the rate of each document’s day.',
        columns: [
          col('bucket', 'Month', 'date'),
          col('country', 'Country'),
          col('rate', 'VAT rate', 'rate'),
          col('tax_class', 'Tax class'),
          col('lines', 'Lines', 'count'),
          ...AMOUNTS,
        ],
        rows: labelled(labelled(output.sets.vat, 'tax_class', classLabel), 'country', countryLabel),
        total: output.total,
      }),
      table({
        id: 'by-rule',
        title: 'By VAT rule',
        columns: [col('vat_rule', 'Rule'), col('lines', 'Lines', 'count'), ...AMOUNTS],
        rows: labelled(output.sets.rule, 'vat_rule', (code) => choiceLabel(VAT_RULE, code)),
        total: output.total,
        chart: { kind: 'bar', label: 'vat_rule', values: ['vatEur'] },
      }),
      table({
        id: 'oss',
        title: 'One-Stop-Shop: cross-border sales to EU consumers',
        description: `Sales to consumers in other EU countries than ${FIRM_COUNTRY}, taxed at the customer country’s rate.`,
        columns: [
          col('country', 'Country'),
          col('rate', 'VAT rate', 'rate'),
          col('lines', 'Lines', 'count'),
          ...AMOUNTS,
        ],
        rows: oss,
        total: ossRule ?? null,
        chart: { kind: 'bar', label: 'country', values: ['vatEur'] },
        empty: 'No cross-border sale to a consumer in this period.',
      }),
      table({
        id: 'reverse-charge',
        title: 'Reverse-charge sales',
        description: 'Sales to businesses in other EU countries, the customer accounting for the VAT.',
        columns: [
          col('day', 'Date', 'date'),
          col('document', 'Document'),
          col('customer', 'Customer'),
          col('vat_number', 'VAT number'),
          col('country', 'Country'),
          col('currency', 'Currency'),
          col('net', 'Net', 'money', { currencyKey: 'currency' }),
          eur('netEur', 'Net (EUR)'),
        ],
        rows: reverse.sets.document,
        total: { ...reverse.total, net: null },
        empty: 'No reverse-charge sale in this period.',
      }),
      table({
        id: 'input-vat',
        title: 'Input VAT from approved expenses',
        columns: [col('category', 'Category'), ...EXPENSE_COLUMNS],
        rows: labelled(input.sets.category, 'category', categoryLabel),
        total: input.total,
        chart: { kind: 'bar', label: 'category', values: ['vatEur'] },
      }),
      table({
        id: 'input-vat-by-month',
        title: 'Input VAT by month',
        columns: [col('bucket', 'Month', 'date'), ...EXPENSE_COLUMNS],
        rows: input.sets.bucket,
        total: input.total,
      }),
    ],
    notes: unconvertedNotes('lines or expenses are', output.total, input.total),
  };
}
