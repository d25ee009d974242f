import { sql, type SQL } from 'drizzle-orm';
import { ORDER_CHANNEL, PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { UNSOLD_ORDER_STATUSES } from '@/lib/contract/enums';
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
 * Sales: copies sold on confirmed orders (never drafts or cancelled ones) on their order's day, less
 * copies returned on the return's day, each valued at the line's net price (list price less the
 * discount) in the order's currency and in EUR at the rate of its own day (`withEuroFactors`). One
 * statement groups them by period, title, format, channel, territory, customer and currency.
 */

const netPrice = sql`l.unit_price * (1 - l.discount_percent / 100.0)`;

function filters(ctx: ReportContext): SQL {
  const { channel, format, country } = ctx.query;
  return sql.join(
    [
      sql`o.status not in (${sql.join(
        UNSOLD_ORDER_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})`,
      channel ? sql`o.channel = ${channel}` : sql`true`,
      format ? sql`p.format = ${format}` : sql`true`,
      country ? sql`o.customer_country = ${country}` : sql`true`,
    ],
    sql` and `,
  );
}

function transactions(ctx: ReportContext): SQL {
  const common = sql`o.id as order_id, o.currency, o.channel, coalesce(o.customer_country, '') as country,
    o.customer_name as customer, p.id as publication_id, p.title || ' (' || p.format || ')' as publication, p.format`;
  return sql`
    select o.order_date as day, ${common}, l.quantity as sold, 0 as returned, l.quantity * ${netPrice} as amount
    from orders o join order_lines l on l.order_id = o.id join publications p on p.id = l.publication_id
    where ${inBothPeriods(ctx, sql`o.order_date`)} and ${filters(ctx)}
    union all
    select r.return_date as day, ${common}, 0 as sold, r.quantity as returned, -(r.quantity * ${netPrice}) as amount
    from order_returns r join order_lines l on l.id = r.order_line_id join orders o on o.id = l.order_id
      join publications p on p.id = l.publication_id
    where ${inBothPeriods(ctx, sql`r.return_date`)} and ${filters(ctx)}`;
}

const SALES_COLUMNS: ReportColumn[] = [
  col('sold', 'Copies sold', 'count'),
  col('returned', 'Copies returned', 'count'),
  col('netUnits', 'Net copies', 'count'),
  eur('revenueEur', 'Net revenue (EUR)'),
];
const WITH_PREVIOUS: ReportColumn[] = [...SALES_COLUMNS, eur('previousEur', 'Previous period (EUR)')];

export async function salesReport(ctx: ReportContext): Promise<ReportBody> {
  const source = sql`select t.*, ${inPeriod(ctx, sql`t.day`)} as cur, ${bucketSql(ctx, sql`t.day`)} as bucket,
      t.amount * t.euro_factor as amount_eur
    from (${withEuroFactors(transactions(ctx), 'day')}) t`;
  const grouping = await grouped(ctx.db, {
    source,
    sets: {
      bucket: { columns: ['bucket'] },
      publication: { columns: ['publication_id'], rankBy: 'revenueEur', limit: 20 },
      format: { columns: ['format'], rankBy: 'revenueEur' },
      channel: { columns: ['channel'], rankBy: 'revenueEur' },
      country: { columns: ['country'], rankBy: 'revenueEur' },
      customer: { columns: ['customer'], rankBy: 'revenueEur', limit: 20 },
      currency: { columns: ['currency'], rankBy: 'revenueEur' },
    },
    labels: { publication: sql`min(s.publication)` },
    measures: {
      sold: sql`coalesce(sum(s.sold) filter (where s.cur), 0)`,
      returned: sql`coalesce(sum(s.returned) filter (where s.cur), 0)`,
      netUnits: sql`coalesce(sum(s.sold - s.returned) filter (where s.cur), 0)`,
      revenue: sql`round(coalesce(sum(s.amount) filter (where s.cur), 0))`,
      revenueEur: sql`round(coalesce(sum(s.amount_eur) filter (where s.cur), 0))`,
      previousEur: sql`round(coalesce(sum(s.amount_eur) filter (where not s.cur), 0))`,
      previousUnits: sql`coalesce(sum(s.sold - s.returned) filter (where not s.cur), 0)`,
      orders: sql`count(distinct s.order_id) filter (where s.cur and s.sold > 0)`,
      unconverted: sql`count(*) filter (where s.euro_factor is null)`,
    },
  });

  const dimension = (id: string, title: string, key: string, label: string, rows = sets.format) =>
    table({
      id,
      title,
      columns: [col(key, label), ...WITH_PREVIOUS],
      rows,
      total,
      chart: { kind: 'bar', label: key, values: ['revenueEur'] },
    });
  const { sets, total } = grouping;
  return {
    figures: [
      figure(total, 'Net revenue (EUR)', 'revenueEur', 'money', 'previousEur', 'EUR'),
      figure(total, 'Net copies', 'netUnits', 'count', 'previousUnits'),
      figure(total, 'Copies returned', 'returned', 'count'),
      figure(total, 'Orders', 'orders', 'count'),
    ],
    tables: [
      periodTable(ctx, SALES_COLUMNS, grouping, 'revenueEur'),
      table({
        id: 'top-titles',
        title: 'Top titles',
        description: 'The 20 publications with the highest net revenue in EUR.',
        columns: [col('publication', 'Publication'), ...WITH_PREVIOUS],
        rows: sets.publication,
        total,
        chart: { kind: 'bar', label: 'publication', values: ['revenueEur'] },
      }),
      dimension(
        'by-format',
        'By format',
        'format',
        'Format',
        labelled(sets.format, 'format', (code) => choiceLabel(PUBLICATION_FORMAT, code)),
      ),
      dimension(
        'by-channel',
        'By channel',
        'channel',
        'Channel',
        labelled(sets.channel, 'channel', (code) => choiceLabel(ORDER_CHANNEL, code)),
      ),
      dimension(
        'by-territory',
        'By territory',
        'country',
        'Country',
        labelled(sets.country, 'country', (code) => (code === '' ? 'Not given' : code)),
      ),
      dimension('by-customer', 'Top customers', 'customer', 'Customer', sets.customer),
      table({
        id: 'by-currency',
        title: 'By currency',
        description: 'Net revenue in the currency of the orders, and in EUR at each transaction day’s rate.',
        columns: [
          col('currency', 'Currency'),
          ...SALES_COLUMNS.slice(0, 3),
          col('revenue', 'Net revenue', 'money', { currencyKey: 'currency' }),
          eur('revenueEur', 'Net revenue (EUR)'),
        ],
        rows: sets.currency,
        total: { ...total, revenue: null },
      }),
    ],
    notes: unconvertedNotes('sales or returns are', total),
  };
}
