import { Link } from '@/components/ui/link';

import { LazyPanel } from '@/components/detail-page/lazy-panel';
import { Skeleton } from '@/components/ui/skeleton';
import type { Contract } from '@/lib/areas/contracts';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatMoney, formatPercent } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';
import { upstreamCaller } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { listContractStatements } from '@/lib/upstream/royalties';
import { RUNS_HREF } from '../contract-royalties/links';
import { ContractStatementList } from '../contract-royalties/statements-table';
import { loadStatements } from './panel-actions';

/** The statements the royalty runs drew for the contract, read when the tab is first chosen. */
export async function StatementList({ contractId }: { contractId: number }) {
  const caller = await upstreamCaller();
  // The rest of the contract stays usable when they cannot be read; the tab says why.
  const read = await listContractStatements(caller, contractId).then(
    (statements) => ({ statements, failure: null }),
    (error: unknown) => ({
      statements: [],
      failure: failureMessage(error, 'The statements could not be read.'),
    }),
  );
  if (read.failure)
    return (
      <p role="alert" className="text-sm text-destructive">
        {read.failure}
      </p>
    );
  return (
    <section aria-labelledby="contract-statements" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contract-statements" className="text-sm font-medium">
          Statements drawn
        </h2>
        <Link href={RUNS_HREF} className="text-sm underline-offset-4 hover:underline">
          All royalty runs
        </Link>
      </div>
      <ContractStatementList statements={read.statements} />
    </section>
  );
}

/**
 * What the statements of a contract start from (the advance paid, to be recouped, and the reserve),
 * then the statements themselves, drawn in the royalty runs under Contract Royalties, for those who
 * may open them.
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
    ['No payment below', money(contract.minimumPayment ?? 0)],
    ['Statements in', contract.currency],
  ];
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm">
        Royalty statements are drawn for each payee of this contract by the half-yearly royalty runs, from the
        recorded sales and returns. Each one opens with the balance the previous one left: the paid advance
        until royalties have earned it out.
      </p>
      <dl className="grid max-w-3xl gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {canAccessPath(user, RUNS_HREF) ? (
        <LazyPanel
          load={loadStatements.bind(null, contract.contractId)}
          fallback={<Skeleton className="h-24 w-full" />}
          failure="The statements could not be read. Reload the page to try again."
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          The statements are kept under Contract Royalties, which needs the Manage level in contracts and in
          accounts.
        </p>
      )}
    </div>
  );
}
