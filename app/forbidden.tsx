import type { Metadata } from 'next';

import { ErrorPageScreen } from '@/components/errors/error-page-screen';

export const metadata: Metadata = { title: 'Forbidden' };

/** What `forbidden()` renders, with status 403: a page the user's rights do not reach. */
export default function Forbidden() {
  return (
    <ErrorPageScreen
      code="403"
      title="Forbidden"
      description="You don't have permission to view this page. If you need it for your work, ask an administrator for access."
    />
  );
}
