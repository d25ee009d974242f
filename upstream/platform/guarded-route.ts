import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Guard, RequirementLike } from '@/lib/rights';
import { authenticate, requireRights } from '../auth/guard';
import { errorResponses } from './envelope';

/** Open to any signed-in user (their own profile, sign-out): no right is needed beyond a live token. */
export const SIGNED_IN: readonly RequirementLike[] = [];

/** A requirement as routes give it: one any-of list, or a guard of several that must all pass. */
export type RouteRights = readonly RequirementLike[] | Guard;

function isGuard(rights: RouteRights): rights is Guard {
  return rights.some((entry) => Array.isArray(entry));
}

/** Every requirement as a guard: all of its sets must pass, each set any-of. */
export function asGuard(rights: RouteRights): Guard {
  if (isGuard(rights)) return rights;
  return rights.length > 0 ? [rights as readonly RequirementLike[]] : [];
}

/**
 * A route that needs a live token and the given rights. The requirement is also published in the
 * OpenAPI description as `x-rights` (always as a guard: sets that must all pass, each any-of), which
 * the rights-matrix test walks for every endpoint.
 */
export function guardedRoute<const R extends RouteConfig>(rights: RouteRights, route: R) {
  const guard = asGuard(rights);
  const guards = guard.length > 0 ? [authenticate, requireRights(guard)] : [authenticate];
  return createRoute({
    ...route,
    security: [{ bearer: [] }],
    middleware: guards,
    responses: { ...errorResponses(401, 403), ...route.responses },
    'x-rights': guard,
  });
}

/** A route anyone may call (sign-in, health): it says so explicitly, with an empty security list. */
export function publicRoute<const R extends RouteConfig>(route: R) {
  return createRoute({ ...route, security: [] });
}
