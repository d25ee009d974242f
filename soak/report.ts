import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineInfo } from '../bench/machine';
import { ROOT } from '../bench/paths';
import type { Sample } from './load';
import type { WriteCheck } from './servers';

export interface Latency {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

export interface Stats extends Latency {
  statuses: Record<string, number>;
  timeouts: number;
  networkErrors: number;
  fiveXx: number;
  perOperation: Record<string, Latency & { non2xx: number }>;
  /** Every answer that was not 2xx, or that said something is unavailable: status, operation, path, message. */
  problems: { status: number; op: string; path: string; message: string; count: number; maxMs: number }[];
}

/** An outage: when it began and ended, what the requests started in it got, and how fast service returned. */
export interface Outage {
  name: string;
  /** ISO times. */
  from: string;
  to: string;
  seconds: number;
  requests: Stats;
  /** Max latency of the non-2xx answers to requests in flight during the outage. */
  non2xxMaxMs: number | null;
  /** From the dependency's return to the end of the first 2xx request started after it. */
  recoveryMs: number | null;
  /** From the dependency's return to the end of the last non-2xx answer after it. */
  lastFailureAfterReturnMs: number | null;
}

export interface Check {
  what: string;
  limit: string;
  measured: string;
  pass: boolean;
}

export interface ScenarioResult {
  name: string;
  description: string;
  virtualUsers: number;
  seconds: number;
  sessions: string[];
  overall: Stats;
  outages: Outage[];
  writes: WriteCheck;
  checks: Check[];
  pass: boolean;
}

export interface SoakResults {
  runId: string;
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  database: string;
  scenarios: ScenarioResult[];
  notes: string[];
  pass: boolean;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function latency(samples: readonly Sample[]): Latency {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  };
}

const ok = (sample: Sample): boolean => sample.status >= 200 && sample.status < 300;

/** The path with ids and query values folded, so that problems group. */
const template = (pathText: string): string => pathText.replace(/\/\d+/g, '/{id}').replace(/=[^&]*/g, '=…');

export function stats(samples: readonly Sample[]): Stats {
  const statuses: Record<string, number> = {};
  const perOp = new Map<string, Sample[]>();
  const problems = new Map<string, Stats['problems'][number]>();
  for (const sample of samples) {
    const key =
      sample.status === 0
        ? sample.error === 'timeout'
          ? 'timeout'
          : 'network error'
        : String(sample.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    const list = perOp.get(sample.op) ?? [];
    list.push(sample);
    perOp.set(sample.op, list);
    if (!ok(sample) || sample.message) {
      const message = sample.message ?? sample.error ?? '';
      const id = `${sample.status}|${sample.op}|${template(sample.path)}|${message}`;
      const problem = problems.get(id) ?? {
        status: sample.status,
        op: sample.op,
        path: template(sample.path),
        message,
        count: 0,
        maxMs: 0,
      };
      problem.count += 1;
      problem.maxMs = Math.max(problem.maxMs, sample.ms);
      problems.set(id, problem);
    }
  }
  return {
    ...latency(samples),
    statuses,
    timeouts: samples.filter((sample) => sample.error === 'timeout').length,
    networkErrors: samples.filter((sample) => sample.status === 0 && sample.error !== 'timeout').length,
    fiveXx: samples.filter((sample) => sample.status >= 500).length,
    perOperation: Object.fromEntries(
      [...perOp].map(([op, list]) => [
        op,
        { ...latency(list), non2xx: list.filter((sample) => !ok(sample)).length },
      ]),
    ),
    problems: [...problems.values()].sort((a, b) => b.count - a.count),
  };
}

/** `until`: where the observation of this outage's aftermath stops (the next fault, if any). */
export function outage(
  name: string,
  samples: readonly Sample[],
  from: number,
  to: number,
  returnedAt: number,
  until = Number.POSITIVE_INFINITY,
): Outage {
  // In flight at some moment of the outage: begun during it, or before it and cut by it.
  const during = samples.filter((sample) => sample.start < to && sample.end >= from);
  const failed = during.filter((sample) => !ok(sample));
  const after = samples.filter((sample) => sample.start >= returnedAt).sort((a, b) => a.end - b.end);
  const firstOk = after.find(ok);
  const lastFailure = samples
    .filter((sample) => sample.end >= returnedAt && sample.start < until && !ok(sample))
    .sort((a, b) => b.end - a.end)[0];
  return {
    name,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    seconds: Math.round((to - from) / 100) / 10,
    requests: stats(during),
    non2xxMaxMs: failed.length ? failed.reduce((max, sample) => Math.max(max, sample.ms), 0) : null,
    recoveryMs: firstOk ? firstOk.end - returnedAt : null,
    lastFailureAfterReturnMs: lastFailure ? lastFailure.end - returnedAt : null,
  };
}

const statusText = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

function statsLines(title: string, value: Stats): string[] {
  const lines = [
    `${title}: ${value.requests} requests (${statusText(value.statuses)}); p50 ${value.p50} ms, p95 ${value.p95} ms, max ${value.max} ms`,
    '',
    '| operation | requests | non-2xx | p50 ms | p95 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...Object.entries(value.perOperation).map(
      ([op, l]) => `| ${op} | ${l.requests} | ${l.non2xx} | ${l.p50} | ${l.p95} | ${l.max} |`,
    ),
    '',
  ];
  if (value.problems.length > 0) {
    lines.push(
      '| status | operation | path | message | count | max ms |',
      '| --- | --- | --- | --- | ---: | ---: |',
    );
    for (const problem of value.problems.slice(0, 25))
      lines.push(
        `| ${problem.status || '—'} | ${problem.op} | \`${problem.path}\` | ${problem.message.replace(/\|/g, '\\|')} | ${problem.count} | ${problem.maxMs} |`,
      );
    lines.push('');
  }
  return lines;
}

export function markdown(results: SoakResults): string {
  const m = results.machine;
  const lines = [
    `# Soak run ${results.startedAt.slice(0, 10)} — ${results.pass ? 'PASS' : 'FAIL'}`,
    '',
    `Run \`${results.runId}\`, ${results.startedAt} to ${results.finishedAt}; production build on PostgreSQL (\`${results.database}\`), 127.0.0.1.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}, Next ${m.next}; commit ${m.commit}${m.dirty ? ' (uncommitted changes)' : ''}; load average at start ${m.loadAverage.join(' ')}.`,
    '',
    '| scenario | check | limit | measured | verdict |',
    '| --- | --- | --- | --- | --- |',
    ...results.scenarios.flatMap((scenario) =>
      scenario.checks.map(
        (check) =>
          `| ${scenario.name} | ${check.what} | ${check.limit} | ${check.measured} | ${check.pass ? 'PASS' : 'FAIL'} |`,
      ),
    ),
    '',
  ];
  for (const scenario of results.scenarios) {
    lines.push(
      `## ${scenario.name} — ${scenario.pass ? 'PASS' : 'FAIL'}`,
      '',
      `${scenario.description} ${scenario.virtualUsers} virtual users for ${scenario.seconds} s, sharing the sessions of ${scenario.sessions.join(', ')}.`,
      '',
      ...statsLines('All requests', scenario.overall),
    );
    for (const item of scenario.outages) {
      lines.push(
        `### ${item.name}: ${item.from} to ${item.to} (${item.seconds} s)`,
        '',
        `Max latency of non-2xx answers during it: ${item.non2xxMaxMs ?? '—'} ms. First 2xx ${item.recoveryMs ?? '—'} ms after the return; last non-2xx ended ${item.lastFailureAfterReturnMs ?? '—'} ms after it.`,
        '',
        ...statsLines('Requests in flight during it', item.requests),
      );
    }
    const w = scenario.writes;
    lines.push(
      `Writes: ${w.acknowledgedCreates} creates acknowledged, ${w.createdInDatabase} rows of this run in the database (${w.unacknowledgedCreatesFound} written without an acknowledgement reaching the client), ${w.lostCreates} lost; ${w.acknowledgedUpdates} updates acknowledged on ${scenario.writes.acknowledgedUpdates > 0 ? 'the contacts created' : '—'}, ${w.lostUpdates} contacts below their acknowledged version. **Lost writes: ${w.lost}.**`,
      '',
    );
  }
  if (results.notes.length) lines.push('## Notes', '', ...results.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

export function writeResults(results: SoakResults): { markdownFile: string; jsonFile: string } {
  const folder = path.join(ROOT, 'soak', 'results');
  mkdirSync(folder, { recursive: true });
  const base = path.join(folder, results.startedAt.slice(0, 10));
  writeFileSync(`${base}.md`, markdown(results));
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  return { markdownFile: `${base}.md`, jsonFile: `${base}.json` };
}
