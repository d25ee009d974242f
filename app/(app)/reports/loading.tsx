import { Skeleton } from '@/components/ui/skeleton';

/** While a report's statements run: the shape of its figures and first table. */
export default function ReportLoading() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Loading the report…</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-10 w-full max-w-3xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
