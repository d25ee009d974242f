'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { requestPasswordResetAction } from '@/lib/auth/actions/forgot-password';
import { IDLE_STATE } from '@/lib/forms/action-state';
import { FORGOT_PASSWORD_FIELDS } from '@/lib/forms/auth-form-fields';
import type { forgotPasswordFormSchema } from '@/lib/forms/auth-forms';
import { submitToAction, useServerFieldErrors } from '@/components/auth/action-form';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

type Values = z.input<typeof forgotPasswordFormSchema>;

function ForgotPasswordForm() {
  const [state, formAction, pending] = React.useActionState(requestPasswordResetAction, IDLE_STATE);
  const form = useForm<Values>({ defaultValues: { email: '' } });
  useServerFieldErrors(form, state, FORGOT_PASSWORD_FIELDS);

  if (state.status === 'success') return <FormAlert tone="success">{state.message}</FormAlert>;

  return (
    <Form {...form}>
      <form action={formAction} onSubmit={submitToAction(form, formAction)} noValidate className="grid gap-4">
        {state.status === 'error' && state.message ? (
          <FormAlert tone="error">{state.message}</FormAlert>
        ) : null}
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="name@example.com"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner label="" /> : null}
          Send reset link
        </Button>
      </form>
    </Form>
  );
}

export { ForgotPasswordForm };
