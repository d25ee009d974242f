'use client';

import * as React from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';

import { showFieldErrors } from '@/lib/forms/field-errors';
import type { ActionFailure, ActionResult } from '@/lib/preferences/result';

/**
 * What every settings form does with its action's answer: a toast on success; on failure the
 * messages next to their fields (focusing the first), the stale-version notice, or a toast. The
 * browser checks nothing itself: the action checks the form with the shared schema, then the API.
 */
function useSettingsSubmit<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  const { setError, clearErrors, handleSubmit: submitForm } = form;
  const [conflict, setConflict] = React.useState<string | null>(null);

  const fail = React.useCallback(
    (failure: ActionFailure) => {
      if (failure.reason === 'expired') {
        // A route handler, not a page: it must be a full request for its clearing of the cookie to apply.
        // It forgets the dead session and brings the user back here after signing in.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`/api/session/expired?next=${encodeURIComponent(window.location.pathname)}`);
        return;
      }
      if (failure.reason === 'conflict') {
        setConflict(failure.error);
        return;
      }
      if (!showFieldErrors(setError, fields, failure.fieldErrors)) toast.error(failure.error);
    },
    [fields, setError],
  );

  /** Runs the action; answers the saved data, or null when it failed (already reported). */
  const submit = React.useCallback(
    async <R>(action: () => Promise<ActionResult<R>>): Promise<R | null> => {
      setConflict(null);
      let result: ActionResult<R>;
      try {
        result = await action();
      } catch {
        toast.error('The server could not be reached. Nothing was saved; please try again.');
        return null;
      }
      if (!result.ok) {
        fail(result);
        return null;
      }
      toast.success(result.message);
      return result.data;
    },
    [fail],
  );

  /**
   * The form's submit handler. The last answer's messages go first, so that one left on a field the form
   * no longer shows cannot hold it back; the action brings back those that still apply.
   */
  const handleSubmit = React.useCallback(
    (onValid: SubmitHandler<T>) => (event?: React.BaseSyntheticEvent) => {
      clearErrors();
      return submitForm(onValid)(event);
    },
    [clearErrors, submitForm],
  );

  return { submit, conflict, handleSubmit };
}

export { useSettingsSubmit };
