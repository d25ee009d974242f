import 'server-only';
import type { z } from 'zod';
import type { FieldIssue } from '@/lib/contract/envelope';
import { UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG, type ActionState } from './action-state';

function fromIssues<F extends string>(issues: readonly FieldIssue[], fields: readonly F[]): ActionState<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path);
    if (field === undefined) general.push(issue.message);
    else fieldErrors[field] ??= issue.message;
  }
  return {
    status: 'error',
    fieldErrors,
    ...(general.length > 0 ? { message: [...new Set(general)].join(' ') } : {}),
  };
}

/** The server's own check of the form (never trust the browser's), in the form's terms: the first message per field. */
export function invalidInput<F extends string>(error: z.ZodError, fields: readonly F[]): ActionState<F> {
  return fromIssues(
    error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    fields,
  );
}

/**
 * What the API's refusal means for the form: its field issues next to the fields, its message above the
 * form, and one sentence when it cannot be reached. Anything else is a defect and goes to the error screen.
 */
export function failedAction<F extends string>(error: unknown, fields: readonly F[]): ActionState<F> {
  if (error instanceof UpstreamUnavailableError) return { status: 'error', message: SERVICE_UNAVAILABLE };
  if (error instanceof UpstreamError) {
    if (error.issues && error.issues.length > 0) return fromIssues(error.issues, fields);
    // A 5xx message speaks of the API's insides, not of anything the person filling the form can change.
    return { status: 'error', message: error.status >= 500 ? SOMETHING_WENT_WRONG : error.message };
  }
  throw error;
}

/** The form's fields as the schema expects them: the submitted text, or nothing for a missing one. */
export function formFields<F extends string>(
  formData: FormData,
  fields: readonly F[],
): Partial<Record<F, unknown>> {
  const values: Partial<Record<F, unknown>> = {};
  for (const name of fields) {
    const value = formData.get(name);
    values[name] = typeof value === 'string' ? value : undefined;
  }
  return values;
}
