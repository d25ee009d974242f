import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/bff/fetch-json';

/**
 * Why a write made from a button failed, as a toast with the API's message; when someone changed the
 * record meanwhile (409), it offers to reload the page rather than losing what they did.
 */
export function toastWriteFailure(title: string, error: unknown, reload: () => void): void {
  toast.error(title, {
    description: error instanceof ApiError ? error.message : 'The server could not be reached.',
    action:
      error instanceof ApiError && error.status === 409 ? { label: 'Reload', onClick: reload } : undefined,
  });
}
