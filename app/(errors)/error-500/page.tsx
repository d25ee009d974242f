import type { Metadata } from 'next';

import { GeneralErrorScreen } from '@/components/errors/general-error-screen';

export const metadata: Metadata = { title: 'Internal Server Error' };

export default function GeneralErrorPage() {
  return <GeneralErrorScreen />;
}
