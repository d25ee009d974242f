import { AlertCircleIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DASHBOARD_TYPE_LABELS } from '@/lib/contract/dashboard';

type DashboardKey = keyof typeof DASHBOARD_TYPE_LABELS;

/** Spec section 8: the dashboard's error state, naming the dashboard type that failed. */
function MetricsError({ section }: { section: DashboardKey }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Error Loading Metrics</AlertTitle>
      <AlertDescription>
        <p>Failed to load {DASHBOARD_TYPE_LABELS[section]} metrics. Please try again later.</p>
      </AlertDescription>
    </Alert>
  );
}

export { MetricsError };
