import { errorEnvelope } from '@/lib/contract/envelope';

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
