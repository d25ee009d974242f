'use client';

import { startTransition, useEffect, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import type { ActionState } from '@/lib/forms/action-state';
import { showFieldErrors } from '@/lib/forms/field-errors';

/**
 * Hands the form's data to the server action, which checks it with the shared schema and answers its
 * messages per field. Calling the action ourselves, rather than letting the form submit it, keeps what
 * was typed in the fields: React clears a form after an action it submitted. Before the page is
 * interactive the form still posts to the action on its own.
 */
export function submitToAction<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  formAction: (formData: FormData) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => {
      startTransition(() => formAction(new FormData(element)));
    })(event);
  };
}

/** Puts the server's field messages where the browser's own would be, focusing the first such field. */
export function useServerFieldErrors<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  state: ActionState<Path<TValues>>,
  fields: readonly Path<TValues>[],
): void {
  const { setError } = form;
  useEffect(() => {
    if (state.fieldErrors) showFieldErrors(setError, fields, state.fieldErrors);
  }, [state, fields, setError]);
}
