import type { Metadata } from 'next';

import { ErrorPageScreen } from '@/components/errors/error-page-screen';

export const metadata: Metadata = { title: 'Internal Server Error' };

export default function InternalServerErrorPage() {
  return (
    <ErrorPageScreen
      code="500"
      title="Internal Server Error"
      description="Something went wrong on our side. Please try again in a few minutes."
    />
  );
}
