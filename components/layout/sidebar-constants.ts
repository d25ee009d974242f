/*
 * Spec sections 4 and 9. Kept out of the client modules so the server layout can read the cookie
 * by the same name the browser writes it under.
 */

/** Expanded (`true`) or collapsed (`false`), written on every toggle and read by the server layout. */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604_800;

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

/** Below this width the sidebar is a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

/** With Ctrl (Windows, Linux) or Cmd (macOS). */
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const PALETTE_SHORTCUT_KEY = 'k';

/** The sidebar's state as the cookie holds it; anything but `false` is expanded, the default. */
export function isSidebarOpen(cookieValue: string | undefined): boolean {
  return cookieValue !== 'false';
}

/** Ctrl+key or Cmd+key alone: Shift or Alt with it is another shortcut. */
export function isShortcut(event: KeyboardEvent, key: string): boolean {
  return (
    event.key.toLowerCase() === key && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
  );
}
