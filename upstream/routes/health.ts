import { upstreamHealthSchema } from '@/lib/contract/health';
import type { UpstreamApp } from '../platform/app-type';
import { okEnvelope } from '../platform/envelope';
import { publicRoute } from '../platform/guarded-route';

const healthSchema = upstreamHealthSchema.meta({ id: 'Health' });

export const healthRoute = publicRoute({
  method: 'get',
  path: '/health',
  tags: ['operations'],
  summary: 'Whether the API and its database answer',
  responses: {
    200: {
      description: 'All parts up',
      content: { 'application/json': { schema: okEnvelope(healthSchema) } },
    },
    503: {
      description: 'The database is down',
      content: { 'application/json': { schema: okEnvelope(healthSchema) } },
    },
  },
});

export function registerHealthRoutes(app: UpstreamApp): void {
  app.openapi(healthRoute, async (c) => {
    const { database } = c.var.deps;
    const up = await database.ping().then(
      () => true,
      (error: unknown) => {
        c.var.log.error({ err: error }, 'database ping failed');
        return false;
      },
    );
    const data = {
      status: up ? ('up' as const) : ('down' as const),
      database: { kind: database.kind, status: up ? ('up' as const) : ('down' as const) },
    };
    return up ? c.json({ success: true as const, data }, 200) : c.json({ success: true as const, data }, 503);
  });
}
