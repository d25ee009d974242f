'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { CheckCircle2Icon, DownloadIcon, FileUpIcon, TriangleAlertIcon } from '@/components/icons';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  MAX_IMPORT_ROWS,
  importProgressSchema,
  importReportSchema,
  importTemplateRows,
  suggestMapping,
  type ImportColumnSpec,
  type ImportReport,
  type ImportRowIssue,
} from '@/lib/area/import';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { csvDocument, parseCsv } from '@/lib/contract/csv';
import { errorEnvelope, okEnvelope } from '@/lib/contract/envelope';
import { formatNumber } from '@/lib/format';
import { readSpreadsheet } from './spreadsheet';

const NOT_IN_FILE = '__none__';
/*
 * The request gate (proxy.ts) lets request bodies of up to 10 MB through (Next's
 * proxyClientMaxBodySize); the file travels inside JSON, so a little room is kept. Ten thousand
 * rows with a paragraph of text each take about half of it.
 */
const MAX_UPLOAD_BYTES = 9_000_000;
/** Columns of the preview: the first few, so that it fits beside the check. */
const PREVIEW_COLUMNS = 7;
const reportEnvelope = okEnvelope(importReportSchema);

interface LoadedFile {
  name: string;
  text: string;
  headers: string[];
  rows: number;
}

type Stage =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'checked'; report: ImportReport }
  | { step: 'importing'; written: number; total: number }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string; issues: ImportRowIssue[] };

/** What the wizard imports: the area's API path, its nouns, its list and its import columns. */
export interface ImportTarget {
  path: string;
  noun: { one: string; many: string };
  listHref: string;
  columns: readonly ImportColumnSpec[];
  /** What becomes of each row ("Each row becomes a commissioning in the proposal stage."). */
  outcome: string;
}

/** `rows.12.editor` from a refused commit → line 12, field editor. */
function rowIssues(issues: readonly { path: string; message: string }[]): ImportRowIssue[] {
  return issues.flatMap((issue) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(issue.path);
    return match ? [{ line: Number(match[1]), field: match[2] ?? '', message: issue.message }] : [];
  });
}

/**
 * An area's import page: choose a CSV or Excel file, match its columns to the fields, see every row's
 * errors before anything is written, then write all rows in one transaction (or none), watching progress.
 */
