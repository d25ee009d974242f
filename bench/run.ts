// `npm run bench`: how fast Colophon is at a publisher's scale. See README, "Benchmarks".
import path from 'node:path';
import { estimate, type DatabasePlan } from './budget';
import {
  dropRunCopy,
  freshRunCopy,
  hasCurrentDescription,
  postgresUnreachable,
  type DbKind,
  type PreparedDataset,
  type ServerDatabase,
  SAMPLED_AREAS,
} from './dataset';
import { measureExport, type ExportMeasurement } from './export-run';
import { FIRST_LOAD_JS_GZIP_GOAL, firstLoadOf, type FirstLoad } from './first-load-js';
import { exportVerdict, verdictOf } from './goals';
import { machineInfo } from './machine';
import {
  measureTarget,
  SERVER_WARM_UP_PER_MEASURED_SECOND,
  warmUpServer,
  type Credentials,
  type Measurement,
} from './measure';
import { readOptions, USAGE, type BenchOptions } from './options';
import { PARTIAL_RESULTS_DIR, RESULTS_DIR } from './paths';
import {
  exportsTable,
  firstLoadTable,
  goalLines,
  resultsTable,
  writeResults,
  type BenchResults,
  type DatasetSummary,
} from './report';
import {
  buildNeeded,
  hasBuild,
  startBareUpstream,
  startWebServer,
  stopAllServers,
  UPSTREAM_URL,
  WEB_URL,
  type RunningServer,
} from './server';
import { signInToWeb, upstreamToken } from './session';
import { setUp } from './setup';
import { allTargets, measurementCount, onceCount, selectTargets, type Target } from './targets';

interface Phase {
  servers: readonly ('web' | 'upstream')[];
  targets: Target[];
}

/**
 * PGlite serves one process at a time: the web app, then the bare upstream, each on a fresh copy.
 * PostgreSQL serves both at once, and each BFF call is measured right before the same call on the bare
 * upstream, so that the two see the same data.
 */
function phasesOf(kind: DbKind, targets: readonly Target[]): Phase[] {
  if (kind === 'pglite') {
    return (['web', 'upstream'] as const)
      .map((server) => ({ servers: [server], targets: targets.filter((target) => target.server === server) }))
      .filter((phase) => phase.targets.length > 0);
  }
  const ordered: Target[] = [];
  for (const target of targets) {
    if (ordered.includes(target)) continue;
    ordered.push(target);
    const twin = targets.find((other) => other.name === target.upstreamTwin);
    if (twin && !ordered.includes(twin)) ordered.push(twin);
  }
  const servers = (['web', 'upstream'] as const).filter((server) =>
    ordered.some((target) => target.server === server),
  );
  return ordered.length > 0 ? [{ servers, targets: ordered }] : [];
}

function progressLine(measurement: Measurement): string {
  const head = `  ${measurement.db.padEnd(8)} c${String(measurement.concurrency).padEnd(3)} ${measurement.target}`;
  const stats = measurement.stats;
  if (!stats) return `${head}: ${measurement.note ?? 'not measured'}`;
  const failures = stats.errors + stats.non2xx;
  return (
    `${head}: ${stats.rps.toFixed(1)} req/s, p50 ${stats.p50 ?? '—'} ms, p95 ${stats.p95 ?? '—'} ms, ` +
    `p99 ${stats.p99 ?? '—'} ms${failures ? `, ${failures} errors` : ''}`
  );
}

function exportLine(measured: ExportMeasurement): string {
  const head = `  ${measured.db.padEnd(8)} ${measured.target}`;
  if (!measured.run) return `${head}: ${measured.note ?? 'no run'} after ${measured.seconds.toFixed(1)} s`;
  const { status, includedCount, blockedCount } = measured.run;
  return `${head}: ${status}, ${includedCount} products, ${blockedCount} blocked, in ${measured.seconds.toFixed(1)} s`;
}

interface DatabaseRun {
  measurements: Measurement[];
  exports: ExportMeasurement[];
  firstLoad: FirstLoad[] | null;
  copyMs: number;
  failure: string | null;
}

