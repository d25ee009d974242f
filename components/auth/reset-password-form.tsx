'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { resetPasswordAction } from '@/lib/auth/actions/reset-password';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/auth-limits';
import { IDLE_STATE } from '@/lib/forms/action-state';
import { RESET_PASSWORD_FIELDS } from '@/lib/forms/auth-form-fields';
import type { resetPasswordFormSchema } from '@/lib/forms/auth-forms';
import { submitToAction, useServerFieldErrors } from '@/components/auth/action-form';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';

type Values = z.input<typeof resetPasswordFormSchema>;

/** A new password for the account of a mailed reset link; the link's token travels in a hidden field. */
function ResetPasswordForm({ token }: { token: string }) {
  const [state, formAction, pending] = React.useActionState(resetPasswordAction, IDLE_STATE);
  const form = useForm<Values>({ defaultValues: { token, password: '', confirmPassword: '' } });
  useServerFieldErrors(form, state, RESET_PASSWORD_FIELDS);

  if (state.status === 'success') {
    return (
      <div className="grid gap-4">
        <FormAlert tone="success">{state.message}</FormAlert>
        <Button asChild className="w-full">
          <Link href="/sign-in">Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form action={formAction} onSubmit={submitToAction(form, formAction)} noValidate className="grid gap-4">
        {state.status === 'error' && state.message ? (
          <FormAlert tone="error">{state.message}</FormAlert>
        ) : null}
        {/* The form's values already hold the token; this carries it in the posted data. */}
        <input type="hidden" name="token" value={token} />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" revealLabel="new password" {...field} />
              </FormControl>
              <FormDescription>At least {PASSWORD_MIN_LENGTH} characters.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" revealLabel="confirmation" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner label="" /> : null}
          Change password
        </Button>
      </form>
    </Form>
  );
}

export { ResetPasswordForm };
