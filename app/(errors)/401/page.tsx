import type { Metadata } from 'next';

import { ErrorPageScreen } from '@/components/errors/error-page-screen';

export const metadata: Metadata = { title: 'Unauthorized' };

export default function UnauthorizedPage() {
  return (
    <ErrorPageScreen
      code="401"
      title="Unauthorized"
      description="Please sign in to see this page. If you were signed in, your session may have expired."
      primaryAction={{ href: '/signin', label: 'Sign in' }}
    />
  );
}