async function runDatabase(
  dataset: PreparedDataset,
  options: BenchOptions,
  wantFirstLoad: boolean,
): Promise<DatabaseRun> {
  const kind = dataset.kind;
  const targets = selectTargets(
    allTargets({ contactCount: dataset.rows.contacts ?? 0, samples: dataset.samples }),
    options.only,
  );
  const run: DatabaseRun = { measurements: [], exports: [], firstLoad: null, copyMs: 0, failure: null };
  for (const phase of phasesOf(kind, targets)) {
    const servers: RunningServer[] = [];
    let copy: ServerDatabase | null = null;
    try {
      const copyStarted = performance.now();
      copy = await freshRunCopy(dataset);
      run.copyMs += Math.round(performance.now() - copyStarted);
      const web = phase.servers.includes('web');
      const upstream = phase.servers.includes('upstream');
      console.log(`\n${kind}: starting ${phase.servers.join(' and ')} on a fresh copy of the data set…`);
      if (web) servers.push(await startWebServer(copy));
      if (upstream) servers.push(await startBareUpstream(copy));
      const credentials: Credentials = {
        cookie: web ? await signInToWeb(WEB_URL) : null,
        token: upstream ? await upstreamToken(UPSTREAM_URL) : null,
      };
      const pages = phase.targets.filter((target) => target.kind === 'page');
      if (web && wantFirstLoad && run.firstLoad === null && pages.length > 0 && credentials.cookie) {
        run.firstLoad = [];
        for (const page of pages) {
          const measured = await firstLoadOf(WEB_URL, page.path, credentials.cookie);
          console.log(
            `  first load ${page.path}: ${measured.status}, JS ${(measured.js.gzip / 1000).toFixed(1)} kB gzipped ` +
              `in ${measured.js.files} files, CSS ${(measured.css.gzip / 1000).toFixed(1)} kB gzipped`,
          );
          run.firstLoad.push(measured);
        }
      }
      if (web && pages.length > 0) {
        const seconds = SERVER_WARM_UP_PER_MEASURED_SECOND * options.duration;
        console.log(`  warming the web server up: ${seconds} s of load over its pages, not measured`);
        await warmUpServer(pages, WEB_URL, credentials, seconds);
      }
      for (const target of phase.targets) {
        const baseUrl = target.server === 'web' ? WEB_URL : UPSTREAM_URL;
        if (target.runner === 'once') {
          const measured = await measureExport(target, kind, baseUrl, credentials);
          console.log(exportLine(measured));
          run.exports.push(measured);
          continue;
        }
        const results = await measureTarget(target, kind, baseUrl, credentials, options.duration);
        for (const measurement of results) console.log(progressLine(measurement));
        run.measurements.push(...results);
      }
    } catch (error) {
      run.failure = error instanceof Error ? error.message : String(error);
      console.error(`${kind}: ${run.failure}`);
    } finally {
      for (const server of servers.reverse()) await server.stop();
      if (copy) await dropRunCopy(copy).catch(() => undefined);
    }
    if (run.failure) break;
  }
  return run;
}

const QUERY_COUNT_NOTE =
  'Queries per request are not measured: the product does not count them yet. Proposed: count the statements each ' +
  'upstream request runs (a Drizzle logger or a wrapper of the pool, kept in the request context) and log the count ' +
  'on the `request` line when `DB_QUERY_LOG=1`; the bench would then start its servers with it and show the count of ' +
  'one warm-up request per target next to the latencies, which is where an N+1 query shows.';

