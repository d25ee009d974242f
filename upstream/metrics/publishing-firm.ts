import { sql } from 'drizzle-orm';
import type { PublishingFirmMetrics } from '@/lib/contract/dashboard';
import type { Db } from '../db/client';
import {
  ACTIVE_COMMISSIONING,
  ACTIVE_EDITORS,
  changePercent,
  counted,
  day,
  FIRST_PUBLICATIONS,
  instant,
  monthStart,
  numbersRow,
  orderSales,
  orderSalesInEuros,
  percentOf,
  quarterStart,
  shiftDay,
  utcDay,
  windowStart,
  yearStart,
  type MetricsClock,
} from './sql';

/**
 * Publishing Firm Overview (spec 2.8, section 1). The four cards compare the figure today with the same
 * figure 30 days ago ("from last month"): for sales, the 30 days ending today against the 30 days before
 * them; for the others, the count as it stood then. Key performance and staff measures look at the
 * trailing 12 months (365 days, today included).
 */

const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * Total Revenue: net sales in euro cents (copies kept × unit price less discount, cancelled orders excluded,
 * converted at the order day's rate) of the last 30 days, and of the 30 days before.
 */
async function totalRevenue(db: Db, clock: MetricsClock) {
  const from = windowStart(clock, MONTH_DAYS);
  const previousFrom = shiftDay(from, -MONTH_DAYS);
  return numbersRow(
    db,
    sql`select coalesce(round(sum(s.net_eur) filter (where s.order_date >= ${day(from)})), 0) as current,
               coalesce(round(sum(s.net_eur) filter (where s.order_date < ${day(from)})), 0) as previous
        from (${orderSalesInEuros(previousFrom, clock.today)}) s`,
    ['current', 'previous'],
  );
}

/** Revenue by Currency: the same net sales of the last 30 days, in each currency's own minor units. */
async function revenueByCurrency(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`select coalesce(round(sum(s.net) filter (where s.currency = 'EUR')), 0) as eur,
               coalesce(round(sum(s.net) filter (where s.currency = 'USD')), 0) as usd,
               coalesce(round(sum(s.net) filter (where s.currency = 'GBP')), 0) as gbp
        from (${orderSales(windowStart(clock, MONTH_DAYS), clock.today)}) s`,
    ['eur', 'usd', 'gbp'],
  );
}

/**
 * Books Published: titles whose first edition has appeared, by today and by 30 days ago; and those whose
 * first edition appeared this calendar month, quarter and year.
 */
async function booksPublished(db: Db, clock: MetricsClock) {
  const { today } = clock;
  return numbersRow(
    db,
    sql`select count(*) filter (where f.first_date <= ${day(today)}) as total,
               count(*) filter (where f.first_date <= ${day(shiftDay(today, -MONTH_DAYS))}) as previous,
               count(*) filter (where f.first_date between ${day(monthStart(today))} and ${day(today)}) as this_month,
               count(*) filter (where f.first_date between ${day(quarterStart(today))} and ${day(today)}) as this_quarter,
               count(*) filter (where f.first_date between ${day(yearStart(today))} and ${day(today)}) as this_year
        from (${FIRST_PUBLICATIONS}) f`,
    ['total', 'previous', 'this_month', 'this_quarter', 'this_year'],
  );
}

/**
 * Active Commissionings: neither published nor declined, now; and 30 days ago, read from the status history
 * (a commissioning without any history counts with its present status from its creation on).
 */
async function activeCommissionings(db: Db, clock: MetricsClock) {
  const then = instant(new Date(clock.now.getTime() - MONTH_DAYS * 86_400_000));
  return numbersRow(
    db,
    sql`select
          (select count(*) from commissionings c where c.status in ${ACTIVE_COMMISSIONING}) as current,
          (select count(*) from commissionings c
            where c.created_at <= ${then}
              and coalesce(
                    (select s.to_status from commissioning_status_changes s
                      where s.commissioning_id = c.id and s.changed_at <= ${then}
                      order by s.changed_at desc, s.id desc limit 1),
                    case when not exists (select 1 from commissioning_status_changes s where s.commissioning_id = c.id)
                         then c.status end
                  ) in ${ACTIVE_COMMISSIONING}) as previous`,
    ['current', 'previous'],
  );
}

/**
 * Outstanding Invoices: issued (neither draft nor credited) and not yet paid on the day, today and 30 days ago.
 * A paid invoice without a payment date counts as paid; the checks report it.
 */
async function outstandingInvoices(db: Db, clock: MetricsClock) {
  const outstandingOn = (on: string) =>
    sql`i.issue_date <= ${day(on)} and (i.payment_date > ${day(on)} or (i.payment_date is null and i.status <> 'paid'))`;
  return numbersRow(
    db,
    sql`select count(*) filter (where ${outstandingOn(clock.today)}) as current,
               count(*) filter (where ${outstandingOn(shiftDay(clock.today, -MONTH_DAYS))}) as previous
        from invoices i where i.status not in ('draft', 'credited')`,
    ['current', 'previous'],
  );
}

/**
 * Publication Pipeline: commissionings by stage (before contract, contract signed, in production,
 * published) and each stage's share of all four; declined ones are out of the pipeline.
 */
