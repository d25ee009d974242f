import { webWorkers } from '../scripts/web-workers.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbKind, PreparedDataset } from './dataset';
import type { ExportMeasurement } from './export-run';
import { FIRST_LOAD_JS_GZIP_GOAL, type FirstLoad } from './first-load-js';
import { EXPORT_GOAL_S, verdictText, type Verdict } from './goals';
import type { MachineInfo } from './machine';
import type { Measurement } from './measure';
import type { TargetKind } from './targets';
import type { BenchOptions } from './options';

export type DatasetSummary = Omit<PreparedDataset, 'server'> & {
  /** Making the fresh copies this run's phases ran on. */
  copyMs: number;
};

export type Measured = Measurement & { verdict: Verdict | null };
export type MeasuredExport = ExportMeasurement & { verdict: Verdict };

export interface BenchResults {
  date: string;
  startedAt: string;
  finishedAt: string;
  elapsedS: number;
  estimatedS: number;
  options: BenchOptions;
  machine: MachineInfo;
  build: { ms: number | null; reason: string | null };
  datasets: DatasetSummary[];
  skipped: { db: DbKind; reason: string }[];
  measurements: Measured[];
  exports: MeasuredExport[];
  firstLoad: (FirstLoad & { met: boolean })[];
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Formatting

const ms = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : value.toFixed(1);
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const seconds = (millis: number | null): string =>
  millis === null ? '—' : `${(millis / 1000).toFixed(1)} s`;

/** A Markdown table whose columns line up in a terminal too. */
function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly number[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const cell = (text: string, column: number): string =>
    right.includes(column) ? text.padStart(widths[column] ?? 0) : text.padEnd(widths[column] ?? 0);
  const line = (cells: readonly string[]): string =>
    `| ${headers.map((_, column) => cell(cells[column] ?? '', column)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (right.includes(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

function errorsCell(measurement: Measurement): string {
  if (!measurement.stats) return measurement.note ?? 'not measured';
  const { errors, non2xx } = measurement.stats;
  const total = errors + non2xx;
  return non2xx > 0 ? `${total} (${non2xx} non-2xx)` : String(total);
}

const KINDS: readonly { kind: TargetKind; title: string }[] = [
  { kind: 'page', title: 'Server-rendered pages (document loads: a new tab, a reload, a link from outside)' },
  {
    kind: 'navigation',
    title: 'The same pages opened from inside the app (client navigation: the page, without the shell)',
  },
  { kind: 'bff', title: 'BFF calls (the browser’s calls, through the web app)' },
  { kind: 'upstream', title: 'The same calls on the bare upstream' },
  { kind: 'sign-in', title: 'Sign-in (the password hash dominates)' },
];
const DB_ORDER: readonly DbKind[] = ['postgres', 'pglite'];

/** By kind, then target in the order measured, so a target's rows on both databases sit together. */
function ordered(measurements: readonly Measured[]): Measured[] {
  const firstSeen = new Map<string, number>();
  measurements.forEach((measurement, index) => {
    if (!firstSeen.has(measurement.target)) firstSeen.set(measurement.target, index);
  });
  const kindRank = (measurement: Measured): number =>
    KINDS.findIndex((entry) => entry.kind === measurement.kind);
  return [...measurements].sort(
    (a, b) =>
      kindRank(a) - kindRank(b) ||
      (firstSeen.get(a.target) ?? 0) - (firstSeen.get(b.target) ?? 0) ||
      DB_ORDER.indexOf(a.db) - DB_ORDER.indexOf(b.db) ||
      a.concurrency - b.concurrency,
  );
}

export function resultsTable(results: BenchResults, kind?: TargetKind): string {
  const measurements = results.measurements.filter((measurement) => !kind || measurement.kind === kind);
  const rows = ordered(measurements).map((measurement) => [
    measurement.target,
    measurement.db,
    String(measurement.concurrency),
    measurement.stats ? measurement.stats.rps.toFixed(1) : '—',
    ms(measurement.stats?.p50),
    ms(measurement.stats?.p95),
    ms(measurement.stats?.p99),
    errorsCell(measurement),
    verdictText(measurement.verdict),
  ]);
  return table(
    ['target', 'db', 'conc', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'target met?'],
    rows,
    [2, 3, 4, 5, 6],
  );
}

function resultsSections(results: BenchResults): string[] {
  return KINDS.filter(({ kind }) =>
    results.measurements.some((measurement) => measurement.kind === kind),
  ).flatMap(({ kind, title }) => [`### ${title}`, '', resultsTable(results, kind), '']);
}

export function firstLoadTable(results: BenchResults): string {
  const rows = results.firstLoad.map((page) => [
    page.route,
    String(page.status),
    String(page.js.files),
    kb(page.js.raw),
    kb(page.js.gzip),
    kb(page.css.raw),
    kb(page.css.gzip),
    kb(page.html.gzip),
    page.status >= 200 && page.status < 300 ? (page.met ? 'yes' : 'NO') : 'not a page yet',
  ]);
  return table(
    [
      'page',
      'status',
      'JS files',
      'JS kB',
      'JS kB gzip',
      'CSS kB',
      'CSS kB gzip',
      'HTML kB gzip',
      `JS ≤ ${FIRST_LOAD_JS_GZIP_GOAL / 1000} kB gzip?`,
    ],
    rows,
    [1, 2, 3, 4, 5, 6, 7],
  );
}

function bffTable(results: BenchResults): string {
  const rows = results.measurements
    .filter((measurement) => measurement.kind === 'bff' && measurement.concurrency === 1)
    .map((measurement) => {
      const upstreamName = measurement.target.replace(/^bff \/api\//, 'upstream /');
      const twin = results.measurements.find(
        (other) => other.target === upstreamName && other.db === measurement.db && other.concurrency === 1,
      );
      const bff = measurement.stats?.p50 ?? null;
      const bare = twin?.stats?.p50 ?? null;
      return [
        measurement.target.replace(/^bff /, ''),
        measurement.db,
        ms(bff),
        ms(bare),
        bff === null || bare === null ? '—' : (bff - bare).toFixed(1),
      ];
    });
  return table(['call', 'db', 'BFF p50 ms', 'bare upstream p50 ms', 'added ms'], rows, [2, 3, 4]);
}

export function exportsTable(results: BenchResults): string {
  const rows = results.exports.map((measured) => [
    measured.db,
    measured.run ? String(measured.run.includedCount) : '—',
    measured.run ? String(measured.run.blockedCount) : '—',
    measured.run?.sizeBytes ? (measured.run.sizeBytes / 1e6).toFixed(1) : '—',
    measured.seconds.toFixed(1),
    verdictText(measured.verdict),
  ]);
  return table(
    ['db', 'products included', 'blocked', 'file MB', 'seconds', 'target met?'],
    rows,
    [1, 2, 3, 4],
  );
}

function datasetsTable(results: BenchResults): string {
  const rows = results.datasets.map((dataset) => [
    dataset.kind,
    dataset.serverVersion,
    String(dataset.scale),
    dataset.today,
    String(dataset.rows.order_lines ?? 0),
    String(dataset.rows.orders ?? 0),
    String(dataset.rows.publications ?? 0),
    String(dataset.rows.contacts ?? 0),
    dataset.reused
      ? `reused (made ${dataset.createdAt.slice(0, 10)} in ${seconds(dataset.seedMs)})`
      : seconds(dataset.seedMs),
    seconds(dataset.copyMs),
  ]);
  return table(
    [
      'db',
      'version',
      'scale',
      'seeded as of',
      'order lines',
      'orders',
      'publications',
      'contacts',
      'seeding',
      'fresh copies',
    ],
    rows,
    [2, 4, 5, 6, 7],
  );
}

function machineLines(machine: MachineInfo): string[] {
  const serverProcesses = webWorkers({ DATABASE_URL: 'postgres://bench' }, machine.cores);
  return [
    `- CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memoryGb} GB; ${machine.os}`,
    `- Node ${machine.node}, Next ${machine.next}, PGlite ${machine.pglite}`,
    `- Web server (npm run serve): ${serverProcesses} processes on PostgreSQL (one per core), 1 on PGlite`,
    `- Commit ${machine.commit}${machine.dirty ? ' with uncommitted changes' : ''}`,
    `- Load average at the start: ${machine.loadAverage.join(', ')}`,
  ];
}

export function goalLines(results: BenchResults): string[] {
  const verdicts = results.measurements.filter((measurement) => measurement.verdict);
  const missed = verdicts.filter((measurement) => measurement.verdict?.met === false);
  const unmeasured = verdicts.filter((measurement) => measurement.verdict?.met === null);
  const pages = results.firstLoad.filter((page) => page.status >= 200 && page.status < 300);
  const heavy = pages.filter((page) => !page.met);
  const exportsMissed = results.exports.filter((measured) => measured.verdict.met === false);
  const exportsUnmeasured = results.exports.filter((measured) => measured.verdict.met === null);
  return [
    `- Latency targets: ${verdicts.length - missed.length - unmeasured.length} of ${verdicts.length} met` +
      (unmeasured.length ? `, ${unmeasured.length} not measured` : '') +
      (missed.length
        ? `; missed: ${missed.map((m) => `${m.target} (${m.db}, c${m.concurrency})`).join('; ')}`
        : ''),
    pages.length === 0
      ? '- First-load JS: not measured (no page answered 2xx, or none was selected)'
      : `- First-load JS ≤ ${FIRST_LOAD_JS_GZIP_GOAL / 1000} kB gzipped: ${pages.length - heavy.length} of ${pages.length} pages` +
        (heavy.length
          ? `; over: ${heavy.map((page) => `${page.route} (${kb(page.js.gzip)} kB)`).join('; ')}`
          : ''),
    results.exports.length === 0
      ? '- Export goal: not measured (no export was selected)'
      : `- Export goal, a full ONIX file in under ${EXPORT_GOAL_S} s: ` +
        `${results.exports.length - exportsMissed.length - exportsUnmeasured.length} of ${results.exports.length} met` +
        (exportsUnmeasured.length
          ? `, ${exportsUnmeasured.length} not measured (${exportsUnmeasured.map((m) => `${m.db}: ${m.verdict.detail ?? ''}`).join('; ')})`
          : '') +
        (exportsMissed.length
          ? `; missed: ${exportsMissed.map((m) => `${m.db} (${m.verdict.detail ?? ''})`).join('; ')}`
          : ''),
  ];
}

export function markdown(results: BenchResults): string {
  const { options } = results;
  return [
    `# Colophon benchmark, ${results.date}`,
    '',
    `Scale ${options.scale}, ${options.duration} s per measurement, concurrency 1 and 10, on 127.0.0.1 with autocannon` +
      `${options.only ? `, only targets matching "${options.only}"` : ''}. ` +
      `The run took ${(results.elapsedS / 60).toFixed(1)} min (estimated ${(results.estimatedS / 60).toFixed(1)}); ` +
      `build ${results.build.reason ? `${seconds(results.build.ms)} (${results.build.reason})` : 'reused'}.`,
    '',
    '## Machine',
    '',
    ...machineLines(results.machine),
    '',
    '## Data sets',
    '',
    datasetsTable(results),
    '',
    ...(results.skipped.length
      ? ['Skipped:', '', ...results.skipped.map((skip) => `- ${skip.db}: ${skip.reason}`), '']
      : []),
    '## Against the targets',
    '',
    ...goalLines(results),
    '',
    '## Requests',
    '',
    'Latencies are of the 2xx answers; req/s counts 2xx answers only; errors are connection errors and timeouts plus non-2xx answers.',
    'Pages and BFF calls carry the session cookie of the demo user `admin`; bare upstream calls its bearer token.',
    '',
    ...resultsSections(results),
    '## What the BFF adds (concurrency 1)',
    '',
    bffTable(results),
    '',
    '## Exports',
    '',
    'One full ONIX run for the recipient `onix-full` on the bare upstream, timed from the request to the whole',
    'answer (the file written and stored). Products included are those in the file; blocked, those the pre-flight left out.',
    '',
    results.exports.length > 0 ? exportsTable(results) : 'Not measured: no export was selected.',
    '',
    '## First-load JavaScript and CSS',
    '',
    'What the browser loads for each page as the signed-in user gets it: `<script src>`, script preloads and the client',
    'chunks named in the RSC payload, and stylesheets; sizes of the files of the build, gzipped at level 9. kB = 1000 bytes.',
    '',
    results.firstLoad.length > 0 ? firstLoadTable(results) : 'Not measured: no page was selected.',
    '',
    '## Notes',
    '',
    ...results.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** Writes `bench/results/<date>.md` and `.json` (a second run on the same day replaces them). */
export function writeResults(
  results: BenchResults,
  folder: string,
): { markdownFile: string; jsonFile: string } {
  mkdirSync(folder, { recursive: true });
  const markdownFile = path.join(folder, `${results.date}.md`);
  const jsonFile = path.join(folder, `${results.date}.json`);
  writeFileSync(markdownFile, markdown(results));
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  return { markdownFile, jsonFile };
}
