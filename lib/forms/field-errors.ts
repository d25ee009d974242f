import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's messages next to the form's fields, in the order the form lists them, focusing the
 * first; true when a field got one. A message for anything else is the caller's to show.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  messages: Readonly<Partial<Record<string, string>>>,
): boolean {
  let shown = false;
  for (const name of fields) {
    const message = messages[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
