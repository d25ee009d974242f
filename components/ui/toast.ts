import type { ExternalToast } from 'sonner';

/*
 * Toasts through sonner, loaded on the first one rather than with every page: a toast answers something
 * the user did, a moment after it, and the toaster itself mounts after hydration (lazy-toaster.tsx).
 */

type Show = (message: string, options?: ExternalToast) => void;

function show(kind: 'success' | 'error'): Show {
  return (message, options) => {
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };
}

export const toast = { success: show('success'), error: show('error') };
