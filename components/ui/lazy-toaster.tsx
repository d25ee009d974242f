'use client';

import dynamic from 'next/dynamic';

/**
 * The toasts' container, loaded after the page is interactive rather than with it: a toast answers
 * something the user did, which cannot happen before hydration.
 */
export const LazyToaster = dynamic(() => import('@/components/ui/sonner').then((module) => module.Toaster), {
  ssr: false,
});
