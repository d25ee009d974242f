import { Link } from '@/components/ui/link';

import { Button } from '@/components/ui/button';
import type { PageMeta } from '@/lib/contract/envelope';
import { formatNumber } from '@/lib/format';

/**
 * Previous and Next as links, under a short list rendered on the server without the data table
 * (its pages are addresses, so they work before any script has loaded).
 */
export function PageLinks({
  meta,
  noun,
  href,
}: {
  meta: PageMeta;
  /** The records counted, in the plural: "commissionings". */
  noun: string;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">
        Page {formatNumber(meta.page)} of {formatNumber(pages)} · {formatNumber(meta.total)} {noun}
      </span>
      <span className="flex gap-2">
        {meta.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(meta.page - 1)}>Previous</Link>
          </Button>
        ) : null}
        {meta.page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link href={href(meta.page + 1)}>Next</Link>
          </Button>
        ) : null}
      </span>
    </nav>
  );
}
