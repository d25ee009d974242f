import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AUTHOR_SALES_PERIODS, type AuthorSalesPeriod } from '@/lib/contract/author';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { formatMoney, formatNumber } from '@/lib/format';
import { listAuthorSales } from '@/lib/upstream/author';
import { cn } from '@/lib/utils';
import { Empty, LoadFailed, loaded, openAuthorPage } from '../parts';

export const metadata: Metadata = { title: 'My Sales' };

const HREF = '/author/sales';
const PERIOD_LABELS: Record<AuthorSalesPeriod, string> = {
  month: 'By month',
  quarter: 'By quarter',
  year: 'By year',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2025", "Q1 2025" or "2025", from the period's first day. */
function periodName(start: string, period: AuthorSalesPeriod): string {
  const year = start.slice(0, 4);
  const month = Number(start.slice(5, 7));
  if (period === 'year') return year;
  if (period === 'quarter') return `Q${Math.ceil(month / 3)} ${year}`;
  return `${MONTHS[month - 1] ?? ''} ${year}`;
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Copies of the author's titles sold and kept, and what they brought in, by month, quarter or year. */
export default async function AuthorSalesPage({ searchParams }: { searchParams: SearchParams }) {
  const { caller } = await openAuthorPage();
  const asked = (await searchParams).period;
  const period = AUTHOR_SALES_PERIODS.find((candidate) => candidate === asked) ?? 'quarter';
  const sales = await loaded('sales', listAuthorSales(caller, period));
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Sales"
        description="Copies of every format of your titles sold through the firm, less returns. Royalties are worked out on these in your statements."
      />
      <nav aria-label="Add up sales" className="flex gap-2">
        {AUTHOR_SALES_PERIODS.map((candidate) => (
          <Link
            key={candidate}
            href={`${HREF}?period=${candidate}`}
            aria-current={candidate === period ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
              candidate === period ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {PERIOD_LABELS[candidate]}
          </Link>
        ))}
      </nav>
      {!sales.data ? (
        <LoadFailed what="sales" failure={sales.failure} href={`${HREF}?period=${period}`} />
      ) : sales.data.length === 0 ? (
        <Empty>No copies of your titles have sold yet.</Empty>
      ) : (
        <div className="rounded-md border">
          <Table>
            <caption className="sr-only">Sales of your titles {PERIOD_LABELS[period].toLowerCase()}</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Period</TableHead>
                <TableHead>Title</TableHead>
                <TableHead align="end">Copies sold</TableHead>
                <TableHead align="end">Returned</TableHead>
                <TableHead align="end">Net sales</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sales.data.map((row) => (
                <TableRow key={`${row.periodStart}-${row.publicationId}-${row.currency}`}>
                  <TableCell className="font-medium">{periodName(row.periodStart, period)}</TableCell>
                  <TableCell wrap>
                    {row.title}
                    <span className="block text-xs text-muted-foreground">
                      {choiceLabel(PUBLICATION_FORMAT, row.format)}
                      {row.isbn ? ` · ISBN ${row.isbn}` : ''}
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(row.copiesSold)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(row.copiesReturned)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(row.netSales, row.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
