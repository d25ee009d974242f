'use client';

import dynamic from 'next/dynamic';

import { Skeleton } from '@/components/ui/skeleton';

/*
 * The specimens that need Radix or react-hook-form load after the page rather than with it, which
 * keeps the gallery's first load within budget however many it shows.
 */

const control = () => <Skeleton className="h-9 w-36" />;

export const SelectDemo = dynamic(() => import('./radix-demos').then((module) => module.SelectDemo), {
  ssr: false,
  loading: control,
});
export const PopoverDemo = dynamic(() => import('./radix-demos').then((module) => module.PopoverDemo), {
  ssr: false,
  loading: control,
});
export const TooltipDemo = dynamic(() => import('./radix-demos').then((module) => module.TooltipDemo), {
  ssr: false,
  loading: control,
});
export const SheetDemo = dynamic(() => import('./radix-demos').then((module) => module.SheetDemo), {
  ssr: false,
  loading: control,
});
export const FieldsDemo = dynamic(() => import('./fields-demo').then((module) => module.FieldsDemo), {
  ssr: false,
  loading: () => <Skeleton className="h-96 w-full" />,
});
