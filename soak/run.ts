// `npm run soak`: load, a PostgreSQL restart and the publishing API going down, against the production
// build on PostgreSQL; prints the report and writes soak/results/<UTC date>.md and .json.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { machineInfo } from '../bench/machine';
import { NEXT_DIR } from '../bench/paths';
import { buildNeeded, stopAllServers } from '../bench/server';
import { signInToWeb } from '../bench/session';
import {
  LOAD_MIX,
  REQUEST_TIMEOUT_MS,
  runLoad,
  type LoadOptions,
  type Sample,
  type Session,
  type WriteLedger,
} from './load';
import {
  markdown,
  outage,
  stats,
  writeResults,
  type Check,
  type Outage,
  type ScenarioResult,
  type SoakResults,
} from './report';
import {
  SOAK_DATABASE_URL,
  UPSTREAM_PORT,
  WEB_URL,
  checkWrites,
  groupOfPort,
  pgIsReady,
  postgres,
  postgresAccepts,
  prepareDatabase,
  startUpstream,
  startWeb,
} from './servers';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    users: { type: 'string' },
    seconds: { type: 'string' },
    'allow-stale-build': { type: 'boolean' },
  },
});
const options = z
  .object({
    only: z.enum(['load', 'database', 'upstream']).optional(),
    users: z.coerce.number().int().min(1).default(200),
    seconds: z.coerce.number().int().min(5).default(60),
    'allow-stale-build': z.boolean().default(false),
  })
  .parse(values);

/** Demo accounts that may create and edit contacts; each signs in once per server, far below the throttle. */
const USERS = ['admin', 'editor', 'cassistant'];
const OUTAGE_NON2XX_MAX_MS = 5_000;
const RECOVERY_MAX_MS = 10_000;
const UPSTREAM_TIMEOUT_MS = 3_000;

const runId = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function signIn(): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const user of USERS) {
    // bench/session.ts types its credentials as the admin's; any demo account signs in the same way.
    const credentials = { username: user, password: 'colophon-demo' } as unknown as Parameters<
      typeof signInToWeb
    >[1];
    sessions.push({ user, cookie: await signInToWeb(WEB_URL, credentials) });
  }
  return sessions;
}

function newLedger(): WriteLedger {
  return { created: new Map(), updatedVersion: new Map() };
}

const check = (what: string, limit: string, measured: string, pass: boolean): Check => ({
  what,
  limit,
  measured,
  pass,
});
const isOk = (sample: Sample) => sample.status >= 200 && sample.status < 300;
/** Whether a request was in flight at some moment of [from, to). */
const overlaps = (sample: Sample, from: number, to: number) => sample.start < to && sample.end >= from;

