import type { Metadata } from 'next';

import { ErrorPageScreen } from '@/components/errors/error-page-screen';

export const metadata: Metadata = { title: 'Maintenance Error' };

export default function MaintenancePage() {
  return (
    <ErrorPageScreen
      code="503"
      title="Maintenance Error"
      description="The site is down for maintenance. We'll be back online shortly."
    />
  );
}
