'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { requestAccessAction } from '@/lib/auth/actions/sign-up';
import { ACCESS_REQUEST_MESSAGE_MAX } from '@/lib/contract/access-request-limits';
import { IDLE_STATE } from '@/lib/forms/action-state';
import { ACCESS_REQUEST_FIELDS } from '@/lib/forms/auth-form-fields';
import type { accessRequestFormSchema } from '@/lib/forms/auth-forms';
import { submitToAction, useServerFieldErrors } from '@/components/auth/action-form';
import { FormAlert } from '@/components/auth/form-alert';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

type Values = z.input<typeof accessRequestFormSchema>;

/** A request for an account: a Super User reads it and decides. */
function SignUpForm() {
  const [state, formAction, pending] = React.useActionState(requestAccessAction, IDLE_STATE);
  const form = useForm<Values>({ defaultValues: { firstName: '', lastName: '', email: '', message: '' } });
  useServerFieldErrors(form, state, ACCESS_REQUEST_FIELDS);

  if (state.status === 'success') return <FormAlert tone="success">{state.message}</FormAlert>;

  return (
    <Form {...form}>
      <form action={formAction} onSubmit={submitToAction(form, formAction)} noValidate className="grid gap-4">
        {state.status === 'error' && state.message ? (
          <FormAlert tone="error">{state.message}</FormAlert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Work email</FormLabel>
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
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Why do you need access?</FormLabel>
              <FormControl>
                <Textarea rows={4} maxLength={ACCESS_REQUEST_MESSAGE_MAX} {...field} />
              </FormControl>
              <FormDescription>Your role and team, and what you will work on in Colophon.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-2 w-full" disabled={pending}>
          {pending ? <Spinner label="" /> : null}
          Request access
        </Button>
      </form>
    </Form>
  );
}

export { SignUpForm };
