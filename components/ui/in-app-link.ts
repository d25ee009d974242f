import type * as React from 'react';
import { useRouter } from 'next/navigation';

/**
 * The address of the in-app link a plain click landed on, or null. The lists and the sidebar draw
 * their many links as plain anchors (a `next/link` costs the server about 0.1 ms each to render, and
 * the browser a prefetch each) and open them with the router from one click handler around them. A
 * click with a modifier or another button, or on a link that downloads, opens elsewhere or leaves
 * the app, is left to the browser.
 */
function inAppLinkClick(event: React.MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The click handler of a part drawing plain in-app links: it opens the link clicked with the router and
 * says whether it did, so that the part may handle other clicks itself.
 */
export function useInAppLinks(): (event: React.MouseEvent<HTMLElement>) => boolean {
  const router = useRouter();
  return (event) => {
    const href = inAppLinkClick(event);
    if (!href) return false;
    event.preventDefault();
    router.push(href);
    return true;
  };
}
