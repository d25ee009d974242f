import type { Metadata } from 'next';

import { PageLinks } from '@/components/data-table/page-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { royaltyRunList } from '@/lib/contract/royalty-runs';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { lastClosedHalfYear, periodAfter } from '@/lib/royalties/periods';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { listRoyaltyRuns } from '@/lib/upstream/royalties';
import { CreateRun } from './create-run';
import { RUNS_HREF } from './links';
import { RunsTable } from './runs-table';
import { UnreadParamsNotice } from '@/components/data-table/unread-params-notice';

export const metadata: Metadata = { title: 'Contract Royalties' };

const log = createLogger('web');
const rights = AREA_RIGHTS.contractRoyalties;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The royalty runs, rendered on the server for the address (`?page=`), with Create run for the period
 * after the last run. The list is short (two runs a year), so it pages with plain links.
 */
export default async function ContractRoyaltiesPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, caller } = await openPage(RUNS_HREF);
  const { query, unread } = royaltyRunList.read(await searchParams);
  const defaults = royaltyRunList.defaults();
  const shown = listRoyaltyRuns(caller, query).then(
    (initial) => ({ initial, failure: null }),
    (error: unknown) => {
      log.warn({ err: error }, 'royalty runs failed');
      return { initial: null, failure: failureMessage(error, 'The runs could not be read.') };
    },
  );
  // The first page of the unfiltered list, newest first, starts with the last run: no second call.
  const filters = (list: typeof query) => royaltyRunList.toSearchParams(list, { paging: false }).toString();
  const startsWithLatest = query.page === 1 && filters(query) === filters(defaults);
  const [page, latest] = await Promise.all([
    shown,
    // The last run, whatever page is shown: the next one follows it.
    startsWithLatest
      ? shown.then(({ initial }) => initial?.items[0] ?? null)
      : listRoyaltyRuns(caller, { ...defaults, pageSize: 1 }).then(
          (answer) => answer.items[0] ?? null,
          () => null,
        ),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const next = latest ? periodAfter(latest.periodEnd) : lastClosedHalfYear(today);
  const pageHref = (number: number) => {
    const search = royaltyRunList.toSearchParams({ ...query, page: number }).toString();
    return search ? `${RUNS_HREF}?${search}` : RUNS_HREF;
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Contract Royalties"
        description="Royalty runs: for each period, a statement for every payee of every signed contract, approved and then locked."
        actions={meetsGuard(user, rights.create) ? <CreateRun period={next} /> : null}
      />
      <UnreadParamsNotice unread={unread} />
      {page.initial ? (
        <div className="space-y-4">
          <RunsTable runs={page.initial.items} canDelete={meetsGuard(user, rights.delete)} />
          {page.initial.meta.total > page.initial.meta.pageSize ? (
            <PageLinks meta={page.initial.meta} noun="runs" href={pageHref} />
          ) : null}
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Could not load the royalty runs</AlertTitle>
          <AlertDescription>
            <p>{page.failure}</p>
            <Button variant="outline" size="sm" asChild>
              {/* A full load: the router could answer the same address from its cache. */}
              <a href={pageHref(query.page)}>Try again</a>
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
