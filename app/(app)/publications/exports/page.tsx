import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageLinks } from '@/components/data-table/page-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { exportRunList, readinessList, type ExportRun } from '@/lib/contract/exports';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { EXPORT_TARGETS, RECIPIENTS, exportTargetName } from '@/lib/exports/recipients';
import { DASH, formatDayAndTime, formatNumber } from '@/lib/format';
import { createLogger } from '@/lib/log';
import { openPage, recordId } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { upstreamCall } from '@/lib/upstream/call';
import { okEnvelope } from '@/lib/contract/envelope';
import { exportRunSchema } from '@/lib/contract/exports';
import { failureMessage } from '@/lib/upstream/errors';
import { listExportRuns, listReadiness } from '@/lib/upstream/exports';
import { ExportForm } from './export-form';
import { PlainTable } from './plain-table';
import { CreateTaskButton } from '@/components/tasks/create-task-button';
import { blockedTitleTask } from './blocked-title-task';
import { ReadinessCell } from './readiness-cell';
import { RecipientsTable } from './recipients-table';

export const metadata: Metadata = { title: 'Exports' };

const HREF = '/publications/exports';
const log = createLogger('web');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function failed(what: string) {
  return (error: unknown) => {
    log.warn({ err: error }, `${what} failed`);
    return failureMessage(error, `The ${what} could not be read.`);
  };
}

/**
 * Publications › Exports: export now for a recipient, the readiness matrix (a page of titles, each
 * checked against every recipient, with links to where its record is fixed), the runs with their
 * files, and one run's report of what it left out (`?run=`).
 */
