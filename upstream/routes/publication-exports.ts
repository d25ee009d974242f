import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import {
  doiSchema,
  exportRunCreateSchema,
  exportRunList,
  exportRunSchema,
  exportRunSummarySchema,
  readinessList,
  readinessRowSchema,
} from '@/lib/contract/exports';
import { AREA_RIGHTS } from '@/lib/rights';
import { publicationChapters, publications } from '../db/schema';
import { doiState, exportRunSource, loadExportRun, readinessRows, readinessSource } from '../exports/read';
import { runExport } from '../exports/runs';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { conflict, notFound } from '../platform/http-error';
import { checkQuery, listPage, mountRoute, readId, readJson } from '../resources';

/*
 * Publication exports: the readiness matrix (and one product's row, for its record's Export readiness
 * tab), export runs with their report and file, and a publication's DOI made from the configured
 * prefix and suffix pattern. Runs are written while the request waits: the demo catalogue takes well
 * under a second; the file is streamed, never held whole.
 */

const rights = AREA_RIGHTS.exports;
const tags = ['publication-exports'];

const runParams = z.object({ runId: z.string().meta({ description: 'The run’s id' }) });
const publicationParams = z.object({
  publicationId: z.string().meta({ description: 'The publication’s id' }),
});

const rowSchema = readinessRowSchema.meta({ id: 'ReadinessRow' });
const runEnvelope = okEnvelope(exportRunSchema.meta({ id: 'ExportRun' }));

const readinessRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/publication-exports/readiness',
  tags,
  summary: 'The readiness matrix: a page of products, each checked against every recipient’s rules',
  request: { query: readinessList.schema },
  responses: {
    200: json(listEnvelope(rowSchema).meta({ id: 'ReadinessList' }), 'One page'),
    ...errorResponses(400),
  },
});

const productReadinessRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/publication-exports/readiness/{publicationId}',
  tags,
  summary: 'One product checked against every recipient, with what blocks it and where to fix it',
  request: { params: publicationParams },
  responses: { 200: json(okEnvelope(rowSchema), 'The row'), ...errorResponses(400, 404) },
});

const runsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/publication-exports/runs',
  tags,
  summary: 'Export runs, newest first: who, when, recipient, full or delta, counts, file and checksum',
  request: { query: exportRunList.schema },
  responses: {
    200: json(
      listEnvelope(exportRunSummarySchema.meta({ id: 'ExportRunSummary' })).meta({ id: 'ExportRunList' }),
      'One page',
    ),
    ...errorResponses(400),
  },
});

const createRunRoute = guardedRoute(rights.create, {
  method: 'post',
  path: '/publication-exports/runs',
  tags,
  summary: 'Export now for a recipient (ONIX 3.0), Crossref (deposit) or the catalogue (CSV)',
  description:
    'A full file takes every product the recipient takes; a delta those changed since its last completed run ' +
    '(withdrawn products as deletes). Products the pre-flight blocks are left out and listed in the run. The ' +
    'file is kept in the file store with its SHA-256; a recipient delivered by folder also gets it there. A ' +
    'Crossref deposit marks its DOIs deposited. Answers the run (201), or the failed run with its error.',
  request: {
    body: {
      content: { 'application/json': { schema: exportRunCreateSchema.meta({ id: 'ExportRunCreate' }) } },
      required: true,
    },
  },
  responses: { 201: json(runEnvelope, 'The run'), ...errorResponses(400) },
});

const runRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/publication-exports/runs/{runId}',
  tags,
  summary: 'One run with the products it left out and why',
  request: { params: runParams },
  responses: { 200: json(runEnvelope, 'The run'), ...errorResponses(400, 404) },
});

const doiRoute = guardedRoute(AREA_RIGHTS.publications.update, {
  method: 'post',
  path: '/publications/{publicationId}/doi',
  tags,
  summary: 'Give a publication its DOI: the configured prefix and suffix pattern (a DOI once given is kept)',
  request: { params: publicationParams },
  responses: {
    200: json(okEnvelope(doiSchema.meta({ id: 'PublicationDoi' })), 'The DOI'),
    ...errorResponses(400, 404, 409),
  },
});

const today = (now: Date) => now.toISOString().slice(0, 10);

export function registerPublicationExportRoutes(app: UpstreamApp): void {
  mountRoute(app, readinessRoute, async (c) => {
    checkQuery(c, readinessList.schema);
    const query = readinessList.parse(c.req.query());
    const { db } = c.var.deps.database;
    const { items, total } = await listPage(db, readinessSource, query);
    const rows = await readinessRows(db, items, today(c.var.deps.now()));
    return c.json(
      { success: true, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } },
      200,
    );
  });

  mountRoute(app, productReadinessRoute, async (c) => {
    const id = readId(c, 'publicationId');
    const [row] = await readinessRows(c.var.deps.database.db, [id], today(c.var.deps.now()));
    if (!row) throw notFound('No such publication');
    return c.json({ success: true, data: row }, 200);
  });

  mountRoute(app, runsRoute, async (c) => {
    checkQuery(c, exportRunList.schema);
    const query = exportRunList.parse(c.req.query());
    const { items, total } = await listPage(c.var.deps.database.db, exportRunSource, query);
    return c.json(
      { success: true, data: items, meta: { page: query.page, pageSize: query.pageSize, total } },
      200,
    );
  });

  mountRoute(app, createRunRoute, async (c) => {
    const request = await readJson(c, exportRunCreateSchema);
    const { user } = signedIn(c);
    const runId = await runExport(c.var.deps, request, { userId: user.userId, requestId: c.var.requestId });
    const run = await loadExportRun(c.var.deps.database.db, runId);
    if (!run) throw notFound('No such export run');
    return c.json({ success: true, data: run }, 201);
  });

  mountRoute(app, runRoute, async (c) => {
    const run = await loadExportRun(c.var.deps.database.db, readId(c, 'runId'));
    if (!run) throw notFound('No such export run');
    return c.json({ success: true, data: run }, 200);
  });

  mountRoute(app, doiRoute, async (c) => {
    const id = readId(c, 'publicationId');
    const { config } = c.var.deps;
    const now = c.var.deps.now();
    const answer = await c.var.deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ isbn: publications.isbn, doi: publications.doi, registered: publications.doiRegisteredAt })
        .from(publications)
        .where(eq(publications.id, id))
        .for('update');
      if (!row) throw notFound('No such publication');
      if (row.doi)
        return { publicationId: id, doi: row.doi, doiState: doiState(row.doi, row.registered !== null) };
      const suffix = config.DOI_SUFFIX_PATTERN.replaceAll('{isbn}', row.isbn.trim()).replaceAll(
        '{id}',
        String(id),
      );
      const doi = `${config.DOI_PREFIX}/${suffix}`;
      const [chapter] = await tx
        .select({ title: publicationChapters.title })
        .from(publicationChapters)
        .where(sql`lower(${publicationChapters.doi}) = ${doi.toLowerCase()}`);
      if (chapter) throw conflict(`The DOI ${doi} is already the DOI of the chapter “${chapter.title}”`);
      await tx
        .update(publications)
        .set({ doi, version: sql`${publications.version} + 1`, updatedAt: now })
        .where(eq(publications.id, id));
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'update',
        entity: 'publications',
        entityId: id,
        before: { doi: null },
        after: { doi },
        requestId: c.var.requestId,
        at: now,
      });
      return { publicationId: id, doi, doiState: 'generated' as const };
    });
    return c.json({ success: true, data: answer }, 200);
  });
}
