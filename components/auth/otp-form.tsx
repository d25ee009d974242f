'use client';

import * as React from 'react';
import { signIn } from 'next-auth/react';
import { CircleAlertIcon } from '@/components/icons';
import { toast } from '@/components/ui/toast';

import { OTP_LENGTH } from '@/lib/contract/auth-limits';
import { safeNextPath } from '@/lib/auth/next-path';
import { SIGN_IN_ERROR, signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { validateForm } from '@/lib/forms/validate';
import { AuthLink } from '@/components/auth/auth-link';
import { OtpInput, type OtpInputHandle } from '@/components/auth/otp-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

type OtpFormProps = {
  /** Where to go once signed in: a path on this site, already checked on the server. */
  next: string;
  /** The sign-in screen, keeping `next`, for starting again with a new code. */
  signInHref: string;
};

type Failure = { message: string; restart: boolean };

/**
 * Spec 2.5: the mailed code, one character per box; Verify waits until every box is filled. The shared
 * schema checks the code before it is sent, on the server, so that the page does not load the schema
 * library.
 */
function OtpForm({ next, signInHref }: OtpFormProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const input = React.useRef<OtpInputHandle>(null);
  const [code, setCode] = React.useState<string[]>(emptyCode);
  const [invalid, setInvalid] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const [status, setStatus] = React.useState<'idle' | 'verifying' | 'accepted'>('idle');
  // A box to focus once the boxes are enabled again: a disabled box cannot take focus.
  const [focusAt, setFocusAt] = React.useState<{ index: number } | null>(null);
  const complete = code.every((character) => character !== '');
  const busy = status !== 'idle';

  // The code was verified for real by the API: no artificial pause before the next page.
  React.useEffect(() => {
    if (status === 'accepted') window.location.assign(safeNextPath(next));
  }, [status, next]);

  React.useEffect(() => {
    if (focusAt) input.current?.focus(focusAt.index);
  }, [focusAt]);

  function change(value: string[]) {
    setCode(value);
    if (invalid) setInvalid(null);
  }

  /** A sign-in that did not go through: the reason above the boxes, emptied for a new try. */
  function refuse(error: string | null | undefined) {
    setStatus('idle');
    setFailure({ message: signInErrorMessage(error), restart: error === SIGN_IN_ERROR.noChallenge });
    setCode(emptyCode());
    setFocusAt({ index: 0 });
  }

  async function verify() {
    if (busy) return;
    setStatus('verifying');
    const checked = await validateForm('otp', { code: code.join('') }).catch(() => null);
    if (!checked) {
      refuse(undefined);
      return;
    }
    if ('errors' in checked) {
      setStatus('idle');
      // The code is the form's one field: every message is about it.
      setInvalid(Object.values(checked.errors).join(' '));
      setFocusAt({ index: code.findIndex((character) => character === '') });
      return;
    }
    setInvalid(null);
    setFailure(null);
    const result = await signIn<'credentials'>('otp', { code: checked.values.code, redirect: false }).catch(
      () => undefined,
    );
    if (!result || result.error || !result.ok) {
      refuse(result?.error);
      return;
    }
    setStatus('accepted');
    toast.success('Code verified. Signing you in…');
  }

  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      {failure ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>{failure.message}</p>
            {failure.restart ? <AuthLink href={signInHref}>Back to sign in</AuthLink> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Sign-in code</legend>
        <OtpInput
          ref={input}
          value={code}
          onChange={change}
          onEnter={() => void verify()}
          dividerAfter={3}
          invalid={invalid !== null}
          disabled={busy}
          describedBy={invalid ? `${hintId} ${messageId}` : hintId}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {OTP_LENGTH} letters or digits, as in the email.
        </p>
        {invalid ? (
          <p id={messageId} className="text-sm text-destructive">
            {invalid}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className="mt-2 w-full" disabled={!complete || busy}>
        {busy ? <Spinner label="" /> : null}
        Verify
      </Button>
    </form>
  );
}

export { OtpForm };
