import { z } from '@hono/zod-openapi';
import { errorResponses } from './envelope';
import { guardedRoute, type RouteRights } from './guarded-route';

/*
 * The shape most guarded routes share, declared once: path parameters, an optional JSON body or
 * query, one answer and the error statuses it may give. Routes mounted with `mountRoute` read
 * their input with the `read…` helpers, so the declaration is only for the guard and the document.
 */

type ErrorStatus = Parameters<typeof errorResponses>[number];

export interface JsonRouteSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body, named in the OpenAPI document. */
  body?: z.ZodType;
  /** The answer's status: 200 unless given. */
  status?: 200 | 201;
  /** The answer's description and content: `jsonResponse(…)` mostly, a file's type otherwise. */
  answer: { description: string; content: Record<string, { schema: z.ZodType }> };
  errors: ErrorStatus[];
}

/** Path parameters by name, each described as "The …’s id". */
export function idParams<const N extends string>(names: Record<N, string>) {
  return z.object(
    Object.fromEntries(
      Object.entries<string>(names).map(([name, noun]) => [
        name,
        z.string().meta({ description: `The ${noun}’s id` }),
      ]),
    ) as Record<N, z.ZodString>,
  );
}

export function jsonRoute(rights: RouteRights, spec: JsonRouteSpec) {
  const { params, query, body, status = 200, answer, errors, ...route } = spec;
  return guardedRoute(rights, {
    ...route,
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body: { content: { 'application/json': { schema: body } }, required: true } } : {}),
    },
    responses: {
      [status]: answer,
      ...errorResponses(...errors),
    },
  });
}
