import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { RequirementLike } from '@/lib/rights';
import { authenticate, requireRights } from '../auth/guard';
import { errorResponses } from './envelope';

/** Open to any signed-in user (their own profile, sign-out): no right is needed beyond a live token. */
export const SIGNED_IN: readonly RequirementLike[] = [];

/**
 * A route that needs a live token and the given rights (any-of). The requirement is also published in
 * the OpenAPI description as `x-rights`, which the rights-matrix test walks for every endpoint.
 */
export function guardedRoute<const R extends RouteConfig>(rights: readonly RequirementLike[], route: R) {
  const guards = rights.length > 0 ? [authenticate, requireRights(rights)] : [authenticate];
  return createRoute({
    ...route,
    security: [{ bearer: [] }],
    middleware: guards,
    responses: { ...errorResponses(401, 403), ...route.responses },
    'x-rights': rights,
  });
}

/** A route anyone may call (sign-in, health): it says so explicitly, with an empty security list. */
export function publicRoute<const R extends RouteConfig>(route: R) {
  return createRoute({ ...route, security: [] });
}
