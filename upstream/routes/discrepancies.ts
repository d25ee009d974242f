import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  discrepancyCountSchema,
  discrepancyIdParamSchema,
  discrepancyResultSchema,
  discrepancySchema,
  discrepancySectionOf,
  discrepancySectionParamSchema,
  DISCREPANCY_SECTIONS,
} from '@/lib/contract/discrepancies';
import { REQUIRE } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { CHECKS, checksOfSection, findCheck } from '../checks/registry';
import { currentIssueCounts } from '../checks/cached-counts';
import { executeCheck, type RunBy } from '../checks/run';
import type { AppEnv } from '../platform/context';
import { signedIn } from '../platform/context';
import { errorResponses, okEnvelope } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { notFound } from '../platform/http-error';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listSchema = okEnvelope(discrepancySchema.meta({ id: 'Discrepancy' }).array());
const countsSchema = okEnvelope(discrepancyCountSchema.meta({ id: 'DiscrepancyCount' }).array());
const resultsSchema = okEnvelope(discrepancyResultSchema.meta({ id: 'DiscrepancyResult' }).array());

// The checker is reached from Administration › Discrepancies; the API asks for the entry's own requirement.
const RIGHTS = REQUIRE.discrepancies;

const listRoute = guardedRoute(RIGHTS, {
  method: 'get',
  path: '/discrepancies',
  tags: ['discrepancies'],
  summary: 'The data-quality checks',
  description: 'Every registered check with its id, title and section, in the order the checker lists them.',
  responses: { 200: json(listSchema, 'The checks') },
});

const countsRoute = guardedRoute(RIGHTS, {
  method: 'get',
  path: '/discrepancies/counts',
  tags: ['discrepancies'],
  summary: 'Run every check and count its findings',
  description:
    'Counts the records each check finds, without fetching them, in one consistent snapshot. Each run is ' +
    'recorded for the developers’ data-integrity figure.',
  responses: { 200: json(countsSchema, 'One count per check') },
});

const sectionCountsRoute = guardedRoute(RIGHTS, {
  method: 'get',
  path: '/discrepancies/counts/{section}',
  tags: ['discrepancies'],
  summary: 'Run the checks of one section and count their findings',
  description: `Sections: ${DISCREPANCY_SECTIONS.join(', ')} (case does not matter).`,
  request: { params: discrepancySectionParamSchema },
  responses: { 200: json(countsSchema, 'One count per check of the section'), ...errorResponses(404) },
});

const executeRoute = guardedRoute(RIGHTS, {
  method: 'get',
  path: '/discrepancies/{id}/execute',
  tags: ['discrepancies'],
  summary: 'Run one check and list the records it finds',
  description: 'Each row names the record (`uniqueID`) and the page where it is corrected (`resolveURL`).',
  request: { params: discrepancyIdParamSchema },
  responses: { 200: json(resultsSchema, 'The offending records'), ...errorResponses(400, 404) },
});

function runBy(c: Context<AppEnv>): RunBy {
  const at = c.var.deps.now();
  return { context: { today: at.toISOString().slice(0, 10) }, userId: signedIn(c).user.userId, at };
}

export function registerDiscrepancyRoutes(app: UpstreamApp): void {
  app.openapi(listRoute, (c) => {
    const data = CHECKS.map((check) => ({
      discrepancyId: check.id,
      discrepancyTitle: check.title,
      discrepancySection: check.section,
    }));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi(countsRoute, async (c) => {
    const data = await currentIssueCounts(c.var.deps.database.db, CHECKS, runBy(c));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi(sectionCountsRoute, async (c) => {
    const section = discrepancySectionOf(c.req.valid('param').section);
    if (!section) throw notFound('Unknown discrepancy section');
    const data = await currentIssueCounts(c.var.deps.database.db, checksOfSection(section), runBy(c));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi(executeRoute, async (c) => {
    const check = findCheck(c.req.valid('param').id);
    if (!check) throw notFound('Unknown discrepancy');
    const data = await executeCheck(c.var.deps.database.db, check, runBy(c));
    return c.json({ success: true as const, data }, 200);
  });
}
