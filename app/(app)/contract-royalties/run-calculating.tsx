'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

const REFRESH_MS = 2_000;

/**
 * Says the run is still being calculated and reads the page again every two seconds, until the
 * server renders it draft or failed (and this is no longer shown).
 */
export function RunCalculating() {
  const router = useRouter();
  React.useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <Alert role="status">
      <Spinner label="" />
      <AlertTitle>Calculating the statements</AlertTitle>
      <AlertDescription>
        <p>
          The run’s statements are being calculated. This page refreshes every 2 seconds until they are ready.
        </p>
      </AlertDescription>
    </Alert>
  );
}
