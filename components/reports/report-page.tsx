import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { DownloadIcon } from '@/components/icons';

import { FilterSelect } from '@/components/data-table/filter-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { Report, ReportColumn, ReportTable } from '@/lib/contract/reports';
import { formatChange, formatDay } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { cellText, figureChange, figureText } from '@/lib/reports/cells';
import {
  PERIOD_PRESETS,
  PERIOD_PRESET_LABELS,
  REPORT_TITLES,
  presetPeriod,
  type PeriodPreset,
  type ReportName,
} from '@/lib/reports/period';
import { UpstreamError, failureMessage } from '@/lib/upstream/errors';
import { readReport } from '@/lib/upstream/reports';
import { ReportChart } from './chart';
import { PrintButton } from './print-button';

/*
 * A report's page, the same for every report: the period (presets or custom days) and the report's
 * own filters in the address, its headline figures against the previous period, and each table with
 * its chart, a CSV file of it, and the whole report as XLSX. Rendered on the server; the only script
 * of its own is the Print button.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A filter of a report: a fixed list of choices, choices drawn from one of its tables, or a code typed. */
export type ReportFilter =
  | { name: string; label: string; options: readonly { value: string; label: string }[] }
  | { name: string; label: string; fromTable: { table: string; value: string; label: string } }
  | { name: string; label: string; pattern: string; placeholder: string };

export interface ReportPageSpec {
  description: string;
  filters?: readonly ReportFilter[];
  /** The label of the XLSX download (Tax Reports calls it the accountant's pack). */
  workbookLabel?: string;
  defaultPreset?: Exclude<PeriodPreset, 'custom'>;
}

const HREFS: Record<ReportName, string> = {
  sales: '/reports/sales',
  expenses: '/reports/expenses',
  commissionings: '/reports/commissionings',
  contracts: '/reports/contracts',
  logins: '/reports/logins',
  accountant: '/reports/accountant',
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

const isPreset = (value: string): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value);

const numeric = (column: ReportColumn) => column.kind !== 'text' && column.kind !== 'date';

/*
 * A listing (the reverse-charge sales of a quarter) can run to hundreds of rows: the page shows the first
 * ones and says how many there are, with every row one link away, in print, and in the CSV and XLSX files.
 * Drawing every row made a long report several times slower to open.
 */
const SHOWN_ROWS = 50;

