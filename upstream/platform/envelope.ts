import { z } from 'zod';
import { errorEnvelope, okEnvelope as ok } from '@/lib/contract/envelope';

export { okEnvelope, listEnvelope, type FieldIssue } from '@/lib/contract/envelope';

const errorSchema = errorEnvelope.meta({ id: 'Error' });

const ERROR_DESCRIPTIONS = {
  400: 'Bad input',
  401: 'No valid token',
  403: 'A right is missing',
  404: 'Not found',
  409: 'Stale write or conflicting state',
  422: 'A business rule is broken',
  429: 'Too many attempts',
} as const;

/** OpenAPI response entries for the error statuses a route can answer. */
export const errorResponses = (...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: errorSchema } } },
    ]),
  );

/** An OpenAPI answer of JSON in the schema's shape. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The answer of a delete: which record went. */
export const deletedResponse = () =>
  jsonResponse(ok(z.object({ id: z.number().int(), deleted: z.literal(true) })), 'Deleted');
