'use client';

import * as React from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';

import type { ActionFailure, ActionResult } from '@/lib/preferences/result';

/**
 * What every settings form does with its action's answer: a toast on success; on failure the
 * messages next to their fields (focusing the first), the stale-version notice, or a toast.
 */
function useSettingsSubmit<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
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
      let focused = false;
      for (const field of fields) {
        const message = failure.fieldErrors[field];
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) toast.error(failure.error);
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

  return { submit, conflict };
}

export { useSettingsSubmit };
