import type { Metadata } from 'next';

import { AuthHeader } from '@/components/auth/auth-header';
import { AuthLink } from '@/components/auth/auth-link';
import { FormAlert } from '@/components/auth/form-alert';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { firstParam, type AuthSearchParams } from '@/components/auth/sign-in-target';
import { CardContent, CardFooter } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Choose a new password' };

/**
 * Opened from the mailed link; whether its token is still good is only known when the form is sent. An
 * invitation's link (`invitation=1`) opens the same form, worded for someone choosing their first password.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  const token = firstParam(params.token)?.trim() ?? '';
  const invitation = firstParam(params.invitation) === '1';
  return (
    <>
      <AuthHeader
        title={invitation ? 'Welcome to Colophon' : 'Choose a new password'}
        description={
          invitation
            ? 'Choose the password you will sign in with, and enter it twice.'
            : 'Enter your new password twice. Every session of your account is signed out afterwards.'
        }
      />
      <CardContent>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <FormAlert tone="error">
            This reset link is incomplete. Please open the link from the email again, or ask for a new one.
          </FormAlert>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Link expired? <AuthLink href="/forgot-password">Ask for a new one</AuthLink>
        </p>
      </CardFooter>
    </>
  );
}
