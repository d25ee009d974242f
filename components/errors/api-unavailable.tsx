import { StatusScreen } from '@/components/errors/status-screen';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from '@/lib/upstream/errors';

/**
 * What a page of the app shows while the publishing API does not answer (it is run apart and down, or
 * timing out): the cause, and a way to try again, instead of the general error screen.
 */
export function ApiUnavailable({ retryHref }: { retryHref: string }) {
  return (
    <StatusScreen
      code="503"
      title="Service Unavailable"
      description={UPSTREAM_UNAVAILABLE_MESSAGE}
      primaryAction={{ href: retryHref, label: 'Try again' }}
    />
  );
}