export default async function ExportsPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, caller } = await openPage(HREF);
  const now = new Date();
  const params = await searchParams;
  const matrixQuery = readinessList.parse({ q: one(params.q), page: one(params.page) });
  const runsQuery = exportRunList.parse({ page: one(params.runsPage) });
  const runParam = one(params.run);
  const reportId = runParam ? recordId(runParam) : null;
  const [matrix, runs, report] = await Promise.all([
    listReadiness(caller, matrixQuery).catch(failed('readiness matrix')),
    listExportRuns(caller, runsQuery).catch(failed('export runs')),
    reportId
      ? upstreamCall(okEnvelope(exportRunSchema), `publication-exports/runs/${reportId}`, {
          ...caller,
          fallbackError: 'Failed to fetch the run',
        }).then(
          (answer) => answer.data,
          () => null,
        )
      : Promise.resolve(null),
  ]);
  const address = (changes: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    const merged = { q: matrixQuery.q, page: matrixQuery.page, runsPage: runsQuery.page, ...changes };
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '' && !(key.endsWith('age') && value === 1))
        search.set(key, String(value));
    const text = search.toString();
    return text ? `${HREF}?${text}` : HREF;
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title="Exports"
        description="ONIX 3.0 feeds to each recipient, Crossref deposits and the catalogue as a spreadsheet: every title checked against the recipient’s rules before anything leaves."
      />

      {meetsGuard(user, AREA_RIGHTS.exports.create) ? (
        <section aria-labelledby="export-now" className="space-y-3">
          <h2 id="export-now" className="text-lg font-semibold">
            Export now
          </h2>
          <ExportForm targets={EXPORT_TARGETS.map(({ key, name, mode }) => ({ key, name, mode }))} />
        </section>
      ) : null}

      {report ? <RunReport run={report} /> : null}

      <details className="space-y-3">
        <summary className="cursor-pointer text-lg font-semibold">Recipients and their rules</summary>
        <RecipientsTable />
      </details>

      <section aria-labelledby="readiness" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="readiness" className="text-lg font-semibold">
            Readiness
          </h2>
          <form action={HREF} className="flex gap-2" role="search">
            <Input
              name="q"
              defaultValue={matrixQuery.q ?? ''}
              placeholder="Title or ISBN"
              aria-label="Search the titles"
              className="w-56"
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </form>
        </div>
        {typeof matrix === 'string' ? (
          <Failure title="Could not load the readiness matrix" message={matrix} retry={address({})} />
        ) : matrix.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No titles match.</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <caption className="sr-only">Titles against the recipients: what blocks each</caption>
                <thead className="border-b bg-muted/40 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Title
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      DOI
                    </th>
                    {RECIPIENTS.map((recipient) => (
                      <th key={recipient.key} scope="col" className="px-3 py-2 font-medium">
                        {recipient.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {matrix.items.map((row) => {
                    const task = blockedTitleTask(row, user.userId, now);
                    return (
                      <tr key={row.publicationId} className="border-b align-top last:border-0">
                        <th scope="row" className="px-3 py-2 text-left font-normal">
                          <Link
                            href={`/publications/manage/${row.publicationId}`}
                            className="font-medium hover:underline"
                          >
                            {row.title}
                          </Link>
                          <div className="font-mono text-xs text-muted-foreground">
                            {row.isbn} · {choiceLabel(PUBLICATION_FORMAT, row.format)}
                            {row.status === 'withdrawn' ? ' · withdrawn' : ''}
                          </div>
                          {task ? (
                            <div className="mt-1">
                              <CreateTaskButton
                                request={{ path: '/api/tasks', body: task }}
                                label={`the blockers of ${row.title}`}
                              />
                            </div>
                          ) : null}
                        </th>
                        <td className="px-3 py-2 text-xs">
                          {row.doiState === 'none'
                            ? DASH
                            : row.doiState === 'deposited'
                              ? 'Deposited'
                              : 'Generated'}
                        </td>
                        {row.cells.map((cell) => (
                          <td key={cell.target} className="px-3 py-2">
                            <ReadinessCell cell={cell} />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <PageLinks meta={matrix.meta} noun="titles" href={(page) => address({ page })} />
          </>
        )}
      </section>

      <section aria-labelledby="history" className="space-y-3">
        <h2 id="history" className="text-lg font-semibold">
          History
        </h2>
        {typeof runs === 'string' ? (
          <Failure title="Could not load the export runs" message={runs} retry={address({})} />
        ) : runs.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No exports yet.</p>
        ) : (
          <>
            <PlainTable
              caption="Export runs, newest first"
              headers={['When', 'Recipient', 'File', 'By', 'Included', 'Deletes', 'Blocked', 'Status']}
            >
              {runs.items.map((run) => (
                <tr key={run.runId} className="border-b align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDayAndTime(run.createdAt)}</td>
                  <td className="px-3 py-2">
                    {exportTargetName(run.target)}
                    <div className="text-xs text-muted-foreground">
                      {run.mode === 'delta' ? 'Changes' : 'Full'}
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    {run.fileId && run.fileName ? (
                      <a
                        href={`/api/files/${run.fileId}/content`}
                        download={run.fileName}
                        className="hover:underline"
                      >
                        {run.fileName}
                      </a>
                    ) : (
                      DASH
                    )}
                    {run.checksum ? (
                      <div className="font-mono text-xs text-muted-foreground" title={run.checksum}>
                        SHA-256 {run.checksum.slice(0, 12)}…
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{run.requestedBy ?? DASH}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(run.includedCount)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(run.deletedCount)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {run.blockedCount > 0 ? (
                      <Link href={address({ run: run.runId }) + '#report'} className="hover:underline">
                        {formatNumber(run.blockedCount)}
                      </Link>
                    ) : (
                      formatNumber(run.blockedCount)
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Badge
                      variant={
                        run.status === 'failed'
                          ? 'destructive'
                          : run.status === 'completed'
                            ? 'success'
                            : 'secondary'
                      }
                    >
                      {run.status === 'completed'
                        ? 'Completed'
                        : run.status === 'failed'
                          ? 'Failed'
                          : 'Running'}
                    </Badge>
                    {run.error ? <div className="mt-1 text-xs text-destructive">{run.error}</div> : null}
                  </td>
                </tr>
              ))}
            </PlainTable>
            <PageLinks meta={runs.meta} noun="runs" href={(page) => address({ runsPage: page })} />
          </>
        )}
      </section>
    </div>
  );
}

function RunReport({ run }: { run: ExportRun }) {
  return (
    <section id="report" aria-labelledby="report-heading" className="space-y-2 rounded-md border p-4">
      <h2 id="report-heading" className="text-lg font-semibold">
        {exportTargetName(run.target)}, {formatDayAndTime(run.createdAt)}
      </h2>
      <p className="text-sm">
        {run.status === 'failed'
          ? `The export failed: ${run.error ?? 'no reason was recorded'}.`
          : `${formatNumber(run.includedCount)} sent, ${formatNumber(run.deletedCount)} as deletes, ${formatNumber(run.blockedCount)} left out.`}
        {run.deliveredTo ? ` Delivered to ${run.deliveredTo}.` : ''}
      </p>
      {run.blocked.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {run.blocked.map((entry) => (
            <li key={entry.publicationId}>
              <Link
                href={`/publications/manage/${entry.publicationId}`}
                className="font-medium hover:underline"
              >
                {entry.title}
              </Link>{' '}
              <span className="font-mono text-xs text-muted-foreground">{entry.isbn}</span>:{' '}
              {entry.reasons.split('\n').join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Failure({ title, message, retry }: { title: string; message: string; retry: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" asChild>
          <a href={retry}>Try again</a>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
