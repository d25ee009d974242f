// The standalone server (next.config's `output: 'standalone'`) needs the static files and public/
// beside it; `next build` leaves them out. Ops deploying by hand copy them the same way (README), and
// start `serve.mjs`, which bounds how long a request may take to arrive (http-timeouts.mjs).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export function prepareStandalone(root) {
  const standalone = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) {
    throw new Error('No standalone build: run `npm run build` first');
  }
  const staticTarget = path.join(standalone, '.next', 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(root, '.next', 'static'), staticTarget, { recursive: true });
  if (existsSync(path.join(root, 'public'))) {
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  }
  const scripts = path.join(root, 'scripts');
  for (const helper of ['http-timeouts.mjs', 'web-workers.mjs']) {
    cpSync(path.join(scripts, helper), path.join(standalone, helper));
  }
  const entry = path.join(standalone, 'serve.mjs');
  cpSync(path.join(scripts, 'serve-standalone.mjs'), entry);
  return entry;
}
