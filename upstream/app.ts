import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { registerCouponRoutes } from './areas/coupons';
import { registerExchangeRateRoutes } from './areas/exchange-rates';
import { registerExpenseRoutes } from './areas/expenses';
import { registerInvoiceRoutes } from './areas/invoices';
import { registerOrderRoutes } from './areas/orders';
import { registerPraiseRoutes } from './areas/praises';
import { registerPublicationRoutes } from './areas/publications';
import { countQueries } from './db/query-count';
import { withRequestId } from './platform/request-id';
import { isUnavailable, unavailable } from './db/unavailable';
import type { UpstreamApp } from './platform/app-type';
import type { AppEnv } from './platform/context';
import type { UpstreamDeps } from './platform/deps';
import { HttpError } from './platform/http-error';
import { toFieldIssues } from './platform/validation';
import { registerAccessRequestRoutes } from './routes/access-requests';
import { registerAuthRoutes } from './routes/auth';
import { registerCommissioningRoutes } from './routes/commissioning';
import { registerCommissioningRoutes as registerCommissioningArea } from './areas/commissionings';
import { registerContactRoutes } from './areas/contacts';
import { registerContractRoutes } from './areas/contracts';
import { registerCommentRoutes } from './routes/comments';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDiscrepancyRoutes } from './routes/discrepancies';
import { registerFileRoutes } from './routes/files';
import { registerNewsRoutes } from './areas/news';
import { registerSiteElementRoutes } from './areas/site-elements';
import { registerTaskRoutes } from './areas/tasks';
import { registerProposalRoutes } from './areas/proposals';
import { registerPublicContentRoutes } from './routes/public-content';
import { registerEmailTypeRoutes } from './routes/email-types';
import { registerNewsletterRoutes } from './routes/newsletters';
import { registerHealthRoutes } from './routes/health';
import { registerIntegrationRoutes } from './routes/integrations';
import { registerMeRoutes } from './routes/me';
import { registerRoyaltyRunRoutes } from './routes/royalty-runs';
import { registerRoyaltyStatementRoutes } from './routes/royalty-statements';
import { registerSearchRoutes } from './routes/search';
import { registerTaxonomyRoutes } from './routes/taxonomies';
import { registerSessionRoutes } from './routes/sessions';
import { registerUserRoutes } from './routes/users';
import { registerUserAuthorizationRoutes } from './routes/user-authorization';
import { registerAuditLogRoutes } from './routes/audit-log';
import { registerPublicationExportRoutes } from './routes/publication-exports';
import { registerReportRoutes } from './routes/reports';
// The authors area.
import { registerAuthorRoutes } from './routes/author';

export type { UpstreamApp };

export const API_TITLE = 'Colophon publishing API';
export const API_VERSION = '1.0.0';

/** Builds the publishing API. Paths are relative to the API root, as the contract gives them. */
export function createUpstreamApp(deps: UpstreamDeps): UpstreamApp {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ success: false, error: 'Invalid input', issues: toFieldIssues(result.error) }, 400);
      }
    },
  });

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? crypto.randomUUID();
    const log = deps.log.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    // The statement count shows N+1 patterns: it should not grow with the size of a table or a page.
    const { queries } = await withRequestId(requestId, () => countQueries(() => next()));
    c.header('x-request-id', requestId);
    const durationMs = Math.round(performance.now() - started);
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: durationMs, queries },
      'request',
    );
    deps.requestLog.record({
      at: deps.now(),
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      durationMs,
      userId: c.var.user?.userId ?? null,
      requestId,
    });
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(
        { success: false, error: error.message, ...(error.issues ? { issues: error.issues } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ success: false, error: error.message || 'Bad request' }, error.status);
    }
    if (isUnavailable(error)) return unavailable(c, error);
    c.var.log.error({ err: error }, 'unhandled error');
    return c.json({ success: false, error: 'Internal server error' }, 500);
  });

  app.notFound((c) => c.json({ success: false, error: 'Not found' }, 404));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });

  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerMeRoutes(app);
  registerSessionRoutes(app);
  registerDashboardRoutes(app);
  registerCommissioningRoutes(app);
  registerDiscrepancyRoutes(app);
  registerSearchRoutes(app);
  registerContactRoutes(app);
  registerCommissioningArea(app);
  registerAccessRequestRoutes(app);
  registerCouponRoutes(app);
  registerContractRoutes(app);
  registerPublicationRoutes(app);
  registerPraiseRoutes(app);
  registerTaxonomyRoutes(app);
  registerRoyaltyRunRoutes(app);
  registerRoyaltyStatementRoutes(app);
  registerExchangeRateRoutes(app);
  registerExpenseRoutes(app);
  registerFileRoutes(app);
  registerNewsRoutes(app);
  registerSiteElementRoutes(app);
  registerTaskRoutes(app);
  registerProposalRoutes(app);
  registerPublicContentRoutes(app);
  registerEmailTypeRoutes(app);
  registerNewsletterRoutes(app);
  registerInvoiceRoutes(app, registerOrderRoutes(app));
  registerUserRoutes(app);
  registerUserAuthorizationRoutes(app);
  registerAuditLogRoutes(app);
  registerPublicationExportRoutes(app);
  registerReportRoutes(app);
  registerAuthorRoutes(app);
  registerIntegrationRoutes(app);
  // After every area: threads name records through what the areas published.
  registerCommentRoutes(app);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: API_TITLE, version: API_VERSION, description: 'The publishing API behind Colophon.' },
    // Relative: the API answers wherever it is mounted (embedded, standalone, behind a proxy).
    servers: [{ url: '/', description: 'The API root' }],
  });

  return app;
}
