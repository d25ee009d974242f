import { Link } from '@/components/ui/link';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { ExpenseSummary } from '@/lib/areas/expenses';
import { formatMoney, formatNumber } from '@/lib/format';

/** The year's approved spending (what reports count) and what awaits a decision, above the expenses. */
export function ExpensesTable({ extra, ...table }: AreaTablePageProps<ExpenseSummary>) {
  const unconverted =
    extra.unconvertedCount > 0
      ? `, ${formatNumber(extra.unconvertedCount)} of them in a currency with no rate by their date, left out`
      : '';
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-label="Expenses this year">
        Approved in {extra.year}:{' '}
        <span className="font-medium text-foreground">{formatMoney(extra.approvedInEuros, 'EUR')}</span> in{' '}
        {formatNumber(extra.approvedCount)} expenses, each at the rate of its date{unconverted}.{' '}
        <Link href="?status=submitted" className="underline underline-offset-4">
          {formatNumber(extra.awaitingCount)} awaiting a decision
        </Link>
        .
      </p>
      <AreaTable {...table} />
    </div>
  );
}
