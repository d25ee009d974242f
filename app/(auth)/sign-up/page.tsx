import type { Metadata } from 'next';

import { AuthHeader } from '@/components/auth/auth-header';
import { AuthLink } from '@/components/auth/auth-link';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { CardContent, CardFooter } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Request access' };

/** Staff accounts are given, not taken: this screen asks for one. */
export default function SignUpPage() {
  return (
    <>
      <AuthHeader
        title="Request access"
        description="Colophon is the firm's back office for staff. Tell us who you are and why you need an account: a Super User will review your request and reply by email."
      />
      <CardContent>
        <SignUpForm />
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Already have an account? <AuthLink href="/sign-in">Sign in</AuthLink>
        </p>
      </CardFooter>
    </>
  );
}
