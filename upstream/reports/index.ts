import { REPORT_TITLES, type ReportName } from '@/lib/reports/period';
import type { Report, ReportQuery } from '@/lib/contract/reports';
import type { Db } from '../db/client';
import { dataVersion } from '../db/data-version';
import { figureCache, type FigureCache } from '../platform/figure-cache';
import { accountantReport } from './accountant';
import { commissioningsReport } from './commissionings';
import { reportContext, type ReportBody, type ReportContext } from './context';
import { contractsReport } from './contracts';
import { expensesReport } from './expenses';
import { loginsReport } from './logins';
import { salesReport } from './sales';

/** Each report's statements; every one answers its figures and tables for a period. */
const BUILDERS: Record<ReportName, (ctx: ReportContext) => Promise<ReportBody>> = {
  sales: salesReport,
  expenses: expensesReport,
  commissionings: commissioningsReport,
  contracts: contractsReport,
  logins: loginsReport,
  accountant: accountantReport,
};

/**
 * How long a report stays true while the data it reads is unchanged. Reports reading only tracked tables
 * are kept per data version and per the clock they depend on: the day (the default period is this month's),
 * or the minute for commissionings, whose stays last until now. Logins read the sign-in records, which
 * change without moving the data version: they are always worked out afresh.
 */
const KEPT_PER: Record<ReportName, 'day' | 'minute' | null> = {
  sales: 'day',
  expenses: 'day',
  commissionings: 'minute',
  contracts: 'day',
  logins: null,
  accountant: 'day',
};
const UNIT_MS = { day: 86_400_000, minute: 60_000 } as const;
/** Reports of distinct periods and filters kept per database. */
const CAPACITY = 64;
const caches = new WeakMap<Db, FigureCache<Report>>();

export async function buildReport(db: Db, name: ReportName, query: ReportQuery, now: Date): Promise<Report> {
  const unit = KEPT_PER[name];
  if (!unit) return computeReport(db, name, query, now);
  const clock = new Date(Math.floor(now.getTime() / UNIT_MS[unit]) * UNIT_MS[unit]);
  // Read before computing, so the report is at least as new as the version that keys it.
  const version = await dataVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = figureCache<Report>(CAPACITY);
    caches.set(db, cache);
  }
  const key = `${name}|${JSON.stringify(query)}|${clock.toISOString()}|${version}`;
  return cache.get(key, () => computeReport(db, name, query, clock));
}

async function computeReport(db: Db, name: ReportName, query: ReportQuery, now: Date): Promise<Report> {
  const ctx = reportContext(db, query, now);
  const built = await BUILDERS[name](ctx);
  return {
    name,
    title: REPORT_TITLES[name],
    from: ctx.period.from,
    to: ctx.period.to,
    previousFrom: ctx.previous.from,
    previousTo: ctx.previous.to,
    ...built,
  };
}
