import type { DbKind } from './dataset';
import { isPagePayload, navigationHeaders, withCacheBusting } from './navigation';
import { probe, runLoad, runSequence, type HttpRequestSpec, type LoadStats, type Probe } from './load';
import { signInToWeb } from './session';
import type { Target, TargetKind } from './targets';

export interface Measurement {
  target: string;
  kind: TargetKind;
  db: DbKind;
  concurrency: number;
  /** What the warm-up request answered (null when it got no answer). */
  status: number | null;
  /** Null when the target was not loaded: it does not answer 2xx (yet). */
  stats: LoadStats | null;
  note?: string;
}

export interface Credentials {
  cookie: string | null;
  token: string | null;
}

function requestOf(target: Target, baseUrl: string, credentials: Credentials): HttpRequestSpec {
  const headers: Record<string, string> =
    target.kind === 'navigation'
      ? { accept: '*/*', ...navigationHeaders() }
      : { accept: target.kind === 'page' ? 'text/html' : 'application/json' };
  if (target.credential === 'session cookie' && credentials.cookie) headers.cookie = credentials.cookie;
  if (target.credential === 'bearer token' && credentials.token)
    headers.authorization = `Bearer ${credentials.token}`;
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  return { url: `${baseUrl}${target.path}`, method: target.method, headers, body: target.body };
}

const WARM_UP_REQUESTS = 2;
/*
 * Then a second of load, not measured: a server that has answered a route many times runs it as compiled
 * code, while one just started is still compiling it, which no user of a running server waits for. Sign-ins
 * are left out: a burst of them is what the sign-in throttle is for.
 */
const WARM_UP_LOAD = { concurrency: 10, seconds: 1 };

/** Where a redirect goes, or the API's error message: enough to tell "not built yet" from "broken". */
function describe(answer: Probe): string {
  if (answer.location) return ` → ${answer.location}`;
  const body = answer.body.trim();
  return body.startsWith('{') ? `: ${body.replace(/\s+/g, ' ').slice(0, 160)}` : '';
}

/** Seconds of load a web server gets before its first measurement, per second of measurement. */
export const SERVER_WARM_UP_PER_MEASURED_SECOND = 12;

/**
 * Load on a web server just started, spread over its pages, before anything is measured. A fresh
 * process runs React's and Next's code interpreted at first, and grows its heap page by page; on a
 * 2-core machine a process loaded at concurrency 10 took some fifty seconds (about 2,500 requests)
 * before its CPU time per request settled, at half what the first seconds cost. A server in use has
 * long passed that point, so the figures are of one that has.
 */
export async function warmUpServer(
  pages: readonly Target[],
  baseUrl: string,
  credentials: Credentials,
  seconds: number,
): Promise<void> {
  for (const page of pages) {
    await runLoad(requestOf(page, baseUrl, credentials), WARM_UP_LOAD.concurrency, seconds / pages.length);
  }
}

/**
 * One target at each of its concurrencies. Two requests and a second of load first: the first uses of a
 * route load and compile its code and fill caches, which is not what a user waiting on a warm server sees.
 * A target that does not answer 2xx is recorded with its status, not loaded: the page or call may not
 * exist yet.
 */
export async function measureTarget(
  target: Target,
  db: DbKind,
  baseUrl: string,
  credentials: Credentials,
  seconds: number,
): Promise<Measurement[]> {
  const base = { target: target.name, kind: target.kind, db };
  if (target.runner === 'next-auth sign-in') {
    const exchange = async (): Promise<void> => void (await signInToWeb(baseUrl));
    try {
      await exchange();
    } catch (error) {
      const note = error instanceof Error ? error.message : String(error);
      return target.concurrencies.map((concurrency) => ({
        ...base,
        concurrency,
        status: null,
        stats: null,
        note,
      }));
    }
    const results: Measurement[] = [];
    for (const concurrency of target.concurrencies)
      results.push({ ...base, concurrency, status: 200, stats: await runSequence(exchange, seconds) });
    return results;
  }

  let request = requestOf(target, baseUrl, credentials);
  let status: number | null = null;
  let note: string | undefined;
  try {
    if (target.kind === 'navigation') request = await withCacheBusting(request, probe);
    for (let attempt = 0; attempt < WARM_UP_REQUESTS; attempt++) {
      const answer = await probe(request);
      status = answer.status;
      if (status < 200 || status >= 300) {
        note = `answered ${status}${describe(answer)}`;
        break;
      }
      if (target.kind === 'navigation' && !isPagePayload(answer)) {
        note = 'answered with the whole document, not the page alone';
        break;
      }
    }
  } catch (error) {
    note = `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (note !== undefined)
    return target.concurrencies.map((concurrency) => ({ ...base, concurrency, status, stats: null, note }));

  if (target.kind !== 'sign-in') await runLoad(request, WARM_UP_LOAD.concurrency, WARM_UP_LOAD.seconds);
  const results: Measurement[] = [];
  for (const concurrency of target.concurrencies)
    results.push({ ...base, concurrency, status, stats: await runLoad(request, concurrency, seconds) });
  return results;
}
