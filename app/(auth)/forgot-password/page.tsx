import type { Metadata } from 'next';

import { AuthHeader } from '@/components/auth/auth-header';
import { AuthLink } from '@/components/auth/auth-link';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { CardContent, CardFooter } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeader
        title="Forgot password"
        description="Enter the email address of your account and we will send you a link to reset your password."
      />
      <CardContent>
        <ForgotPasswordForm />
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Remembered it? <AuthLink href="/sign-in">Back to sign in</AuthLink>
        </p>
      </CardFooter>
    </>
  );
}