async function scenario(
  name: string,
  description: string,
  load: Omit<LoadOptions, 'runId' | 'sessions' | 'baseUrl'>,
  sessions: Session[],
  /** Injects the faults while the load runs; what it returns judges them once the load has ended. */
  during: (samples: Sample[]) => Promise<() => { outages: Outage[]; checks: Check[] }>,
): Promise<ScenarioResult> {
  log(`${name}: ${load.virtualUsers} virtual users for ${load.seconds} s`);
  const samples: Sample[] = [];
  const ledger = newLedger();
  const [, judge] = await Promise.all([
    runLoad({ ...load, runId: `${runId}${name.slice(0, 2)}`, sessions, baseUrl: WEB_URL }, samples, ledger),
    during(samples),
  ]);
  const faults = judge();
  const acknowledgedUpdates = samples.filter((sample) => sample.op === 'update' && isOk(sample)).length;
  const writes = await checkWrites(`${runId}${name.slice(0, 2)}`, ledger, acknowledgedUpdates);
  const overall = stats(samples);
  const checks = [
    ...faults.checks,
    check(
      'timeouts and network errors',
      '0',
      String(overall.timeouts + overall.networkErrors),
      overall.timeouts + overall.networkErrors === 0,
    ),
    check(
      'lost acknowledged writes',
      '0',
      `${writes.lost} (of ${writes.acknowledgedCreates} creates, ${writes.acknowledgedUpdates} updates)`,
      writes.lost === 0,
    ),
  ];
  const result: ScenarioResult = {
    name,
    description,
    virtualUsers: load.virtualUsers,
    seconds: load.seconds,
    sessions: sessions.map((session) => session.user),
    overall,
    outages: faults.outages,
    writes,
    checks,
    pass: checks.every((item) => item.pass),
  };
  log(
    `${name}: ${overall.requests} requests, ${JSON.stringify(overall.statuses)}, lost writes ${writes.lost} — ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  return result;
}

async function waitFor(test: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return Date.now();
    await sleep(100);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

async function loadScenario(contactIds: number[]): Promise<ScenarioResult> {
  const web = await startWeb();
  try {
    const sessions = await signIn();
    const result = await scenario(
      'Load',
      'Mixed reads and writes through the BFF: contact and commissioning lists, search, contact details, creates and versioned updates.',
      { virtualUsers: options.users, seconds: options.seconds, mix: LOAD_MIX, contactIds },
      sessions,
      async () => () => ({ outages: [], checks: [] }),
    );
    result.checks.unshift(
      check('5xx answers', '0', String(result.overall.fiveXx), result.overall.fiveXx === 0),
    );
    result.pass = result.checks.every((item) => item.pass);
    return result;
  } finally {
    await web.stop();
  }
}

async function databaseScenario(contactIds: number[]): Promise<ScenarioResult> {
  const web = await startWeb();
  try {
    const sessions = await signIn();
    const seconds = 45;
    return await scenario(
      'PostgreSQL restart',
      'The same mix; 10 s in, PostgreSQL is stopped (pg_ctlcluster stop, fast mode), kept down 8 s, and started again.',
      { virtualUsers: 50, seconds, mix: LOAD_MIX, contactIds },
      sessions,
      async (samples) => {
        await sleep(10_000);
        const from = Date.now();
        log('stopping PostgreSQL');
        await postgres('stop');
        await sleep(8_000);
        log('starting PostgreSQL');
        await postgres('start');
        const back = await waitFor(postgresAccepts, 60_000);
        if (back === null) throw new Error('PostgreSQL did not come back within 60 s');
        log(`PostgreSQL accepts connections again after ${Math.round((back - from) / 1000)} s`);
        return () => {
          const item = outage('PostgreSQL down', samples, from, back, back);
          const failed = samples.filter((sample) => overlaps(sample, from, back) && !isOk(sample));
          const unclear = failed.filter(
            (sample) => sample.status !== 503 || !/database is unavailable/i.test(sample.message ?? ''),
          );
          const outside = samples.filter(
            (sample) => (sample.end < from || sample.start >= back + RECOVERY_MAX_MS) && sample.status >= 500,
          );
          return {
            outages: [item],
            checks: [
              check(
                'non-2xx during the outage are 503 "The database is unavailable…"',
                'all',
                `${failed.length - unclear.length} of ${failed.length}`,
                unclear.length === 0,
              ),
              check(
                'max latency of non-2xx during the outage',
                `≤ ${OUTAGE_NON2XX_MAX_MS} ms`,
                `${item.non2xxMaxMs ?? '—'} ms`,
                (item.non2xxMaxMs ?? 0) <= OUTAGE_NON2XX_MAX_MS,
              ),
              check(
                'first 2xx after PostgreSQL accepts connections',
                `≤ ${RECOVERY_MAX_MS} ms`,
                `${item.recoveryMs ?? 'never'} ms`,
                item.recoveryMs !== null && item.recoveryMs <= RECOVERY_MAX_MS,
              ),
              check(
                '5xx outside the outage and its 10 s recovery',
                '0',
                String(outside.length),
                outside.length === 0,
              ),
            ],
          };
        };
      },
    );
  } finally {
    await web.stop();
    if (!(await pgIsReady())) await postgres('start').catch(() => undefined);
  }
}

const UPSTREAM_MIX = {
  'page /contacts/manage': 20,
  'list contacts': 20,
  search: 10,
  detail: 15,
  create: 15,
  update: 20,
} as const;

async function upstreamScenario(contactIds: number[]): Promise<ScenarioResult> {
  let upstream = await startUpstream();
  const web = await startWeb({
    UPSTREAM_API_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
  });
  try {
    const sessions = await signIn();
    const seconds = 60;
    return await scenario(
      'Publishing API down',
      `The web app with UPSTREAM_API_URL to \`npm run upstream\` and UPSTREAM_TIMEOUT_MS=${UPSTREAM_TIMEOUT_MS}; pages and BFF calls. 8 s in, the API is killed (SIGKILL) and started again 8 s later; 8 s after its return it hangs (SIGSTOP) for 8 s, then resumes (SIGCONT).`,
      { virtualUsers: 20, seconds, mix: UPSTREAM_MIX, contactIds },
      sessions,
      async (samples) => {
        await sleep(8_000);
        const pgid = await groupOfPort(UPSTREAM_PORT);
        const killedAt = Date.now();
        log(`killing the publishing API (process group ${pgid})`);
        process.kill(-pgid, 'SIGKILL');
        await sleep(8_000);
        const restartAt = Date.now();
        log('starting the publishing API again');
        upstream = await startUpstream();
        const readyAt = Date.now();
        log(`publishing API answers /health ${readyAt - restartAt} ms after its start`);
        await sleep(8_000);

        const hangPgid = await groupOfPort(UPSTREAM_PORT);
        const stoppedAt = Date.now();
        log('freezing the publishing API (SIGSTOP)');
        process.kill(-hangPgid, 'SIGSTOP');
        await sleep(8_000);
        process.kill(-hangPgid, 'SIGCONT');
        const resumedAt = Date.now();
        log('resumed it (SIGCONT)');

        return () => {
          const checks: Check[] = [];
          /** `quietTo`: until when no request may succeed (a request started in a hang's last seconds may). */
          const judge = (
            item: Outage,
            from: number,
            to: number,
            quietTo: number,
            limitMs: number,
            how: string,
          ) => {
            const failed = samples.filter((sample) => overlaps(sample, from, to) && !isOk(sample));
            const silentOk = samples.filter(
              (sample) =>
                sample.start >= from + 200 && sample.start < quietTo && isOk(sample) && !sample.message,
            );
            const clear = failed.filter(
              (sample) =>
                [502, 503, 504].includes(sample.status) && /unavailable/i.test(sample.message ?? ''),
            );
            checks.push(
              check(
                `${how}: non-2xx are 502/503/504 saying the publishing API is unavailable`,
                'all',
                `${clear.length} of ${failed.length}`,
                clear.length === failed.length && failed.length > 0,
              ),
              check(
                `${how}: 2xx answers while it cannot answer`,
                '0',
                String(silentOk.length),
                silentOk.length === 0,
              ),
              check(
                `${how}: max latency of non-2xx`,
                `≤ ${limitMs} ms`,
                `${item.non2xxMaxMs ?? '—'} ms`,
                (item.non2xxMaxMs ?? 0) <= limitMs,
              ),
              check(
                `${how}: first 2xx after the API is back`,
                `≤ ${RECOVERY_MAX_MS} ms`,
                `${item.recoveryMs ?? 'never'} ms`,
                item.recoveryMs !== null && item.recoveryMs <= RECOVERY_MAX_MS,
              ),
            );
          };
          const killed = outage(
            `Publishing API killed (back: /health answered ${readyAt - restartAt} ms after \`npm run upstream\` was started)`,
            samples,
            killedAt,
            readyAt,
            restartAt,
            stoppedAt,
          );
          const hung = outage(
            'Publishing API frozen (SIGSTOP), back at SIGCONT',
            samples,
            stoppedAt,
            resumedAt,
            resumedAt,
          );
          judge(killed, killedAt, readyAt, restartAt, UPSTREAM_TIMEOUT_MS, 'killed');
          judge(
            hung,
            stoppedAt,
            resumedAt,
            resumedAt - UPSTREAM_TIMEOUT_MS,
            UPSTREAM_TIMEOUT_MS + 1_000,
            'frozen',
          );
          const other5xx = samples.filter(
            (sample) =>
              sample.status >= 500 &&
              !overlaps(sample, killedAt, readyAt) &&
              !overlaps(sample, stoppedAt, resumedAt),
          );
          checks.push(check('5xx outside the outages', '0', String(other5xx.length), other5xx.length === 0));
          return { outages: [killed, hung], checks };
        };
      },
    );
  } finally {
    await web.stop();
    await upstream.stop();
  }
}

