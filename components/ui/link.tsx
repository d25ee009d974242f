import NextLink from 'next/link';
import type * as React from 'react';

/**
 * The app's link to its own pages: `next/link` without prefetching unless asked. Every page is rendered
 * for its user on each request, so a prefetch costs the server a render; `next/link` made one for every
 * link in view (18 when the dashboard opened). A link now costs the server only when it is followed.
 */
export function Link({ prefetch = false, ...props }: React.ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
