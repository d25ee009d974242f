/**
 * A form checked on the server with its shared schema, for browser code that does not load the schemas:
 * the parsed values, or the first message of each field that failed ('' for the form as a whole).
 */
export type FormCheck<T> = { values: T } | { errors: Record<string, string> };

/**
 * The first message of each path, the one to fix first, named as the form names its fields
 * (`email.newsletters`).
 */
export function firstMessages(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues)
    errors[typeof path === 'string' ? path : path.map(String).join('.')] ??= message;
  return errors;
}
