/**
 * This browser's session has ended upstream: the same sign-out as the user menu's (a same-origin POST
 * that deletes the session cookies), then a full load of the sign-in page, so no state stays in memory.
 */
export async function signOutThisBrowser(): Promise<void> {
  await fetch('/api/session/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  window.location.replace('/signin');
}
