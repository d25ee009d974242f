import { Link } from '@/components/ui/link';

import { RelatedTable } from '@/components/detail-page/related-table';
import { LazyPanel } from '@/components/detail-page/lazy-panel';
import { Skeleton } from '@/components/ui/skeleton';
import type { Contract } from '@/lib/areas/contracts';
import type { CurrentUser } from '@/lib/contract/auth';
import { SUBSIDIARY_RIGHT } from '@/lib/contract/choices';
import type { SubsidiaryIncome } from '@/lib/contract/subsidiary-income';
import { formatDay, formatMoney } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';
import { upstreamCaller } from '@/lib/pages/context';
import { periodText } from '@/lib/royalties/statement-layout';
import { failureMessage } from '@/lib/upstream/errors';
import { listSubsidiaryIncome } from '@/lib/upstream/royalties';
import { RUNS_HREF, runHref } from '../contract-royalties/links';
import { LazyIncomeRowActions, LazyRecordIncome } from './licence-income-actions-lazy';
import { loadLicenceIncome } from './panel-actions';

interface IncomeProps {
  contract: Contract;
  user: CurrentUser;
  canEdit: boolean;
}

/** Which run counted the income: a link to it for those who may open runs. */
function Accounted({ income, user }: { income: SubsidiaryIncome; user: CurrentUser }) {
  const run = income.accountedIn;
  if (!run) return <span className="text-muted-foreground">Next run</span>;
  const text = `Run of ${periodText(run)}`;
  return canAccessPath(user, RUNS_HREF) ? (
    <Link href={runHref(run.runId)} className="underline-offset-4 hover:underline">
      {text}
    </Link>
  ) : (
    text
  );
}

/** The income recorded, read when the tab is first chosen. */
export async function IncomeList({ contract, user, canEdit }: IncomeProps) {
  const caller = await upstreamCaller();
  const read = await listSubsidiaryIncome(caller, contract.contractId).then(
    (income) => ({ income, failure: null }),
    (error: unknown) => ({
      income: [],
      failure: failureMessage(error, 'The licence income could not be read.'),
    }),
  );
  if (read.failure)
    return (
      <p role="alert" className="text-sm text-destructive">
        {read.failure}
      </p>
    );
  const shared = contract.subrights.map((subright) => subright.right);
  const options = (income?: SubsidiaryIncome) =>
    [...new Set([...shared, ...(income ? [income.right] : [])])].map((right) => ({
      value: right,
      label: SUBSIDIARY_RIGHT.labels[right],
    }));
  const context = { contractId: contract.contractId, currency: contract.currency };
  return (
    <div className="space-y-3">
      {canEdit && shared.length > 0 ? <LazyRecordIncome {...context} rights={options()} /> : null}
      <RelatedTable
        caption="Licence income"
        rows={read.income}
        rowKey={(row) => row.incomeId}
        empty="No licence income recorded."
        columns={[
          { header: 'Received', cell: (row) => formatDay(row.receivedDate) },
          { header: 'Right', cell: (row) => SUBSIDIARY_RIGHT.labels[row.right] },
          { header: 'Licensee', cell: (row) => row.licensee },
          { header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
          { header: 'Accounted in', cell: (row) => <Accounted income={row} user={user} /> },
          ...(canEdit
            ? [
                {
                  header: 'Actions',
                  className: 'w-24',
                  cell: (row: SubsidiaryIncome) =>
                    row.accountedIn ? null : (
                      <LazyIncomeRowActions {...context} rights={options(row)} income={row} />
                    ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}

/**
 * What the contract's subsidiary rights brought in: each licence's income, shared with the author in
 * the royalty run of the period it was received in, after which it no longer changes.
 */
export function LicenceIncome({ contract }: { contract: Contract }) {
  const shares = contract.subrights
    .map((subright) => `${SUBSIDIARY_RIGHT.labels[subright.right]} ${subright.authorSharePercent}%`)
    .join(', ');
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm">
        {shares
          ? `The author’s shares of licence income: ${shares}. Income is shared out by the royalty run of the period it was received in; once counted it no longer changes, and a correction is recorded as new income.`
          : 'The contract gives the author no share of any subsidiary right: add the rights under Terms to record their income.'}
      </p>
      <LazyPanel
        load={loadLicenceIncome.bind(null, contract.contractId)}
        fallback={<Skeleton className="h-24 w-full" />}
        failure="The licence income could not be read. Reload the page to try again."
      />
    </div>
  );
}
