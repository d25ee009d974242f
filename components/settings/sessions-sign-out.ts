import { signOut } from 'next-auth/react';

/** This browser's session has ended upstream: its cookie goes too, and the user to sign in. */
export async function signOutThisBrowser(): Promise<void> {
  await signOut({ redirect: false });
  window.location.replace('/signin');
}
