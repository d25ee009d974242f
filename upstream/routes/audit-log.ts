import { z } from '@hono/zod-openapi';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import {
  auditEntrySchema,
  auditFilterSchema,
  auditQuerySchema,
  type AuditEntry,
} from '@/lib/contract/audit-log';
import { AREA_RIGHTS } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute, readQuery, type CsvColumn } from '../resources';
import { csvStream, exportFileName } from '../resources/csv-export';
import { auditBatches, auditedEntities, auditPage } from '../staff/audit-read';

/*
 * The audit trail of every write, for Super Users: a page at a time, the kinds of record it names, and
 * the whole selection as CSV.
 */

const rights = AREA_RIGHTS.userAuthorization.audit;
const tags = ['audit-log'];

const listRoute = guardedRoute(rights, {
  method: 'get',
  path: '/audit-log',
  tags,
  summary: 'Every write, newest first: who, when, which record, before and after',
  request: { query: auditQuerySchema },
  responses: {
    200: json(listEnvelope(auditEntrySchema.meta({ id: 'AuditEntry' })), 'One page'),
    ...errorResponses(400),
  },
});

const entitiesRoute = guardedRoute(rights, {
  method: 'get',
  path: '/audit-log/entities',
  tags,
  summary: 'The kinds of record (tables) the trail names',
  responses: { 200: json(okEnvelope(z.array(z.string())), 'Table names, alphabetical') },
});

const exportRoute = guardedRoute(rights, {
  method: 'get',
  path: '/audit-log/export',
  tags,
  summary: 'The filtered trail as CSV, newest first',
  request: { query: auditFilterSchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400),
  },
});

const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'When (UTC)', value: (entry) => entry.at },
  { header: 'User id', value: (entry) => entry.userId },
  { header: 'User', value: (entry) => entry.userName },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Entity', value: (entry) => entry.entity },
  { header: 'Record id', value: (entry) => entry.entityId },
  { header: 'Before', value: (entry) => asJson(entry.before) },
  { header: 'After', value: (entry) => asJson(entry.after) },
  { header: 'Request id', value: (entry) => entry.requestId },
];

export function registerAuditLogRoutes(app: UpstreamApp): void {
  mountRoute(app, entitiesRoute, async (c) =>
    c.json({ success: true, data: await auditedEntities(c.var.deps.database.db) }, 200),
  );

  mountRoute(app, exportRoute, async (c) => {
    const filter = readQuery(c, auditFilterSchema);
    const { deps } = c.var;
    const body = csvStream(CSV_COLUMNS, auditBatches(deps.database.db, filter), c.var.log);
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName('audit-log', deps.now())}"`,
      },
    });
  });

  mountRoute(app, listRoute, async (c) => {
    const { page, pageSize, ...filter } = readQuery(c, auditQuerySchema);
    const { items, total } = await auditPage(c.var.deps.database.db, filter, page, pageSize);
    return c.json({ success: true, data: items, meta: { page, pageSize, total } }, 200);
  });
}
