import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';

/** Its own module so that route modules can name the app type without importing app.ts, which imports them. */
export type UpstreamApp = OpenAPIHono<AppEnv>;