function notesOf(options: BenchOptions, kinds: readonly DbKind[], exported: boolean): string[] {
  return [
    'Each database is measured on a fresh copy of its data set (a template database on PostgreSQL, a copied ' +
      'folder on PGlite): the bench’s own requests fill the request log, which the developers’ dashboard scans ' +
      'over the last 24 hours, and its sign-ins and discrepancy counts add rows too. Within a run, later ' +
      'targets still see the requests of earlier ones.',
    ...(kinds.includes('pglite')
      ? [
          'PGlite runs one query at a time: at concurrency 10 it shows queueing. It has no autovacuum, so its ' +
            'tables are measured without planner statistics, as the product leaves them after seeding; PostgreSQL ' +
            'is analysed after seeding, as autovacuum would do.',
        ]
      : []),
    `A web server just started first gets ${SERVER_WARM_UP_PER_MEASURED_SECOND} s of load at concurrency 10 per ` +
      'second of measurement, spread over its pages and not measured: a fresh process needs some fifty seconds ' +
      'of requests before its code runs optimised and its heap has grown, and a server in use is past that. Then each target gets two ' +
      'requests and one second of load at concurrency 10 that are not measured (sign-ins only the two ' +
      'requests): the figures are those of a server that has run its code before, as a server in use has.',
    'Whether a page grows with table size shows against a run at another scale, e.g. ' +
      '`npm run bench -- --db postgres --scale 2`: compare p50 at concurrency 1.',
    QUERY_COUNT_NOTE,
    ...(exported
      ? [
          'The export is one full ONIX run for the recipient `onix-full` (`POST /publication-exports/runs` on the ' +
            'bare upstream, as `admin`), after the other targets, neither warmed nor repeated: its seconds run ' +
            'from the request to the whole answer, the file written and stored. Whether it streams shows in the ' +
            'server’s memory, which the bench does not measure.',
        ]
      : []),
    ...(options.only ? [`Only the targets whose name contains "${options.only}" were run.`] : []),
  ];
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = readOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const started = new Date();
  const machine = machineInfo();
  const skipped: BenchResults['skipped'] = [];

  let kinds: DbKind[] = options.db === 'both' ? ['postgres', 'pglite'] : [options.db];
  if (kinds.includes('postgres')) {
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      console.log(`PostgreSQL part skipped: ${unreachable}. Set BENCH_DATABASE_URL, or start the server.`);
      skipped.push({ db: 'postgres', reason: unreachable });
      kinds = kinds.filter((kind) => kind !== 'postgres');
    }
  }
  if (kinds.length === 0) return 1;

  const buildReason = options['skip-build'] ? null : buildNeeded();
  if (options['skip-build'] && !hasBuild()) {
    console.error('--skip-build: there is no production build with its standalone server; run without it.');
    return 1;
  }
  // The real targets need the data set (the records' ids, the deep page); their number does not.
  const placeholders = Object.fromEntries(SAMPLED_AREAS.map((area) => [area, 0]));
  const planned = selectTargets(allTargets({ contactCount: 0, samples: placeholders }), options.only);
  if (planned.length === 0) {
    console.error(`No target's name contains "${options.only ?? ''}".`);
    return 1;
  }
  const plans: DatabasePlan[] = kinds.map((kind) => ({
    kind,
    measurements: measurementCount(planned),
    exports: onceCount(planned),
    phases: phasesOf(kind, planned).length,
    needsSeeding: options.reseed || !hasCurrentDescription(kind, options.scale),
  }));
  const forecast = estimate(plans, options.scale, options.duration, buildReason !== null);
  console.log(
    `Colophon benchmark: ${kinds.join(' and ')} at scale ${options.scale}, ${options.duration} s per measurement`,
  );
  console.log('Estimated time:');
  for (const line of forecast.lines) console.log(line);
  if (buildReason) console.log(`\nBuilding (${buildReason}) while preparing the data sets…`);
  else console.log('\nPreparing the data sets…');

  const setup = await setUp(kinds, options.scale, { build: buildReason !== null, reseed: options.reseed });
  for (const [kind, reason] of setup.failures) skipped.push({ db: kind, reason });
  for (const dataset of setup.datasets.values()) {
    console.log(
      `  ${dataset.kind}: ${dataset.reused ? 'reused' : `seeded in ${(dataset.seedMs / 1000).toFixed(1)} s`}, ` +
        `${dataset.rows.order_lines ?? 0} order lines, ${dataset.rows.contacts ?? 0} contacts`,
    );
  }

  const measurements: Measurement[] = [];
  const exports: ExportMeasurement[] = [];
  const datasets: DatasetSummary[] = [];
  let firstLoad: FirstLoad[] | null = null;
  for (const kind of kinds) {
    const dataset = setup.datasets.get(kind);
    if (!dataset) continue;
    const run = await runDatabase(dataset, options, firstLoad === null);
    measurements.push(...run.measurements);
    exports.push(...run.exports);
    firstLoad ??= run.firstLoad;
    if (run.failure) skipped.push({ db: kind, reason: `stopped early: ${run.failure}` });
    const { server: _server, ...summary } = dataset;
    datasets.push({ ...summary, copyMs: run.copyMs });
  }

  const targetsByName = new Map<string, Target>();
  for (const dataset of setup.datasets.values()) {
    const context = { contactCount: dataset.rows.contacts ?? 0, samples: dataset.samples };
    for (const target of allTargets(context)) targetsByName.set(target.name, target);
  }
  const finished = new Date();
  const results: BenchResults = {
    date: started.toISOString().slice(0, 10),
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    elapsedS: Math.round((finished.getTime() - started.getTime()) / 1000),
    estimatedS: Math.round(forecast.totalS),
    options,
    machine,
    build: { ms: setup.buildMs, reason: buildReason },
    datasets,
    skipped,
    measurements: measurements.map((measurement) => ({
      ...measurement,
      verdict: verdictOf(measurement, measurements, targetsByName),
    })),
    exports: exports.map((measured) => ({ ...measured, verdict: exportVerdict(measured) })),
    firstLoad: (firstLoad ?? []).map((page) => ({ ...page, met: page.js.gzip <= FIRST_LOAD_JS_GZIP_GOAL })),
    notes: notesOf(options, kinds, exports.length > 0),
  };
  // Only a full run at the published settings replaces the day's reference in bench/results.
  const reference = options.scale === 20 && options.duration === 5 && options.db === 'both' && !options.only;
  const { markdownFile, jsonFile } = writeResults(results, reference ? RESULTS_DIR : PARTIAL_RESULTS_DIR);

  if (results.measurements.length > 0) console.log(`\n${resultsTable(results)}\n`);
  else console.log('');
  if (results.exports.length > 0) console.log(`${exportsTable(results)}\n`);
  if (results.firstLoad.length > 0) console.log(`${firstLoadTable(results)}\n`);
  for (const line of goalLines(results)) console.log(line);
  console.log(
    `Took ${(results.elapsedS / 60).toFixed(1)} min. Written: ${path.relative(process.cwd(), markdownFile)}, ${path.relative(process.cwd(), jsonFile)}`,
  );
  return measurements.length + exports.length > 0 ? 0 : 1;
}

process.once('SIGINT', () => {
  void stopAllServers().finally(() => process.exit(130));
});

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
