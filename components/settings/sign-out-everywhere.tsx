'use client';

import * as React from 'react';
import { signOut } from 'next-auth/react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { signOutEverywhere } from '@/lib/preferences/actions';

/** "Sign out of all sessions": every token of the user is revoked upstream, then this browser signs out too. */
function SignOutEverywhere() {
  const [pending, setPending] = React.useState(false);

  async function confirm() {
    setPending(true);
    try {
      const result = await signOutEverywhere();
      if (!result.ok && result.reason !== 'expired') {
        toast.error(result.error);
        setPending(false);
        return;
      }
      // The token is already dead upstream; this clears the session cookie of this browser.
      await signOut({ redirect: false });
      window.location.replace('/signin');
    } catch {
      toast.error('The server could not be reached. You are still signed in; please try again.');
      setPending(false);
    }
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Sign out of all sessions</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign out everywhere?</DialogTitle>
          <DialogDescription>
            Every browser and device signed in to your account is signed out, this one included. You will need
            your password to sign in again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Spinner label="" /> : null}
            Sign out everywhere
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { SignOutEverywhere };
