import autocannon from 'autocannon';

export interface HttpRequestSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadStats {
  concurrency: number;
  /** Seconds the load actually ran. */
  seconds: number;
  /** Responses with a 2xx status. */
  ok: number;
  /** Successful responses per second. */
  rps: number;
  /** Latency of the successful responses, ms; null when there was none. */
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

function summarize(
  concurrency: number,
  seconds: number,
  okTimes: number[],
  statuses: Record<string, number>,
  errors: number,
): LoadStats {
  const sorted = okTimes.sort((a, b) => a - b);
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    concurrency,
    seconds: Math.round(seconds * 100) / 100,
    ok: sorted.length,
    rps: seconds > 0 ? Math.round((sorted.length / seconds) * 10) / 10 : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    errors,
    non2xx,
    statuses,
  };
}

export interface Probe {
  status: number;
  ms: number;
  body: string;
  location: string | null;
}

/** One request, also the warm-up before a measurement: redirects are answers here, not followed. */
export async function probe(spec: HttpRequestSpec): Promise<Probe> {
  const started = performance.now();
  const response = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  return {
    status: response.status,
    ms: Math.round(performance.now() - started),
    body,
    location: response.headers.get('location'),
  };
}

/**
 * `concurrency` connections sending the request back to back for `seconds` (no rate limit). autocannon 9
 * gives p50, p90, p97.5 and p99 but no p95, so every response time is kept and the percentiles computed here.
 */
export function runLoad(spec: HttpRequestSpec, concurrency: number, seconds: number): Promise<LoadStats> {
  const okTimes: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
        connections: concurrency,
        duration: seconds,
        // A response slower than this counts as an error rather than holding the run open.
        timeout: Math.max(10, seconds * 2),
      },
      (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(summarize(concurrency, result.duration, okTimes, statuses, result.errors));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) okTimes.push(responseTime);
    });
  });
}

/**
 * An exchange of several requests (a sign-in) repeated one after another for `seconds`; a failed one
 * counts as an error.
 */
export async function runSequence(exchange: () => Promise<void>, seconds: number): Promise<LoadStats> {
  const okTimes: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1_000;
  while (performance.now() < end) {
    const begun = performance.now();
    try {
      await exchange();
      okTimes.push(performance.now() - begun);
      statuses['200'] = (statuses['200'] ?? 0) + 1;
    } catch {
      errors++;
    }
  }
  return summarize(1, (performance.now() - started) / 1_000, okTimes, statuses, errors);
}