// ---------------------------------------------------------------------------------------------

const stale = buildNeeded();
if (stale && !options['allow-stale-build']) {
  console.error(`The production build is missing or stale (${stale}): run \`npm run build\` first.`);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void stopAllServers().finally(() => process.exit(130));
  });

const startedAt = new Date().toISOString();
const machine = machineInfo();
try {
  log(`preparing ${SOAK_DATABASE_URL} (migrate, seed scale 1)`);
  const { contactIds } = await prepareDatabase();
  const scenarios: ScenarioResult[] = [];
  if (!options.only || options.only === 'load') scenarios.push(await loadScenario(contactIds));
  if (!options.only || options.only === 'database') scenarios.push(await databaseScenario(contactIds));
  if (!options.only || options.only === 'upstream') scenarios.push(await upstreamScenario(contactIds));
  const results: SoakResults = {
    runId,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine,
    database: SOAK_DATABASE_URL,
    scenarios,
    notes: [
      ...(stale
        ? [
            `Run with --allow-stale-build: ${stale} since .next/BUILD_ID (${statSync(path.join(NEXT_DIR, 'BUILD_ID')).mtime.toISOString()}); the web app served that build, \`npm run upstream\` the working tree.`,
          ]
        : []),
      `A request with no answer within ${REQUEST_TIMEOUT_MS} ms counts as a timeout.`,
      `Sessions: ${USERS.join(', ')} sign in once per server start and their cookies are shared by the virtual users, far below the sign-in throttle.`,
      'Each virtual user updates only the contacts it created, reading the version first, so no 409 is expected; a lost update is a contact whose version in the database is below the highest acknowledged one.',
    ],
    pass: scenarios.every((item) => item.pass),
  };
  console.log(`\n${markdown(results)}`);
  const files = writeResults(results);
  log(`wrote ${files.markdownFile} and ${files.jsonFile}`);
  process.exitCode = results.pass ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await stopAllServers();
  if (!(await pgIsReady())) await postgres('start').catch(() => undefined);
}
