import { AlertCircleIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Spec section 8: the dashboard's error state, naming the dashboard type that failed. */
function MetricsError({ type }: { type: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Error Loading Metrics</AlertTitle>
      <AlertDescription>
        <p>Failed to load {type} metrics. Please try again later.</p>
      </AlertDescription>
    </Alert>
  );
}

export { MetricsError };
