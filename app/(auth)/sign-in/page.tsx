import type { Metadata } from 'next';

import { AuthHeader } from '@/components/auth/auth-header';
import { AuthLink } from '@/components/auth/auth-link';
import { SignInForm } from '@/components/auth/sign-in-form';
import { signInTarget, type AuthSearchParams } from '@/components/auth/sign-in-target';
import { CardContent, CardFooter } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const { next, error } = await signInTarget(searchParams);
  return (
    <>
      <AuthHeader title="Sign in" description="Enter your username or email and your password." />
      <CardContent>
        <SignInForm next={next} initialError={error} />
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          No account yet? <AuthLink href="/sign-up">Request access</AuthLink>
        </p>
      </CardFooter>
    </>
  );
}
