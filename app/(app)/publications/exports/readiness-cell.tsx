import { Link } from '@/components/ui/link';

import type { ReadinessRow } from '@/lib/contract/exports';
import { DASH } from '@/lib/format';

/** One title against one recipient: not taken, ready, or what blocks it, each a link to where it is fixed. */
export function ReadinessCell({ cell }: { cell: ReadinessRow['cells'][number] }) {
  if (!cell.taken)
    return (
      <span className="text-muted-foreground" title="Not a format this recipient takes">
        {DASH}
      </span>
    );
  if (cell.blockers.length === 0) return <span className="text-success">Ready</span>;
  return (
    <ul className="grid gap-1">
      {cell.blockers.map((blocker) => (
        <li key={blocker.kind + blocker.message}>
          <Link href={blocker.href} className="text-destructive underline-offset-2 hover:underline">
            {blocker.message}
          </Link>
        </li>
      ))}
    </ul>
  );
}
