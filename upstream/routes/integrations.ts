import {
  connectionTestSchema,
  upstreamIntegrationsSchema,
  UPSTREAM_INTEGRATIONS,
} from '@/lib/contract/integrations';
import { okEnvelope } from '@/lib/contract/envelope';
import { REQUIRE } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { jsonResponse as json } from '../platform/envelope';
import { integrationsState, testIntegration } from '../platform/integrations';
import { jsonRoute } from '../platform/json-route';
import { mountRoute } from '../resources';

/*
 * Apps (developers, group 12): the integrations the API holds, as configured, and a test of each. The
 * answers never carry a password, key or URL with credentials in it.
 */

const rights = REQUIRE.apps;
const tags = ['integrations'];
const testSchema = connectionTestSchema.meta({ id: 'ConnectionTest' });

const stateRoute = jsonRoute(rights, {
  method: 'get',
  path: '/integrations',
  tags,
  summary: 'Mail, the file store, the database and the export targets: configuration and live state',
  answer: json(okEnvelope(upstreamIntegrationsSchema.meta({ id: 'Integrations' })), 'Every integration'),
  errors: [],
});

const testRoutes = UPSTREAM_INTEGRATIONS.map((integration) => ({
  integration,
  route: jsonRoute(rights, {
    method: 'post',
    path: `/integrations/${integration}/test`,
    tags,
    summary: `Test the connection of ${integration.replace('-', ' ')}`,
    description:
      'A real check that sends nothing to anyone. A failed check answers 200 with `ok: false` and its reason.',
    answer: json(okEnvelope(testSchema), 'The outcome, the time it took and what was checked'),
    errors: [],
  }),
}));

export function registerIntegrationRoutes(app: UpstreamApp): void {
  mountRoute(app, stateRoute, async (c) =>
    c.json({ success: true, data: await integrationsState(c.var.deps) }, 200),
  );
  for (const { integration, route } of testRoutes) {
    mountRoute(app, route, async (c) =>
      c.json({ success: true, data: await testIntegration(c.var.deps, integration) }, 200),
    );
  }
}
