// Every check the project has, in the order CI runs them, with one summary at the end.
// PostgreSQL suites run when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results', 'summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = new Set(process.argv.slice(2));

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
}

const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');

const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  {
    name: 'unit+api',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    counts: () => {
      const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
    },
  },
  { name: 'build', cmd: bin('next'), args: ['build'] },
  { name: 'js-budget', needs: 'build', cmd: bin('tsx'), args: ['scripts/js-budget.ts'] },
  {
    name: 'e2e',
    needs: 'build',
    cmd: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: () => {
      const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
      return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
    },
  },
];

const results = [];
for (const step of steps) {
  if (only.size > 0 && !only.has(step.name)) continue;
  const dependency = results.find((result) => result.name === step.needs);
  if (dependency && !dependency.ok) {
    results.push({ name: step.name, ok: false, seconds: 0, note: `skipped: ${step.needs} failed` });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { cwd: root, env: { ...env, ...step.env }, stdio: 'inherit' });
  const result = {
    name: step.name,
    ok: run.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  try {
    if (step.counts) Object.assign(result, step.counts());
  } catch {
    result.note = 'no report written';
  }
  results.push(result);
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━ summary ━━');
console.log(`PostgreSQL suites: ${env.TEST_DATABASE_URL ? 'on' : 'off (no server reachable)'}`);
for (const result of results) {
  const counts =
    result.passed === undefined
      ? ''
      : `  ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`;
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(10)} ${String(result.seconds).padStart(4)} s${counts}${result.note ? `  (${result.note})` : ''}`,
  );
  total.passed += result.passed ?? 0;
  total.failed += result.failed ?? 0;
  total.skipped += result.skipped ?? 0;
  if (!result.ok && !result.failed) total.failed += 1;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
