import type { Metadata } from 'next';

import { AuthHeader } from '@/components/auth/auth-header';
import { AuthLink } from '@/components/auth/auth-link';
import { OtpForm } from '@/components/auth/otp-form';
import { firstParam, type AuthSearchParams } from '@/components/auth/sign-in-target';
import { CardContent, CardFooter } from '@/components/ui/card';
import { safeNextPath } from '@/lib/auth/next-path';

export const metadata: Metadata = { title: 'Two-factor authentication' };

/**
 * The code step of a two-factor sign-in. Whether a challenge is pending is only known to the sign-in
 * handler (its cookie is sealed); without one, Verify answers that the code has expired.
 */
export default async function OtpPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const next = safeNextPath(firstParam((await searchParams).next));
  const signInHref = next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
  return (
    <>
      <AuthHeader
        title="Two-factor authentication"
        description="Please enter the authentication code. We have sent the authentication code to your email."
      />
      <CardContent>
        <OtpForm next={next} signInHref={signInHref} />
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Haven&apos;t received it? <AuthLink href={signInHref}>Resend a new code</AuthLink>
        </p>
      </CardFooter>
    </>
  );
}
