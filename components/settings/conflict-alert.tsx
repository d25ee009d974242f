'use client';

import { TriangleAlertIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A save refused because the record changed since the page was loaded (409): nothing was saved. */
function ConflictAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>Not saved</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export { ConflictAlert };
