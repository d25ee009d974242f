'use client';

import * as React from 'react';

import { GeneralErrorScreen } from '@/components/errors/general-error-screen';
import { Button } from '@/components/ui/button';

function describe(error: unknown): { message: string; digest?: string } {
  if (error instanceof Error) {
    const digest = 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
    return { message: error.message || error.name, digest };
  }
  return { message: String(error) };
}

/*
 * Catches render errors below the root layout. `retry` (Next 16.3+) re-fetches the segment's
 * server data before re-rendering; `reset` alone would re-render the same failed payload.
 */
export default function RootError({
  error,
  retry,
}: {
  error: unknown;
  reset: () => void;
  retry: () => void;
}) {
  const [showDetails, setShowDetails] = React.useState(false);
  const detailsId = React.useId();
  const { message, digest } = describe(error);

  React.useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <GeneralErrorScreen>
      <section
        aria-labelledby={`${detailsId}-heading`}
        className="mt-10 flex w-full max-w-xl flex-col items-center gap-3"
      >
        <h2 id={`${detailsId}-heading`} className="text-base font-semibold">
          Something went wrong!
        </h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            variant="secondary"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? 'Hide Error' : 'Show Error'}
          </Button>
          <Button onClick={() => retry()}>Try again</Button>
        </div>
        <pre
          id={detailsId}
          hidden={!showDetails}
          className="w-full overflow-x-auto rounded-md border bg-muted p-4 text-left text-sm whitespace-pre-wrap text-foreground"
        >
          {message}
          {digest ? `\n\nDigest: ${digest}` : null}
        </pre>
      </section>
    </GeneralErrorScreen>
  );
}
