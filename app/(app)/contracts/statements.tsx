import Link from 'next/link';

import { Button } from '@/components/ui/button';
import type { Contract } from '@/lib/areas/contracts';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatMoney, formatPercent } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';

const ROYALTIES = '/contract-royalties';

/**
 * What the statements of a contract start from: the advance paid, to be recouped, and the reserve.
 * The statements themselves are drawn in the royalty runs, under Contract Royalties.
 */
export function ContractStatements({ contract, user }: { contract: Contract; user: CurrentUser }) {
  const money = (amount: number) => formatMoney(amount, contract.currency);
  const paid = contract.instalments
    .filter((entry) => entry.paidDate)
    .reduce((sum, entry) => sum + entry.amount, 0);
  const facts: [string, string][] = [
    ['Advance', money(contract.advanceAmount ?? 0)],
    ['Paid to date, to be recouped', money(paid)],
    [
      'Reserve against returns',
      contract.reservePercent
        ? `${formatPercent(contract.reservePercent, 2, false)} of each statement’s earnings, released after ${contract.reservePeriods ?? 1}`
        : 'None',
    ],
    ['Statements in', contract.currency],
  ];
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm">
        Royalty statements are drawn for each payee of this contract by the half-yearly royalty runs, from the
        recorded sales and returns. Each one opens with the balance the previous one left: the paid advance
        until royalties have earned it out.
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {canAccessPath(user, ROYALTIES) ? (
        <Button variant="outline" asChild>
          <Link href={ROYALTIES}>Royalty runs and statements</Link>
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          The statements are kept under Contract Royalties, which needs the Manage level in contracts and in
          accounts.
        </p>
      )}
    </div>
  );
}
