// The standalone server (next.config's `output: 'standalone'`) needs the static files and public/
// beside it; `next build` leaves them out. Ops deploying by hand copy them the same way (README).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export function prepareStandalone(root) {
  const standalone = path.join(root, '.next', 'standalone');
  const server = path.join(standalone, 'server.js');
  if (!existsSync(server)) throw new Error('No standalone build: run `npm run build` first');
  const staticTarget = path.join(standalone, '.next', 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(root, '.next', 'static'), staticTarget, { recursive: true });
  if (existsSync(path.join(root, 'public'))) {
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  }
  return server;
}
