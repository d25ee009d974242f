import type { AiJobKind, HttpMethod } from '@/lib/contract/enums';
import { aiJobs, auditLog, requestLog } from '../schema';
import type { SeedContext } from './context';
import { addDays, at, eachDay, isWeekend } from './dates';
import type { RowOf } from './insert';
import type { InvoiceRow } from './invoices';
import { Random } from './random';
import { STAFF } from './staff-list';
import type { StaffResult } from './staff';

const ROUTES: readonly (readonly [HttpMethod, string, number])[] = [
  ['GET', '/auth/user', 30],
  ['POST', '/auth/login', 4],
  ['GET', '/dashboard/publishing-firm', 8],
  ['GET', '/dashboard/commissioning-editors', 4],
  ['GET', '/dashboard/developers', 1],
  ['GET', '/commissioning', 8],
  ['GET', '/commissionings', 6],
  ['GET', '/commissionings/:commissioningId', 5],
  ['PATCH', '/commissionings/:commissioningId', 1],
  ['GET', '/contracts', 4],
  ['GET', '/contracts/:contractId', 3],
  ['GET', '/publications', 6],
  ['GET', '/publications/:publicationId', 4],
  ['PATCH', '/publications/:publicationId', 1],
  ['GET', '/orders', 5],
  ['GET', '/invoices', 4],
  ['POST', '/invoices', 1],
  ['GET', '/expenses', 2],
  ['POST', '/expenses', 1],
  ['GET', '/contacts', 4],
  ['GET', '/discrepancies/counts', 1],
  ['GET', '/discrepancies/:discrepancyId/execute', 1],
];

/** Mostly fine, with the background of client errors any busy API has and a rare server error. */
const STATUSES: readonly (readonly [number, number])[] = [
  [200, 9300],
  [201, 150],
  [204, 60],
  [304, 200],
  [400, 60],
  [401, 50],
  [403, 30],
  [404, 50],
  [409, 10],
  [422, 30],
  [429, 5],
  [500, 12],
  [503, 3],
];

const AI_KINDS: readonly (readonly [AiJobKind, number])[] = [
  ['metadata_enrichment', 5],
  ['subject_classification', 3],
  ['description_drafting', 2],
  ['keyword_generation', 2],
];

export interface OperationsData {
  requests: RowOf<typeof requestLog>[];
  jobs: RowOf<typeof aiJobs>[];
  audit: RowOf<typeof auditLog>[];
}

/** A move of a record's status, as the commissionings' and the contracts' histories record them. */
export interface StatusMove {
  entity: 'commissionings' | 'contracts';
  entityId: number;
  fromStatus?: string | null;
  toStatus: string;
  changedAt?: Date;
  changedById?: number | null;
}

export function generateOperations(
  context: SeedContext,
  staff: StaffResult,
  moves: readonly StatusMove[],
  invoiceRows: readonly InvoiceRow[],
): OperationsData {
  const random = Random.named('operations');
  const { today } = context;
  const data: OperationsData = { requests: [], jobs: [], audit: [] };
  const activeStaff = STAFF.flatMap((member, index) =>
    member.leftMonthsAgo || member.groups.length === 0 ? [] : [index + 1],
  );

  // Two weeks of requests; today's stop at mid-morning, when the demo's day is assumed to begin.
  for (const day of eachDay(addDays(today, -13), today)) {
    const count = day === today ? 400 : isWeekend(day) ? 250 : 1200;
    const stamps = Array.from(
      { length: count },
      () =>
        (day === today ? random.int(6 * 60, 10 * 60) : random.int(7 * 60, 19 * 60)) * 60 + random.int(0, 59),
    ).sort((a, b) => a - b);
    for (const seconds of stamps) {
      const [method, route] = random.weighted(ROUTES.map(([m, r, w]) => [[m, r] as const, w] as const));
      const status =
        method === 'GET'
          ? random.weighted(STATUSES.filter(([code]) => code !== 201 && code !== 204))
          : random.weighted(STATUSES.filter(([code]) => code !== 304));
      const id = data.requests.length + 1;
      data.requests.push({
        id,
        at: at(day, seconds / 60),
        method,
        route,
        status,
        durationMs: Math.round(
          status >= 500
            ? random.int(800, 5000)
            : random.int(4, 60) * (1 + random.next() * random.next() * 10),
        ),
        userId: status === 401 || route === '/auth/login' ? null : random.pick(activeStaff),
        requestId: `req-${id.toString(16).padStart(10, '0')}`,
      });
    }
  }

  // AI jobs over the last year, a few a week, with this week's still running or queued.
  const requesters = [...staff.byGroup(12), ...staff.byGroup(3)];
  for (const day of eachDay(addDays(today, -365), today)) {
    if (!random.chance(0.45)) continue;
    const startedAt = at(day, random.int(1 * 60, 22 * 60));
    const recent = day > addDays(today, -2);
    const status = recent
      ? random.pick(['queued', 'running', 'succeeded'] as const)
      : random.chance(0.05)
        ? 'failed'
        : 'succeeded';
    const records = status === 'queued' ? 0 : random.int(20, 600);
    const minutes = Math.max(1, Math.round(records / 40));
    data.jobs.push({
      id: data.jobs.length + 1,
      kind: random.weighted(AI_KINDS),
      status,
      recordsProcessed: records,
      tokensUsed: records * random.int(700, 2600),
      model: day > addDays(today, -120) ? 'enrichment-v3' : 'enrichment-v2',
      startedAt: status === 'queued' ? null : startedAt,
      finishedAt:
        status === 'succeeded' || status === 'failed'
          ? new Date(startedAt.getTime() + minutes * 60_000)
          : null,
      error: status === 'failed' ? 'Rate limit reached at the model provider; retry later' : null,
      requestedById: requesters.length > 0 ? random.pick(requesters) : null,
      createdAt: startedAt,
      updatedAt:
        status === 'succeeded' || status === 'failed'
          ? new Date(startedAt.getTime() + minutes * 60_000)
          : startedAt,
    });
  }

  // The audit trail of the last quarter's status moves and payments.
  const since = at(addDays(today, -90), 0);
  for (const change of moves) {
    if (!change.changedAt || change.changedAt < since) continue;
    data.audit.push({
      at: change.changedAt,
      userId: change.changedById ?? null,
      action: change.fromStatus ? 'update' : 'insert',
      entity: change.entity,
      entityId: String(change.entityId),
      before: change.fromStatus ? { status: change.fromStatus } : null,
      after: { status: change.toStatus },
    });
  }
  const clerks = staff.byGroup(4);
  for (const invoice of invoiceRows) {
    if (invoice.status !== 'paid' || !invoice.paymentDate || invoice.paymentDate < addDays(today, -90))
      continue;
    data.audit.push({
      at: at(invoice.paymentDate, 14 * 60),
      userId: clerks.length > 0 ? (clerks[invoice.id % clerks.length] ?? null) : null,
      action: 'update',
      entity: 'invoices',
      entityId: String(invoice.id),
      before: { status: 'issued', paymentDate: null },
      after: { status: 'paid', paymentDate: invoice.paymentDate },
    });
  }
  data.audit.sort(
    (a, b) =>
      (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) ||
      a.entity.localeCompare(b.entity) ||
      a.entityId.localeCompare(b.entityId),
  );
  data.audit.forEach((entry, index) => (entry.id = index + 1));
  return data;
}
