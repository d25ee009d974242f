// Serves the production build for the browser tests on a data folder of its own, emptied first,
// so every run starts from the same demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(
  path.join(root, 'node_modules', '.bin', 'next'),
  ['start', '--port', process.env.E2E_PORT ?? '3100'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DEMO: '1',
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      UPSTREAM_API_URL: '',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
