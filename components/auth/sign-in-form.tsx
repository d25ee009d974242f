'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useForm, type Path } from 'react-hook-form';
import { CircleAlertIcon } from '@/components/icons';

import { safeNextPath } from '@/lib/auth/next-path';
import { SIGN_IN_ERROR, SIGN_IN_FAILED, signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { showFieldErrors } from '@/lib/forms/field-errors';
import type { FormInput } from '@/lib/forms/schemas';
import { validateForm } from '@/lib/forms/validate';
import { cn } from '@/lib/utils';
import { AuthLink } from '@/components/auth/auth-link';
import { PasswordInput } from '@/components/auth/password-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

type Values = FormInput<'sign-in'>;

const FIELDS: readonly Path<Values>[] = ['username', 'password'];

type SignInFormProps = {
  /** Where to go once signed in: a path on this site, already checked on the server. */
  next: string;
  /** A failure reported by a sign-in that ended on this page by a redirect rather than in the form. */
  initialError?: string;
  className?: string;
};

/**
 * Spec 2.4: user name or email and password, checked by the shared schema before they are sent to sign
 * in. The check runs on the server, so that the page does not load the schema library.
 */
function SignInForm({ next, initialError, className }: SignInFormProps) {
  const router = useRouter();
  const [error, setError] = React.useState<string | null>(initialError ?? null);
  // Stays true from a successful answer until the next page replaces this one.
  const [leaving, setLeaving] = React.useState(false);
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } });

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    const checked = await validateForm('sign-in', input).catch(() => null);
    if (!checked) {
      setError(SIGN_IN_FAILED);
      return;
    }
    if ('errors' in checked) {
      if (!showFieldErrors(form.setError, FIELDS, checked.errors)) setError(SIGN_IN_FAILED);
      return;
    }
    const result = await signIn<'credentials'>('credentials', { ...checked.values, redirect: false }).catch(
      () => undefined,
    );
    if (result?.error === SIGN_IN_ERROR.otpRequired) {
      setLeaving(true);
      router.push(`/otp?next=${encodeURIComponent(safeNextPath(next))}`);
      return;
    }
    if (!result || result.error || !result.ok) {
      setError(signInErrorMessage(result?.error));
      return;
    }
    setLeaving(true);
    // A full load, so that every server component renders with the new session. Checked again here:
    // this is where the browser actually leaves, whatever handed the value over.
    window.location.assign(safeNextPath(next));
  });

  const busy = form.formState.isSubmitting || leaving;

  return (
    <Form {...form}>
      {/* Sent before the script takes over, the form posts to this page: the password never enters the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className={cn('grid gap-4', className)}>
        {error ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Username or Email</FormLabel>
              <FormControl>
                <Input
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
              <AuthLink href="/forgot-password" className="justify-self-end text-sm">
                Forgot password?
              </AuthLink>
            </FormItem>
          )}
        />
        <Button type="submit" className="mt-2 w-full" disabled={busy}>
          {busy ? <Spinner label="" /> : null}
          Login
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          By signing in you accept the <AuthLink href="/terms">Terms of Use</AuthLink> and the{' '}
          <AuthLink href="/privacy">Privacy Notice</AuthLink>.
        </p>
      </form>
    </Form>
  );
}

export { SignInForm };
