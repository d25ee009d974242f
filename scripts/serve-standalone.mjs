// The standalone server's entry, copied beside Next's server.js by standalone.mjs: the HTTP timeouts
// first, so the server Next creates gets them, then Next's own server — in one process per core where
// the database allows it (web-workers.mjs), sharing the port.
import cluster from 'node:cluster';
import { installHttpTimeouts } from './http-timeouts.mjs';
import { webWorkers } from './web-workers.mjs';

const RESTART_DELAY_MS = 1_000;

async function serve() {
  installHttpTimeouts();
  await import('./server.js');
}

/** Forks one worker and resolves once it listens; rejects with its exit code if it stops first. */
function fork() {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(code ?? 1);
    worker.once('exit', onExit);
    worker.once('listening', () => {
      worker.off('exit', onExit);
      resolve(worker);
    });
  });
}

async function supervise(count) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  try {
    // One after another: the first migrates the database (and loads a demo's data) before others start.
    for (let started = 0; started < count; started += 1) await fork();
  } catch (code) {
    console.error(`A server process stopped during start-up (exit ${code}); stopping.`);
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exitCode = typeof code === 'number' ? code : 1;
    return;
  }
  console.log(`Serving with ${count} processes`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(() => void fork().catch(() => undefined), RESTART_DELAY_MS);
  });
}

const count = cluster.isPrimary ? webWorkers() : 1;
if (count instanceof Error) {
  console.error(count.message);
  process.exit(1);
} else if (cluster.isPrimary && count > 1) {
  await supervise(count);
} else {
  await serve();
}
