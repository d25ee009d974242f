import { createLogger } from '@/lib/log';
import { createUpstreamApp } from '@/upstream/app';
import type { UpstreamApp } from '@/upstream/platform/app-type';
import { readUpstreamConfig } from '@/upstream/config';
import type { Database } from '@/upstream/db/client';
import type { UpstreamDeps } from '@/upstream/platform/deps';
import { createMailer } from '@/upstream/platform/mailer';
import { createRequestLog } from '@/upstream/platform/request-log';
import { recordQueries } from '@/upstream/db/query-count';
import { keptVersion, unauditedWrites, writtenTables, type RequestMade } from './audit-conformance';
import { openTestDatabase } from './test-database';

export interface TestClock {
  now(): Date;
  set(time: Date | string): void;
  advance(ms: number): void;
}

function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (time) => void (current = new Date(time).getTime()),
    advance: (ms) => void (current += ms),
  };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestUpstream {
  app: UpstreamApp;
  database: Database;
  deps: UpstreamDeps;
  clock: TestClock;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /**
   * A request as built by the test (a multipart upload, a download, headers of its own), answered
   * unread; its writes are held to the audit log as `request`'s are.
   */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** The publishing API over a fresh database of the suite's kind, called in-process as the web app calls it. */
export async function createTestUpstream(
  options: { env?: Record<string, string> } = {},
): Promise<TestUpstream> {
  const database = await openTestDatabase();
  const clock = createClock();
  const config = readUpstreamConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...options.env });
  const log = createLogger('upstream');
  const deps: UpstreamDeps = {
    database,
    config,
    log,
    mailer: createMailer(database.db, config, log),
    requestLog: createRequestLog(database.db, log),
    now: clock.now,
  };
  const app = createUpstreamApp(deps);
  const requests: RequestMade[] = [];

  /** Calls the API, keeping what the request wrote for the audit check at `close`. */
  async function recorded(request: Request) {
    const headers = new Headers(request.headers);
    const requestId = headers.get('x-request-id') ?? crypto.randomUUID();
    headers.set('x-request-id', requestId);
    const { result: response, statements } = await recordQueries(() =>
      Promise.resolve(app.fetch(new Request(request, { headers }))),
    );
    const url = new URL(request.url);
    const entry: RequestMade = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: response.status,
      requestId,
      written: writtenTables(statements),
      unchanged: false,
    };
    requests.push(entry);
    return { response, entry };
  }

  return {
    app,
    database,
    deps,
    clock,
    async request(method, path, { body, token, headers = {} } = {}) {
      const requestHeaders: Record<string, string> = { ...headers };
      const init: RequestInit = { method, headers: requestHeaders };
      if (token) requestHeaders.authorization = `Bearer ${token}`;
      if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
        requestHeaders['content-type'] = 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const { response, entry } = await recorded(
        new Request(`http://upstream.test/${path.replace(/^\/+/, '')}`, init),
      );
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the raw text is what the test sees.
      }
      entry.unchanged = keptVersion(method, body, parsed);
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async fetch(request) {
      return (await recorded(request)).response;
    },
    close: async () => {
      await deps.requestLog.flush();
      const unaudited = await unauditedWrites(database, requests).finally(() => database.close());
      if (unaudited.length > 0) {
        throw new Error(
          `Writes with no row in the audit log under their request id:\n  ${unaudited.join('\n  ')}`,
        );
      }
    },
  };
}