async function pipeline(db: Db) {
  const stages = sql`
    select count(*) filter (where status in ('proposal', 'under_review', 'approved')) as commissioning,
           count(*) filter (where status = 'contracted') as contract_signed,
           count(*) filter (where status = 'in_production') as in_production,
           count(*) filter (where status = 'published') as published,
           count(*) filter (where status <> 'declined') as total
    from commissionings`;
  const share = (column: string) =>
    sql`coalesce(${percentOf(sql`s.${sql.identifier(column)}`, sql`s.total`)}, 0)`;
  return numbersRow(
    db,
    sql`select s.commissioning, s.contract_signed, s.in_production, s.published,
               ${share('commissioning')} as commissioning_share,
               ${share('contract_signed')} as contract_signed_share,
               ${share('in_production')} as in_production_share,
               ${share('published')} as published_share
        from (${stages}) s`,
    [
      'commissioning',
      'contract_signed',
      'in_production',
      'published',
      'commissioning_share',
      'contract_signed_share',
      'in_production_share',
      'published_share',
    ],
  );
}

/**
 * Key Performance over the trailing 12 months:
 * - contract conversion: of the commissionings decided (approved or declined) in the period, the share that
 *   now holds a signed contract;
 * - average time to publish: days from a commissioning's creation to its title's first publication, for
 *   titles first published in the period;
 * - return rate: copies returned per copy ordered on the period's orders (cancelled ones excluded).
 */
async function keyPerformance(db: Db, clock: MetricsClock) {
  const from = day(windowStart(clock, YEAR_DAYS));
  const to = day(clock.today);
  const signed = sql`exists (select 1 from contracts k where k.commissioning_id = c.id and k.signed_date is not null)`;
  return numbersRow(
    db,
    sql`select
          (select ${percentOf(sql`count(*) filter (where ${signed})`, sql`count(*)`)}
             from commissionings c where c.decision_date between ${from} and ${to}) as contract_conversion,
          (select round(avg(f.first_date - ${utcDay(sql`c.created_at`)}), 1)
             from (${FIRST_PUBLICATIONS}) f join commissionings c on c.id = f.commissioning_id
             where f.first_date between ${from} and ${to}) as avg_time_to_publish,
          (select ${percentOf(sql`sum(s.copies_returned)`, sql`sum(s.copies_ordered)`)}
             from (${orderSales(windowStart(clock, YEAR_DAYS), clock.today)}) s) as return_rate`,
    ['contract_conversion', 'avg_time_to_publish', 'return_rate'],
  );
}

/**
 * Staff Metrics:
 * - active editors: active accounts in group 3;
 * - average workload: active commissionings those editors own, per editor;
 * - satisfaction score: the mean rating (1–5) authors and reviewers gave the editors' work in the trailing
 *   12 months (`editor_reviews`).
 */
async function staffMetrics(db: Db, clock: MetricsClock) {
  return numbersRow(
    db,
    sql`with editors as (${ACTIVE_EDITORS})
        select (select count(*) from editors) as active_editors,
               (select round(count(*)::numeric / nullif((select count(*) from editors), 0), 1)
                  from commissionings c
                  where c.status in ${ACTIVE_COMMISSIONING} and c.editor_id in (select id from editors)) as avg_workload,
               (select round(avg(r.rating), 1) from editor_reviews r
                  where r.reviewed_on between ${day(windowStart(clock, YEAR_DAYS))} and ${day(clock.today)}) as satisfaction`,
    ['active_editors', 'avg_workload', 'satisfaction'],
  );
}

export async function publishingFirmMetrics(db: Db, clock: MetricsClock): Promise<PublishingFirmMetrics> {
  const [revenue, currencies, books, active, invoices, stages, performance, staff] = await Promise.all([
    totalRevenue(db, clock),
    revenueByCurrency(db, clock),
    booksPublished(db, clock),
    activeCommissionings(db, clock),
    outstandingInvoices(db, clock),
    pipeline(db),
    keyPerformance(db, clock),
    staffMetrics(db, clock),
  ]);

  const changing = (figures: { current: number | null; previous: number | null }) => ({
    total: counted(figures.current),
    changePercent: changePercent(counted(figures.current), counted(figures.previous)),
  });
  return {
    totalRevenue: changing(revenue),
    booksPublished: {
      ...changing({ current: books.total, previous: books.previous }),
      thisMonth: counted(books.this_month),
      thisQuarter: counted(books.this_quarter),
      thisYear: counted(books.this_year),
    },
    activeCommissionings: changing(active),
    outstandingInvoices: changing(invoices),
    publicationPipeline: {
      commissioning: {
        count: counted(stages.commissioning),
        percentage: counted(stages.commissioning_share),
      },
      contractSigned: {
        count: counted(stages.contract_signed),
        percentage: counted(stages.contract_signed_share),
      },
      inProduction: { count: counted(stages.in_production), percentage: counted(stages.in_production_share) },
      published: { count: counted(stages.published), percentage: counted(stages.published_share) },
    },
    revenueByCurrency: {
      eur: counted(currencies.eur),
      usd: counted(currencies.usd),
      gbp: counted(currencies.gbp),
    },
    keyPerformance: {
      contractConversion: performance.contract_conversion,
      avgTimeToPublish: performance.avg_time_to_publish,
      returnRate: performance.return_rate,
    },
    staffMetrics: {
      activeEditors: counted(staff.active_editors),
      avgWorkload: staff.avg_workload,
      satisfactionScore: staff.satisfaction,
    },
  };
}