function ReportTableSection({
  report,
  table,
  query,
  allRowsHref,
}: {
  report: Report;
  table: ReportTable;
  query: string;
  /** Where the whole table is shown, when this one is cut to its first rows; null when it is whole. */
  allRowsHref: string | null;
}) {
  const id = `table-${table.id}`;
  const cut = allRowsHref !== null && table.rows.length > SHOWN_ROWS;
  const rows = cut ? table.rows.slice(0, SHOWN_ROWS) : table.rows;
  const csvHref = `/api/reports/${report.name}/export?${query}&as=csv&table=${table.id}`;
  return (
    <Card className="break-inside-avoid-page" aria-labelledby={`${id}-title`} role="region">
      <CardHeader orientation="horizontal" className="items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {table.title}
          </h2>
          {table.description ? <p className="text-sm text-muted-foreground">{table.description}</p> : null}
        </div>
        <Button asChild variant="ghost" size="sm" data-print-hide>
          <a href={csvHref} download aria-label={`Download ${table.title} as CSV`}>
            <DownloadIcon aria-hidden="true" />
            CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <ReportChart table={table} tableId={id} />
        <Table
          id={id}
          aria-label={table.title}
          containerProps={{ tabIndex: 0, role: 'region', 'aria-label': `${table.title}, table` }}
        >
          <TableHeader>
            <TableRow>
              {table.columns.map((column) => (
                <TableHead key={column.key} scope="col" align={numeric(column) ? 'end' : 'start'}>
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={table.columns.length} className="h-16 text-center text-muted-foreground">
                  {table.empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={index}>
                  {table.columns.map((column) => (
                    <TableCell
                      key={column.key}
                      className={numeric(column) ? 'text-end tabular-nums' : undefined}
                    >
                      {cellText(column, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
          {table.total && table.rows.length > 0 ? (
            <TableFooter>
              <TableRow>
                {table.columns.map((column, index) => (
                  <TableCell
                    key={column.key}
                    className={numeric(column) ? 'text-end font-semibold tabular-nums' : 'font-semibold'}
                  >
                    {index === 0
                      ? cut
                        ? `Total of all ${table.rows.length} rows`
                        : 'Total'
                      : table.total && numeric(column)
                        ? cellText(column, table.total)
                        : ''}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
        {cut ? (
          <p className="text-sm text-muted-foreground" data-print-hide>
            The first {SHOWN_ROWS} of {table.rows.length} rows.{' '}
            <Link href={allRowsHref} className="font-medium text-foreground underline underline-offset-4">
              Show all {table.rows.length} rows
            </Link>{' '}
            (the CSV has them all).
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {report.figures.map((figure) => {
        const change = figureChange(figure);
        return (
          <Card key={figure.label} size="sm">
            <CardContent className="space-y-1">
              <h2 className="text-sm font-medium">{figure.label}</h2>
              <p className="text-2xl font-bold tabular-nums">{figureText(figure, figure.value)}</p>
              {figure.previous !== null ? (
                <p className="text-xs text-muted-foreground">
                  {change === null ? 'New this period' : `${formatChange(change)}`} · previous period{' '}
                  {figureText(figure, figure.previous)}
                </p>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}

/** The page of one report; `export default reportPage('sales', {...})` in its folder. */
export function reportPage(name: ReportName, spec: ReportPageSpec) {
  const href = HREFS[name];
  const title = REPORT_TITLES[name];

  async function ReportPage({ searchParams }: { searchParams: SearchParams }) {
    const { caller } = await openPage(href);
    const params = await searchParams;
    const given = single(params.preset);
    const fromParam = single(params.from);
    const toParam = single(params.to);
    const preset: PeriodPreset = isPreset(given)
      ? given
      : fromParam || toParam
        ? 'custom'
        : (spec.defaultPreset ?? 'this-month');
    const today = new Date().toISOString().slice(0, 10);
    const period = preset === 'custom' ? { from: fromParam, to: toParam } : presetPeriod(preset, today);
    const filters = spec.filters ?? [];
    const dimensions = Object.fromEntries(
      filters.flatMap((filter) => {
        const value = single(params[filter.name]);
        return value ? [[filter.name, value]] : [];
      }),
    );
    const query: Record<string, string> = {
      ...(period.from ? { from: period.from } : {}),
      ...(period.to ? { to: period.to } : {}),
      ...dimensions,
    };
    const linkFor = (next: PeriodPreset) =>
      `${href}?${new URLSearchParams({ preset: next, ...(next === 'custom' ? query : dimensions) })}`;
    const allRows = single(params.rows) === 'all';
    const allRowsHref = `${linkFor(preset)}&rows=all`;

    const outcome = await readReport(caller, name, query).then(
      (report) => ({ report, error: null, issues: {} as Record<string, string> }),
      (error: unknown) => ({
        report: null,
        error: failureMessage(error, 'The report could not be read.'),
        issues: Object.fromEntries(
          (error instanceof UpstreamError ? (error.issues ?? []) : []).map((issue) => [
            issue.path,
            issue.message,
          ]),
        ),
      }),
    );
    const { report } = outcome;
    const apiQuery = new URLSearchParams(
      report ? { ...query, from: report.from, to: report.to } : query,
    ).toString();
    const fieldError = (field: string) =>
      outcome.issues[field] ? (
        <p id={`report-${field}-error`} className="text-sm text-destructive">
          {outcome.issues[field]}
        </p>
      ) : null;

    return (
      <div className="space-y-6" data-report={name}>
        <PageHeader
          title={title}
          description={
            report
              ? `${spec.description} ${formatDay(report.from)} to ${formatDay(report.to)}, compared with ${formatDay(report.previousFrom)} to ${formatDay(report.previousTo)}.`
              : spec.description
          }
          actions={
            report ? (
              <div className="flex flex-wrap gap-2" data-print-hide>
                <Button asChild>
                  <a href={`/api/reports/${name}/export?${apiQuery}&as=xlsx`} download>
                    <DownloadIcon aria-hidden="true" />
                    {spec.workbookLabel ?? 'Download XLSX'}
                  </a>
                </Button>
                <PrintButton
                  wholeReportHref={
                    !allRows && report.tables.some((table) => table.rows.length > SHOWN_ROWS)
                      ? `${allRowsHref}&print=1`
                      : null
                  }
                  printOnOpen={allRows && single(params.print) === '1'}
                />
              </div>
            ) : null
          }
        />
        <div className="space-y-3" data-print-hide>
          <nav aria-label="Period" className="flex flex-wrap gap-2">
            {PERIOD_PRESETS.filter((candidate) => candidate !== 'custom').map((candidate) => (
              <Button
                key={candidate}
                asChild
                size="sm"
                variant={candidate === preset ? 'secondary' : 'outline'}
              >
                <Link href={linkFor(candidate)} aria-current={candidate === preset ? 'page' : undefined}>
                  {PERIOD_PRESET_LABELS[candidate]}
                </Link>
              </Button>
            ))}
          </nav>
          <form
            method="get"
            action={href}
            className="flex flex-wrap items-end gap-3"
            aria-label="Report filters"
          >
            <input type="hidden" name="preset" value="custom" />
            <div className="grid gap-1.5">
              <Label htmlFor="report-from">From</Label>
              <Input
                id="report-from"
                name="from"
                type="date"
                defaultValue={report?.from ?? period.from}
                className="w-40"
                aria-invalid={outcome.issues.from ? true : undefined}
                aria-describedby={outcome.issues.from ? 'report-from-error' : undefined}
              />
              {fieldError('from')}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="report-to">To</Label>
              <Input
                id="report-to"
                name="to"
                type="date"
                defaultValue={report?.to ?? period.to}
                className="w-40"
                aria-invalid={outcome.issues.to ? true : undefined}
                aria-describedby={outcome.issues.to ? 'report-to-error' : undefined}
              />
              {fieldError('to')}
            </div>
            {filters.map((filter) => {
              const value = dimensions[filter.name] ?? '';
              if ('pattern' in filter)
                return (
                  <div key={filter.name} className="grid gap-1.5">
                    <Label htmlFor={`report-${filter.name}`}>{filter.label}</Label>
                    <Input
                      id={`report-${filter.name}`}
                      name={filter.name}
                      defaultValue={value}
                      pattern={filter.pattern}
                      placeholder={filter.placeholder}
                      className="w-40"
                    />
                    {fieldError(filter.name)}
                  </div>
                );
              const options =
                'options' in filter
                  ? filter.options
                  : (report?.tables.find((table) => table.id === filter.fromTable.table)?.rows ?? []).flatMap(
                      (row) => {
                        const option = row[filter.fromTable.value];
                        return typeof option === 'string' && /^\d+$/.test(option)
                          ? [{ value: option, label: String(row[filter.fromTable.label] ?? option) }]
                          : [];
                      },
                    );
              return (
                <div key={filter.name} className="grid gap-1.5">
                  <FilterSelect
                    id={`report-${filter.name}`}
                    name={filter.name}
                    label={filter.label}
                    value={value}
                    options={
                      value && !options.some((option) => option.value === value)
                        ? [...options, { value, label: value }]
                        : options
                    }
                    className="w-48"
                  />
                  {fieldError(filter.name)}
                </div>
              );
            })}
            <Button type="submit" variant="secondary">
              Apply
            </Button>
            <Button asChild variant="ghost">
              <Link href={href}>Clear</Link>
            </Button>
          </form>
        </div>
        {report ? (
          <>
            <Figures report={report} />
            {report.notes.map((note) => (
              <Alert key={note}>
                <AlertDescription>{note}</AlertDescription>
              </Alert>
            ))}
            {report.tables.map((table) => (
              <ReportTableSection
                key={table.id}
                report={report}
                table={table}
                query={apiQuery}
                allRowsHref={allRows ? null : allRowsHref}
              />
            ))}
          </>
        ) : (
          <Alert variant="destructive">
            <AlertTitle>Could not load the report</AlertTitle>
            <AlertDescription>
              {outcome.error}{' '}
              <Link href={href} className="underline underline-offset-4">
                Try again
              </Link>
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  }
  return ReportPage;
}

export const reportMetadata = (name: ReportName): Metadata => ({ title: REPORT_TITLES[name] });
