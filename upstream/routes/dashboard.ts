import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import {
  commissioningEditorsMetricsSchema,
  commissioningEditorsQuerySchema,
  developersMetricsSchema,
  isEditorPeriod,
  managersMetricsSchema,
  publishingFirmMetricsSchema,
} from '@/lib/contract/dashboard';
import {
  canChooseEditor,
  DASHBOARD_SECTIONS,
  GROUP,
  seesOnlyOwnStatistics,
  type DashboardSectionKey,
  type GroupRequirement,
} from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import type { Db } from '../db/client';
import { userGroups } from '../db/schema';
import { commissioningEditorsMetrics, type EditorScope } from '../metrics/commissioning-editors';
import { developersMetrics } from '../metrics/developers';
import { managersMetrics } from '../metrics/managers';
import { publishingFirmMetrics } from '../metrics/publishing-firm';
import { cachedFigures, type Figures } from '../metrics/cached';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { badRequest, notFound } from '../platform/http-error';

/** A section's figures with the minute they stand for (`meta.asOf`). */
const figuresEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, meta: z.object({ asOf: z.string() }) });

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A dashboard section's endpoint is open to the section's groups (spec section 6), as the page shows it. */
function sectionGroups(key: DashboardSectionKey): GroupRequirement[] {
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown dashboard section ${key}`);
  return section.groups.map((groupId) => ({ groupId }));
}

const publishingFirmRoute = guardedRoute(sectionGroups('publishing-firm'), {
  method: 'get',
  path: '/dashboard/publishing-firm',
  tags: ['dashboard'],
  summary: 'Publishing Firm Overview figures',
  description:
    'Sales, books published, active commissionings and outstanding invoices with their change over 30 days; ' +
    'the pipeline, revenue by currency, key performance and staff measures. Money in minor units.',
  responses: {
    200: json(
      figuresEnvelope(publishingFirmMetricsSchema.meta({ id: 'PublishingFirmMetrics' })),
      'The figures',
    ),
  },
});

const commissioningEditorsRoute = guardedRoute(sectionGroups('commissioning-editors'), {
  method: 'get',
  path: '/dashboard/commissioning-editors',
  tags: ['dashboard'],
  summary: 'Commissioning Editors figures for a period',
  description:
    'Figures over the last `period` days (7, 30, 90 or 365; 30 by default). Groups 1, 5 and 9 may limit them to ' +
    'one editor with `editorId`; a Commissioning Editor (group 3) always gets their own figures, whatever ' +
    '`editorId` says; the other groups get every editor’s.',
  request: { query: commissioningEditorsQuerySchema },
  responses: {
    200: json(
      figuresEnvelope(commissioningEditorsMetricsSchema.meta({ id: 'CommissioningEditorsMetrics' })),
      'The figures',
    ),
    ...errorResponses(400, 404),
  },
});

const managersRoute = guardedRoute(sectionGroups('managers'), {
  method: 'get',
  path: '/dashboard/managers',
  tags: ['dashboard'],
  summary: 'Managers figures',
  description:
    'Productivity, workload, efficiency, utilisation, team scores, process measures and priority actions.',
  responses: {
    200: json(figuresEnvelope(managersMetricsSchema.meta({ id: 'ManagersMetrics' })), 'The figures'),
  },
});

const developersRoute = guardedRoute(sectionGroups('developers'), {
  method: 'get',
  path: '/dashboard/developers',
  tags: ['dashboard'],
  summary: 'Developers figures',
  description:
    'Active users today, the error rate of the last 24 hours, DOIs, AI processing and data integrity.',
  responses: {
    200: json(figuresEnvelope(developersMetricsSchema.meta({ id: 'DevelopersMetrics' })), 'The figures'),
  },
});

async function isEditor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, GROUP.COMMISSIONING_EDITORS)));
  return Boolean(row);
}

const none = () => '';
const publishingFirm = cachedFigures((db, clock) => publishingFirmMetrics(db, clock), none);
const managers = cachedFigures((db, clock) => managersMetrics(db, clock), none);
// Its log tables change with every request and are not versioned: its figures are those of the minute.
const developers = cachedFigures((db, clock) => developersMetrics(db, clock), none);
const commissioningEditors = cachedFigures(
  (db, clock, scope: Omit<EditorScope, 'clock'>) => commissioningEditorsMetrics(db, { ...scope, clock }),
  (scope) => `${scope.period}|${scope.editorId}|${scope.onlyUserId}`,
);

/** The figures and the minute they stand for. */
const answer = <T>({ data, asOf }: Figures<T>) => ({ success: true as const, data, meta: { asOf } });

export function registerDashboardRoutes(app: UpstreamApp): void {
  app.openapi(publishingFirmRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(answer(await publishingFirm(database.db, now(), undefined)), 200);
  });

  app.openapi(commissioningEditorsRoute, async (c) => {
    const { database, now } = c.var.deps;
    const { user } = signedIn(c);
    const query = c.req.valid('query');
    // The schema refines the period already; the narrowing is for the type checker.
    if (!isEditorPeriod(query.period)) throw badRequest('Invalid input');
    const ownOnly = seesOnlyOwnStatistics(user);
    let editorId: number | null = null;
    if (ownOnly) editorId = user.userId;
    else if (canChooseEditor(user) && query.editorId !== undefined) {
      if (!(await isEditor(database.db, query.editorId))) throw notFound('Editor not found');
      editorId = query.editorId;
    }
    const figures = await commissioningEditors(database.db, now(), {
      period: query.period,
      editorId,
      onlyUserId: ownOnly ? user.userId : null,
    });
    return c.json(answer(figures), 200);
  });

  app.openapi(managersRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(answer(await managers(database.db, now(), undefined)), 200);
  });

  app.openapi(developersRoute, async (c) => {
    const { database, now } = c.var.deps;
    const { data, asOf } = await developers(database.db, now(), undefined);
    return c.json(answer({ data: { ...data, asOf }, asOf }), 200);
  });
}
