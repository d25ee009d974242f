'use client';

import * as React from 'react';

import { SessionsPasswordDialog } from '@/components/settings/sessions-password-dialog';
import { signOutThisBrowser } from '@/components/settings/sessions-sign-out';
import { Button } from '@/components/ui/button';
import { signOutEverywhere } from '@/lib/preferences/actions';

/** "Sign out of all sessions": every token of the user is revoked upstream, then this browser signs out too. */
function SignOutEverywhere() {
  const [open, setOpen] = React.useState(false);

  async function confirm(currentPassword: string) {
    const result = await signOutEverywhere({ currentPassword });
    if (result.ok) await signOutThisBrowser();
    return result;
  }

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Sign out of all sessions
      </Button>
      <SessionsPasswordDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. Enter your current password to confirm."
        confirmLabel="Sign out everywhere"
        onConfirm={confirm}
      />
    </>
  );
}

export { SignOutEverywhere };
