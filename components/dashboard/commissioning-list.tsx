import Link from 'next/link';

import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CommissioningListItem } from '@/lib/contract/dashboard';
import type { PageMeta } from '@/lib/contract/envelope';
import { formatNumber, formatDay } from '@/lib/format';

/** /publications/overview: every commissioning, newest first, with its contract and book counts. */
export function CommissioningList({ items, meta }: { items: CommissioningListItem[]; meta: PageMeta }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
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
      <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          Page {formatNumber(meta.page)} of {formatNumber(pages)} · {formatNumber(meta.total)} commissionings
        </span>
        <span className="flex gap-2">
          {meta.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`/publications/overview?page=${meta.page - 1}`}>Previous</Link>
            </Button>
          ) : null}
          {meta.page < pages ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`/publications/overview?page=${meta.page + 1}`}>Next</Link>
            </Button>
          ) : null}
        </span>
      </nav>
    </div>
  );
}
