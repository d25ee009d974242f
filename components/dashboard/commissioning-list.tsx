import { Link } from '@/components/ui/link';

import { PageLinks } from '@/components/data-table/page-links';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CommissioningListItem } from '@/lib/contract/dashboard';
import type { PageMeta } from '@/lib/contract/envelope';
import { formatNumber, formatDay } from '@/lib/format';

/** /publications/overview: every commissioning, newest first, with its contract and book counts. */
export function CommissioningList({ items, meta }: { items: CommissioningListItem[]; meta: PageMeta }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No commissionings yet.</p>;
  return (
    <div className="space-y-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Commissioning</TableHead>
            <TableHead>Created</TableHead>
            <TableHead align="end">Contracts</TableHead>
            <TableHead align="end">Books</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.commissioningId}>
              <TableCell className="font-medium">
                <Link
                  href={`/publications/overview/${item.commissioningId}`}
                  className="underline-offset-4 hover:underline"
                >
                  {item.commissioningTitle}
                </Link>
              </TableCell>
              <TableCell>{formatDay(item.createdDate)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(item.contractsCount)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(item.booksCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PageLinks meta={meta} noun="commissionings" href={(page) => `/publications/overview?page=${page}`} />
    </div>
  );
}
