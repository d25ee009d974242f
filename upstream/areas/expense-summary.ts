import { getTableName, sql } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { COUNTED_EXPENSE_STATUSES } from '@/lib/areas/expense-workflow';
import { expenseArea, expenseSummarySchema, type ExpenseSummary } from '@/lib/areas/expenses';
import { okEnvelope } from '@/lib/contract/envelope';
import type { Db, Tx } from '../db/client';
import { tableVersion } from '../db/data-version';
import { exchangeRates, expenses } from '../db/schema';
import { figureCachePerDatabase } from '../platform/figure-cache';
import { withEuroFactors } from '../currencies/rate-on';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute } from '../resources';

const summaryRoute = guardedRoute(expenseArea.rights.view, {
  method: 'get',
  path: '/expenses/summary',
  tags: ['expenses'],
  summary: "The year's approved expenses in euros, and how many await a decision",
  description:
    'Only approved and paid expenses count, each in euros at the rate of its own date (the latest on or ' +
    'before it); one in a currency with no rate by then is counted apart.',
  responses: {
    200: {
      description: 'This calendar year to date',
      content: {
        'application/json': { schema: okEnvelope(expenseSummarySchema.meta({ id: 'ExpenseSummary' })) },
      },
    },
  },
});

const row = z.object({
  approved_count: z.coerce.number().int(),
  approved_in_euros: z.coerce.number().int(),
  unconverted_count: z.coerce.number().int(),
  awaiting_count: z.coerce.number().int(),
});

async function summarise(tx: Tx, today: string) {
  const year = Number(today.slice(0, 4));
  const counted = sql.join(
    COUNTED_EXPENSE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select count(*) filter (where e.status in (${counted})) as approved_count,
      coalesce(round(sum(e.amount * e.euro_factor) filter (where e.status in (${counted}))), 0) as approved_in_euros,
      count(*) filter (where e.status in (${counted}) and e.euro_factor is null) as unconverted_count,
      count(*) filter (where e.status = 'submitted') as awaiting_count
    from (${withEuroFactors(
      sql`select amount, currency, expense_date, status from expenses
        where expense_date between ${`${year}-01-01`}::date and ${today}::date`,
      'expense_date',
    )}) e`);
  const [found] = z.object({ rows: z.array(row) }).parse(result).rows;
  return {
    year,
    approvedCount: found?.approved_count ?? 0,
    approvedInEuros: found?.approved_in_euros ?? 0,
    unconvertedCount: found?.unconverted_count ?? 0,
    awaitingCount: found?.awaiting_count ?? 0,
  };
}

/** A few days' summaries per database: the expenses list shows it on every page. */
const summaryCache = figureCachePerDatabase<ExpenseSummary, Db>(4);

/**
 * Summed again only once a write to the expenses or the rates has moved their version (read first, so a
 * summary is never older than its key), or the day has changed.
 */
async function summary(db: Db, today: string): Promise<ExpenseSummary> {
  const version = await tableVersion(db, getTableName(expenses), getTableName(exchangeRates));
  return summaryCache(db).get(`${version}/${today}`, () => summarise(db, today));
}

export function registerExpenseSummaryRoute(app: UpstreamApp): void {
  mountRoute(app, summaryRoute, async (c) => {
    const today = c.var.deps.now().toISOString().slice(0, 10);
    return c.json({ success: true, data: await summary(c.var.deps.database.db, today) }, 200);
  });
}
