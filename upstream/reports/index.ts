import { REPORT_TITLES, type ReportName } from '@/lib/reports/period';
import type { Report, ReportQuery } from '@/lib/contract/reports';
import type { Db } from '../db/client';
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

export async function buildReport(db: Db, name: ReportName, query: ReportQuery, now: Date): Promise<Report> {
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
