import type { RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { H } from 'hono/types';
import { RECORD_ID_MESSAGE, recordIdText } from '@/lib/contract/safe-input';
import type { UpstreamApp } from '../platform/app-type';
import type { AppEnv } from '../platform/context';
import { badRequest } from '../platform/http-error';
import { toFieldIssues } from '../platform/validation';

export type ResourceContext = Context<AppEnv>;

type MountedRoute = RouteConfig & { middleware?: MiddlewareHandler | MiddlewareHandler[] };

/**
 * Mounts a route built with `guardedRoute`: its description goes to the OpenAPI registry as it is
 * (requirement, security and all) and its guards run before the handler. The resource routes are
 * mounted this way rather than with `app.openapi` because their schemas are each area's own,
 * passed through generic code; the handlers read their input with the `read…` helpers below,
 * which answer a bad input exactly as the app's default hook does.
 */
export function mountRoute(
  app: UpstreamApp,
  { middleware, ...route }: MountedRoute,
  handler: (c: ResourceContext) => Promise<Response>,
): void {
  app.openAPIRegistry.registerPath(route);
  const guards: H<AppEnv>[] =
    middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  const honoPath = route.path.replace(/\{([^}]+)\}/g, ':$1');
  const [first = handler, ...rest] = [...guards, handler];
  app.on(route.method.toUpperCase(), honoPath, first, ...rest);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest('Invalid input', toFieldIssues(result.error));
  return result.data;
}

export async function readJson<T>(c: ResourceContext, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  return parsed(schema, body);
}

/** Checks the query against the route's schema (a bad value answers 400 naming it). */
export function checkQuery(c: ResourceContext, schema: z.ZodType): void {
  parsed(schema, c.req.query());
}

export function readQuery<T>(c: ResourceContext, schema: z.ZodType<T>): T {
  return parsed(schema, c.req.query());
}

const pathId = recordIdText();

/** A record id from the path: a positive integer within PostgreSQL's integer range, or 400. */
export function readId(c: ResourceContext, name: string): number {
  const result = pathId.safeParse(c.req.param(name) ?? '');
  if (!result.success) throw badRequest('Invalid input', [{ path: name, message: RECORD_ID_MESSAGE }]);
  return result.data;
}
