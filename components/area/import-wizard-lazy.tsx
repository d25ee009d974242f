'use client';

import dynamic from 'next/dynamic';

import { Skeleton } from '@/components/ui/skeleton';

/**
 * The import wizard, whose code (file reading, column matching, the report) loads after the page
 * rather than with it: few people import, and the page's header and way back are there at once.
 */
export const LazyImportWizard = dynamic(
  () => import('./import-wizard').then((module) => module.ImportWizard),
  { ssr: false, loading: () => <Skeleton className="h-64 w-full" aria-label="Loading the import" /> },
);