export function ImportWizard({ target }: { target: ImportTarget }) {
  const { columns, noun } = target;
  const endpoint = `/api/${target.path}/import`;
  const labelOf = new Map(columns.map((column) => [column.key, column.label]));
  const [file, setFile] = React.useState<LoadedFile | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [mapping, setMapping] = React.useState<Record<string, string | null> | null>(null);
  const [stage, setStage] = React.useState<Stage>({ step: 'choose' });
  const busy = stage.step === 'checking' || stage.step === 'importing';

  async function choose(chosen: File | undefined) {
    setStage({ step: 'choose' });
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setFile(null);
      setFileError(
        `The file is larger than 9 MB: split it into smaller files and import them one after the other.`,
      );
      return;
    }
    let text: string;
    try {
      text = /\.xlsx$/i.test(chosen.name) ? await readSpreadsheet(chosen) : await chosen.text();
    } catch {
      setFile(null);
      setFileError('The file could not be read as an Excel workbook (.xlsx). Save it again, or as CSV.');
      return;
    }
    const parsed = parseCsv(text);
    const [header, ...rows] = parsed.records;
    if (!header || rows.length === 0) {
      setFile(null);
      setFileError('The file has no rows under its header line.');
      return;
    }
    if (rows.length > MAX_IMPORT_ROWS) {
      setFile(null);
      setFileError(
        `The file has ${formatNumber(rows.length)} rows: at most ${formatNumber(MAX_IMPORT_ROWS)} can be imported at a time.`,
      );
      return;
    }
    const headers = header.fields.map((field) => field.trim());
    setFile({ name: chosen.name, text, headers, rows: rows.length });
    // A corrected file with the same columns keeps the matching chosen for the first.
    setMapping((current) =>
      current && Object.values(current).every((column) => column === null || headers.includes(column))
        ? current
        : suggestMapping(columns, headers),
    );
  }

  const missingRequired = columns.filter((column) => column.required && !mapping?.[column.key]);

  async function check() {
    if (!file || !mapping) return;
    setStage({ step: 'checking' });
    try {
      const answer = await fetchJson(endpoint, reportEnvelope, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'dry-run', csv: file.text, mapping }),
      });
      setStage({ step: 'checked', report: answer.data });
    } catch (error) {
      setStage({
        step: 'failed',
        message: error instanceof ApiError ? error.message : 'The server could not be reached.',
        issues: [],
      });
    }
  }

  async function commit() {
    if (!file || !mapping || stage.step !== 'checked') return;
    setStage({ step: 'importing', written: 0, total: stage.report.totalRows });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify({ mode: 'commit', csv: file.text, mapping }),
      });
      if (!response.ok || !response.body) {
        const failure = errorEnvelope.safeParse(await response.json().catch(() => undefined));
        setStage({
          step: 'failed',
          message: failure.success
            ? failure.data.error
            : `The import failed (HTTP ${response.status}); nothing was written.`,
          issues: failure.success ? rowIssues(failure.data.issues ?? []) : [],
        });
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const message = importProgressSchema.parse(JSON.parse(line));
          if (message.type === 'progress')
            setStage({ step: 'importing', written: message.written, total: message.total });
          else if (message.type === 'done') setStage({ step: 'done', report: message.report });
          else setStage({ step: 'failed', message: message.error, issues: rowIssues(message.issues) });
        }
      }
    } catch {
      setStage({
        step: 'failed',
        message:
          'The connection was lost during the import. Check the list before trying again: the import is all or nothing.',
        issues: [],
      });
    }
  }

  function restart() {
    setFile(null);
    setStage({ step: 'choose' });
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="step-file" className="space-y-4">
        <h2 id="step-file" className="text-lg font-semibold">
          1. Choose the file
        </h2>
        <p className="text-sm text-muted-foreground">
          A CSV or Excel (.xlsx) file with a header line, up to {formatNumber(MAX_IMPORT_ROWS)} rows.{' '}
          {target.outcome} Nothing is written until every row is right.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="import-file">CSV or Excel file</Label>
            <Input
              id="import-file"
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              className="w-80!"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </div>
          <Button variant="outline" asChild>
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(csvDocument(importTemplateRows(columns)))}`}
              download={`${target.path}-template.csv`}
            >
              <DownloadIcon aria-hidden="true" />
              Download the template
            </a>
          </Button>
        </div>
        {fileError ? (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        ) : null}
        {file ? (
          <p className="text-sm">
            <FileUpIcon className="mr-1 inline size-4" aria-hidden="true" />
            {file.name}: {formatNumber(file.rows)} rows, {file.headers.length} columns
          </p>
        ) : null}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">The columns</summary>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            {columns.map((column) => (
              <React.Fragment key={column.key}>
                <dt className="font-mono">
                  {column.header}
                  {column.required ? ' *' : ''}
                </dt>
                <dd className="text-muted-foreground">{column.hint}</dd>
              </React.Fragment>
            ))}
          </dl>
        </details>
      </section>

      {file && mapping ? (
        <section aria-labelledby="step-columns" className="space-y-4">
          <h2 id="step-columns" className="text-lg font-semibold">
            2. Match the columns
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {columns.map((column) => {
              const id = `map-${column.key}`;
              return (
                <div key={column.key} className="grid gap-2">
                  <Label htmlFor={id}>
                    {column.label}
                    {column.required ? <span aria-hidden="true">*</span> : null}
                  </Label>
                  <Select
                    value={mapping[column.key] ?? NOT_IN_FILE}
                    disabled={busy}
                    onValueChange={(value) => {
                      setMapping({ ...mapping, [column.key]: value === NOT_IN_FILE ? null : value });
                      setStage({ step: 'choose' });
                    }}
                  >
                    <SelectTrigger
                      id={id}
                      className="w-full"
                      aria-invalid={column.required && !mapping[column.key]}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NOT_IN_FILE}>
                        {column.required ? 'Choose a column' : 'Not in the file'}
                      </SelectItem>
                      {file.headers.map((header, index) =>
                        header ? (
                          <SelectItem key={`${header}-${index}`} value={header}>
                            {header}
                          </SelectItem>
                        ) : null,
                      )}
                    </SelectContent>
                  </Select>
                </div>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void check()} disabled={busy || missingRequired.length > 0}>
              {stage.step === 'checking' ? <Spinner label="" /> : null}
              Check {formatNumber(file.rows)} rows
            </Button>
            {missingRequired.length > 0 ? (
              <p className="text-sm text-muted-foreground">
                Choose the column for{' '}
                {missingRequired.map((column) => column.label.toLowerCase()).join(' and ')}.
              </p>
            ) : null}
            {stage.step === 'checking' ? (
              <p role="status" className="text-sm text-muted-foreground">
                Checking every row; nothing is written yet…
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      {stage.step === 'checked' ||
      stage.step === 'importing' ||
      stage.step === 'done' ||
      stage.step === 'failed' ? (
        <section aria-labelledby="step-result" className="space-y-4">
          <h2 id="step-result" className="text-lg font-semibold">
            3. Check and import
          </h2>
          {stage.step === 'checked' ? (
            <CheckResult report={stage.report} columns={columns} noun={noun} onImport={() => void commit()} />
          ) : null}
          {stage.step === 'importing' ? <Progress written={stage.written} total={stage.total} /> : null}
          {stage.step === 'done' ? (
            <Alert>
              <CheckCircle2Icon aria-hidden="true" />
              <AlertTitle>
                Imported {formatNumber(stage.report.created)} {noun.many}
              </AlertTitle>
              <AlertDescription>
                <p>All rows were written in one go, in {(stage.report.durationMs / 1000).toFixed(1)} s.</p>
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link href={`${target.listHref}?sort=-createdDate`}>See them in the list</Link>
                  </Button>
                  <Button variant="outline" size="sm" onClick={restart}>
                    Import another file
                  </Button>
                </div>
              </AlertDescription>
            </Alert>
          ) : null}
          {stage.step === 'failed' ? (
            <div className="space-y-4">
              <Alert variant="destructive">
                <TriangleAlertIcon aria-hidden="true" />
                <AlertTitle>Nothing was imported</AlertTitle>
                <AlertDescription>
                  <p>{stage.message}</p>
                </AlertDescription>
              </Alert>
              {stage.issues.length > 0 ? <IssueTable issues={stage.issues} labelOf={labelOf} /> : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function Progress({ written, total }: { written: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((written / total) * 100);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={written}
        aria-valuetext={`${formatNumber(written)} of ${formatNumber(total)} rows written`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Writing {formatNumber(written)} of {formatNumber(total)} rows… Nothing is kept unless every row is
        written.
      </p>
    </div>
  );
}

function IssueTable({
  issues,
  labelOf,
}: {
  issues: readonly ImportRowIssue[];
  labelOf: ReadonlyMap<string, string>;
}) {
  return (
    <div className="max-h-96 overflow-y-auto rounded-md border">
      <Table>
        <caption className="sr-only">Errors by row</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">Line</TableHead>
            <TableHead className="w-48">Column</TableHead>
            <TableHead>Error</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {issues.map((issue, index) => (
            <TableRow key={`${issue.line}-${issue.field}-${index}`}>
              <TableCell className="tabular-nums">{issue.line}</TableCell>
              <TableCell>{labelOf.get(issue.field) ?? issue.field}</TableCell>
              <TableCell wrap>{issue.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function CheckResult({
  report,
  columns,
  noun,
  onImport,
}: {
  report: ImportReport;
  columns: readonly ImportColumnSpec[];
  noun: ImportTarget['noun'];
  onImport: () => void;
}) {
  const errorsByLine = new Map<number, ImportRowIssue[]>();
  for (const issue of report.issues)
    errorsByLine.set(issue.line, [...(errorsByLine.get(issue.line) ?? []), issue]);
  const shown = columns.slice(0, PREVIEW_COLUMNS);
  return (
    <div className="space-y-4">
      {report.invalidRows > 0 ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>
            {formatNumber(report.invalidRows)} of {formatNumber(report.totalRows)} rows have errors
          </AlertTitle>
          <AlertDescription>
            <p>
              Nothing will be imported until every row is right. Correct the file, then choose it again above.
              {report.issuesTruncated
                ? ` The first ${formatNumber(report.issues.length)} errors are listed.`
                : ''}
            </p>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert>
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle>All {formatNumber(report.totalRows)} rows are ready</AlertTitle>
          <AlertDescription>
            <p>Importing writes them all in one transaction.</p>
            <Button onClick={onImport}>
              Import {formatNumber(report.totalRows)} {report.totalRows === 1 ? noun.one : noun.many}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {report.issues.length > 0 ? (
        <IssueTable issues={report.issues} labelOf={new Map(columns.map((c) => [c.key, c.label]))} />
      ) : null}
      <div className="space-y-2">
        <h3 className="font-medium">Preview</h3>
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <caption className="sr-only">The first rows, and the rows with errors</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                {shown.map((column) => (
                  <TableHead key={column.key}>{column.label}</TableHead>
                ))}
                <TableHead>Check</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.preview.map((row) => (
                <TableRow key={row.line} data-state={row.valid ? undefined : 'selected'}>
                  <TableCell className="tabular-nums">{row.line}</TableCell>
                  {shown.map((column) => (
                    <TableCell key={column.key} wrap className="max-w-64">
                      {row.cells[column.key] || '—'}
                    </TableCell>
                  ))}
                  <TableCell wrap>
                    {row.valid ? (
                      <span className="text-success">Ready</span>
                    ) : (
                      <span className="text-destructive">
                        {(errorsByLine.get(row.line) ?? []).map((issue) => issue.message).join(' ') ||
                          'Has errors'}
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
    </div>
  );
}
