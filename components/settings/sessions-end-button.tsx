'use client';

import * as React from 'react';

import { SessionsPasswordDialog } from '@/components/settings/sessions-password-dialog';
import { signOutThisBrowser } from '@/components/settings/sessions-sign-out';
import { Button } from '@/components/ui/button';
import { endSession } from '@/lib/preferences/actions';

/** "End session" for one row of the list; ending this browser's own session signs it out. */
function SessionsEndButton({
  sessionId,
  current,
  describedBy,
}: {
  sessionId: number;
  current: boolean;
  /** The row's text, so that each of the list's buttons says which session it ends. */
  describedBy: string;
}) {
  const [open, setOpen] = React.useState(false);

  async function end(currentPassword: string) {
    const result = await endSession({ sessionId, currentPassword });
    if (result.ok && result.data.current) await signOutThisBrowser();
    return result;
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-describedby={describedBy}>
        End session
      </Button>
      <SessionsPasswordDialog
        open={open}
        onOpenChange={setOpen}
        title={current ? 'End the session of this browser?' : 'End this session?'}
        description={
          current
            ? 'You are signed out here, and need your password to sign in again. Enter your current password to confirm.'
            : 'The browser or device using it is signed out at once. Enter your current password to confirm.'
        }
        confirmLabel="End session"
        onConfirm={end}
      />
    </>
  );
}

export { SessionsEndButton };
