import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { CircleCheckIcon, CircleXIcon } from '@/components/icons';

import { SettingsSection } from '@/components/settings/settings-section';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestId, requestPath, verifySession } from '@/lib/auth/dal';
import { emailConfirmSchema } from '@/lib/contract/me';
import { createLogger } from '@/lib/log';
import { UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';
import { confirmEmailChange } from '@/lib/upstream/me';

export const metadata: Metadata = { title: 'Confirm your email' };

const log = createLogger('web');

type Outcome = { ok: true; email: string; alreadyConfirmed: boolean } | { ok: false; error: string };

async function confirm(token: unknown): Promise<Outcome> {
  const input = emailConfirmSchema.safeParse({ token });
  if (!input.success) {
    return { ok: false, error: input.error.issues[0]?.message ?? 'The confirmation link is incomplete' };
  }
  const { upstreamToken } = await verifySession();
  try {
    const result = await confirmEmailChange(
      { token: upstreamToken, requestId: await requestId() },
      input.data,
    );
    return { ok: true, email: result.email, alreadyConfirmed: result.alreadyConfirmed };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      redirect(`/api/session/expired?next=${encodeURIComponent(await requestPath())}`);
    }
    if (error instanceof UpstreamError && error.status < 500) return { ok: false, error: error.message };
    if (!(error instanceof UpstreamUnavailableError)) log.error({ err: error }, 'email confirmation failed');
    return {
      ok: false,
      error: 'Your email could not be confirmed just now. Please open the link again in a moment.',
    };
  }
}

/**
 * The page the confirmation link opens (signed in: the request gate sends the user through sign-in
 * first and back here). Opening it applies the change; opening it again says it is done.
 */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const outcome = await confirm(Array.isArray(token) ? token[0] : token);
  return (
    <SettingsSection title="Confirm your email" description="A change of the address your account uses.">
      {outcome.ok ? (
        <Alert role="status">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{outcome.alreadyConfirmed ? 'Already confirmed' : 'Email changed'}</AlertTitle>
          <AlertDescription>
            <p>Your account’s email address is now {outcome.email}.</p>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <CircleXIcon aria-hidden="true" />
          <AlertTitle>Email not changed</AlertTitle>
          <AlertDescription>
            <p>{outcome.error}</p>
          </AlertDescription>
        </Alert>
      )}
      <Button asChild variant="outline">
        <Link href="/settings">Back to your profile</Link>
      </Button>
    </SettingsSection>
  );
}
