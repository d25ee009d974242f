import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ServerDatabase } from './dataset';
import { BIN, NEXT_DIR, POSTGRES_RUN_DATA_DIR, ROOT } from './paths';

export const WEB_PORT = 3300;
export const UPSTREAM_PORT = 4300;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const UPSTREAM_URL = `http://127.0.0.1:${UPSTREAM_PORT}`;

// Fixed so that a run's cookies mean the same to every server it starts; never used outside the bench.
const SESSION_SECRET = 'colophon-bench-session-secret-not-for-any-real-server';
const LINK_SIGNING_SECRET = 'colophon-bench-link-signing-secret-not-for-any-real-server';
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 80;

/** What the build depends on, as `scripts/start.mjs` judges whether a build is current. */
const BUILD_SOURCES = [
  'app',
  'components',
  'lib',
  'upstream',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

export interface RunningServer {
  name: string;
  url: string;
  /** The last lines it wrote, for the message when something goes wrong. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<RunningServer>();

/** Stops every server this process started (on Ctrl-C, or after a failure). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const BUILD_ID = path.join(NEXT_DIR, 'BUILD_ID');

/** A production build with its standalone server, as `npm run serve` needs it. */
export function hasBuild(): boolean {
  return existsSync(BUILD_ID) && existsSync(path.join(NEXT_DIR, 'standalone', 'server.js'));
}

/** Why the production build must be (re)made, or null when `.next` is current. */
export function buildNeeded(): string | null {
  if (!hasBuild()) return 'no production build yet';
  const builtAt = statSync(BUILD_ID).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestChange(path.join(ROOT, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

function outputBuffer(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** `next build`, quietly: its output is shown only when it fails. */
export async function buildApp(): Promise<number> {
  const started = performance.now();
  const child = spawn(BIN('next'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputBuffer(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code}):\n${output()}`);
  return Math.round(performance.now() - started);
}

function serverEnv(database: ServerDatabase, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A developer's own settings must not point the bench at another database, API or mail server.
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'UPSTREAM_API_URL',
    'DEMO',
    'SMTP_URL',
    'PORT',
    'HOSTNAME_BIND',
    'APP_URL',
    'UPSTREAM_PORT',
    'UPSTREAM_TIMEOUT_MS',
    'WEB_CONCURRENCY',
  ])
    delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET,
    LINK_SIGNING_SECRET,
    LOG_LEVEL: 'warn',
    ...(database.kind === 'postgres'
      ? { DATABASE_URL: database.url, DATA_DIR: POSTGRES_RUN_DATA_DIR }
      : { DATA_DIR: database.dataDir }),
    ...extra,
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** A server left over from an interrupted run (or anything else) on the port would be measured instead. */
async function assertPortFree(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), hostname, () => probe.close(() => resolve(true)));
  });
  if (!free)
    throw new Error(`Port ${port} is in use: stop what listens there (a server from an interrupted run?)`);
}

/** A server process in its own group, ready once `readyPath` answers 2xx. */
export async function startServer(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  readyPath: string,
): Promise<RunningServer> {
  await assertPortFree(url);
  // Its own process group, so stopping it also stops what it started (tsx runs node in a child).
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = outputBuffer(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const server: RunningServer = {
    name,
    url,
    output,
    async stop() {
      running.delete(server);
      signalGroup('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
      ]);
      if (!stopped) {
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await answers(`${url}${readyPath}`))) {
    if (gone || Date.now() > deadline) {
      await server.stop();
      throw new Error(`${name} ${gone ? 'stopped' : 'did not answer'} during start-up:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return server;
}

/**
 * The production server as `npm run serve` runs it (the standalone build, no demo data), with the
 * publishing API embedded, on the data set.
 */
export function startWebServer(database: ServerDatabase): Promise<RunningServer> {
  return startServer(
    'web server (npm run serve)',
    process.execPath,
    ['scripts/start.mjs', '--production'],
    serverEnv(database, { APP_URL: WEB_URL, PORT: String(WEB_PORT), HOSTNAME_BIND: '127.0.0.1' }),
    WEB_URL,
    '/api/health',
  );
}

/** The publishing API alone, as `npm run upstream` serves it, on the same data set. */
export function startBareUpstream(database: ServerDatabase): Promise<RunningServer> {
  return startServer(
    'publishing API (upstream/server.ts)',
    BIN('tsx'),
    ['upstream/server.ts'],
    serverEnv(database, { UPSTREAM_PORT: String(UPSTREAM_PORT) }),
    UPSTREAM_URL,
    '/health',
  );
}
