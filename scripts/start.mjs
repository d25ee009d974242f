// The quick start: builds the app when there is no build or the sources changed since, then serves it
// on the embedded database with demo data (DEMO=1) unless told otherwise.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
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

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DEMO: process.env.DEMO ?? '1' };
const next = path.join(root, 'node_modules', '.bin', 'next');

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (sources.some((source) => newestChange(path.join(root, source)) > builtAt)) {
  console.log('Building Colophon (first start or sources changed)…');
  const build = spawnSync(next, ['build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(next, ['start', '--port', process.env.PORT ?? '3000'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
