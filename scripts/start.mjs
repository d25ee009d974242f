// `npm start`: builds the app when there is no build or the sources changed since, then serves the
// standalone server on the embedded database with demo data (DEMO=1) unless told otherwise.
// `npm run serve` (--production) serves an existing build without demo data, as production does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { prepareStandalone } from './standalone.mjs';

const root = path.resolve(import.meta.dirname, '..');
const production = process.argv.includes('--production');
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

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  PORT: process.env.PORT ?? '3000',
  HOSTNAME: process.env.HOSTNAME_BIND ?? '0.0.0.0',
  // The standalone server runs from its own folder: the data folder must not move with it.
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  ...(production ? {} : { DEMO: process.env.DEMO ?? '1' }),
};

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (!production && sources.some((source) => newestChange(path.join(root, source)) > builtAt)) {
  console.log('Building Colophon (first start or sources changed)…');
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [prepareStandalone(root)], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
