import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { CircleAlertIcon, LockIcon } from '@/components/icons';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { contractArea } from '@/lib/areas/contracts';
import type { CurrentUser } from '@/lib/contract/auth';
import { runStatementList, type RoyaltyRun } from '@/lib/contract/royalty-runs';
import { formatDateTime, formatNumber } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { periodText } from '@/lib/royalties/statement-layout';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { getRoyaltyRun, listRunStatements } from '@/lib/upstream/royalties';
import { RUNS_HREF, runHref } from '../links';
import { RunActions, type RunAction } from '../run-actions';
import { RunCalculating } from '../run-calculating';
import { runStatus, stamped, totalsText } from '../run-text';
import { RunStatementsSection } from '../run-statements';
import { UnreadParamsNotice } from '@/components/data-table/unread-params-notice';

export const metadata: Metadata = { title: 'Royalty run' };

const rights = AREA_RIGHTS.contractRoyalties;

/** What the run's status allows, as far as the user's rights reach: the API refuses the rest anyway. */
function allowedActions(run: RoyaltyRun, user: CurrentUser): RunAction[] {
  if (run.status === 'locked' || run.status === 'calculating') return [];
  if (run.status === 'approved') return meetsGuard(user, rights.update) ? ['lock'] : [];
  if (run.status === 'failed') return meetsGuard(user, rights.delete) ? ['delete'] : [];
  return [
    ...(meetsGuard(user, rights.update) ? (['approve'] as const) : []),
    ...(meetsGuard(user, rights.delete) ? (['delete'] as const) : []),
  ];
}

/** The contracts the run could not draw a statement for, with the engine's reasons. */
function HeldBack({ run, canOpen }: { run: RoyaltyRun; canOpen: boolean }) {
  if (run.heldBack.length === 0) return null;
  return (
    <section aria-labelledby="held-back" className="space-y-2">
      <h2 id="held-back" className="text-lg font-semibold">
        Held back ({formatNumber(run.heldBack.length)})
      </h2>
      <p className="text-sm text-muted-foreground">
        No statement was drawn for these contracts. Once corrected, their sales are accounted in a later run.
      </p>
      <ul className="space-y-2">
        {run.heldBack.map((contract) => (
          <li key={contract.contractId} className="rounded-md border px-3 py-2 text-sm">
            {canOpen ? (
              <Link
                href={contractArea.hrefs.record(contract.contractId)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {contract.reference}
              </Link>
            ) : (
              <span className="font-medium">{contract.reference}</span>
            )}
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {contract.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One royalty run: its statements, the contracts it held back and why, and its next step (Approve, then
 * Lock, each confirmed; Delete while a draft or failed). A locked run says it can no longer change; a
 * run still calculating says so and refreshes itself; a failed run shows why.
 */
export default async function RoyaltyRunPage({
  params,
  searchParams,
}: {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { runId } = await params;
  const { user, caller } = await openPage(`${RUNS_HREF}/${runId}`);
  const id = recordId(runId);
  const { query, unread } = runStatementList.read(await searchParams);
  const [run, statements] = await Promise.all([
    orNotFound(getRoyaltyRun(caller, id)),
    listRunStatements(caller, id, query).then(
      (page) => ({ page, failure: null }),
      (error: unknown) => ({
        page: null,
        failure: failureMessage(error, 'The statements could not be read.'),
      }),
    ),
  ]);
  const pageHref = (number: number) => {
    const search = runStatementList.toSearchParams({ ...query, page: number }).toString();
    return search ? `${runHref(id)}?${search}` : runHref(id);
  };
  const period = periodText(run);
  const canOpenContracts = canAccessPath(user, contractArea.hrefs.list);
  const statementsDrawn = run.status !== 'calculating' && run.status !== 'failed';
  const facts = [
    `${formatNumber(run.statementCount)} statements`,
    `Payable ${totalsText(run.totalsPayable)}`,
    stamped('Created', run.createdAt, run.createdBy),
    stamped('Approved', run.approvedAt, run.approvedBy),
    stamped('Locked', run.lockedAt, run.lockedBy),
  ].filter((fact): fact is string => fact !== null);

  return (
    <div className="space-y-6">
      <DetailHeader
        backHref={RUNS_HREF}
        backLabel="Contract Royalties"
        title={`Royalty run ${period}`}
        status={runStatus(run.status)}
        facts={facts}
        actions={
          <RunActions
            key={run.version}
            runId={run.runId}
            status={run.status}
            period={period}
            actions={allowedActions(run, user)}
            leaveOnDelete
          />
        }
      />
      <UnreadParamsNotice unread={unread} />
      {run.status === 'locked' ? (
        <Alert>
          <LockIcon aria-hidden="true" />
          <AlertTitle>This run is locked</AlertTitle>
          <AlertDescription>
            <p>
              Locked {run.lockedAt ? formatDateTime(run.lockedAt) : ''}
              {run.lockedBy ? ` by ${run.lockedBy}` : ''}: its statements can no longer change. Corrections go
              in the next period’s run.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      {run.status === 'calculating' ? <RunCalculating /> : null}
      {run.status === 'failed' ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>The calculation failed</AlertTitle>
          <AlertDescription>
            <p>{run.errorMessage}</p>
            <p>No statement was written. Delete this run to run the period again.</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {statementsDrawn ? (
        <>
          <section aria-labelledby="run-statements" className="space-y-2">
            <h2 id="run-statements" className="text-lg font-semibold">
              Statements
            </h2>
            {statements.page ? (
              <RunStatementsSection
                page={statements.page}
                query={query}
                href={pageHref}
                contractHref={canOpenContracts ? (contractId) => contractArea.hrefs.record(contractId) : null}
              />
            ) : (
              <p role="alert" className="text-sm text-destructive">
                {statements.failure}
              </p>
            )}
          </section>
          <HeldBack run={run} canOpen={canOpenContracts} />
        </>
      ) : null}
    </div>
  );
}
