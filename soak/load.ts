import { z } from 'zod';

/** A client gives up on a request after this long: that is a timeout in the report. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type Operation =
  | 'list contacts'
  | 'list commissionings'
  | 'search'
  | 'detail'
  | 'create'
  | 'update'
  | 'page /contacts/manage';

/** One request as the client saw it. Times are milliseconds of `Date.now()`. */
export interface Sample {
  op: Operation;
  method: string;
  path: string;
  start: number;
  end: number;
  ms: number;
  /** 0 when no answer came: `error` says whether it timed out or the connection failed. */
  status: number;
  error?: string;
  /** For a non-2xx answer: its message (the envelope's `error`, or the start of the body). */
  message?: string;
}

/** What the server acknowledged (2xx) and must therefore be in the database afterwards. */
export interface WriteLedger {
  /** Contacts created with a 201, by id, with the last name they were given. */
  created: Map<number, string>;
  /** For each contact, the highest version an acknowledged update answered. */
  updatedVersion: Map<number, number>;
}

export interface Session {
  user: string;
  cookie: string;
}

export interface LoadOptions {
  baseUrl: string;
  sessions: readonly Session[];
  virtualUsers: number;
  seconds: number;
  runId: string;
  /** Relative weights of the operations. */
  mix: Partial<Record<Operation, number>>;
  /** Ids the detail reads pick from. */
  contactIds: readonly number[];
}

export const LOAD_MIX: Partial<Record<Operation, number>> = {
  'list contacts': 20,
  'list commissionings': 15,
  search: 15,
  detail: 15,
  create: 15,
  update: 20,
};

const SEARCH_TERMS = ['abbott', 'smith', 'island', 'library', 'london', 'novel', 'garden', 'house'];
const SORTS = ['name', '-name', '-createdDate', 'email'];

const envelopeError = z.object({ error: z.string() });
const contactSchema = z.object({
  data: z.object({ contactId: z.number().int(), version: z.number().int(), lastName: z.string() }),
});

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = envelopeError.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error;
  } catch {
    // Not JSON: a page or a proxy's text.
  }
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1];
  const unavailable = /[^<>]{0,80}unavailable[^<>]{0,80}/i.exec(text)?.[0];
  const digest = /digest\\?":\\?"(\w+)/.exec(text)?.[1];
  if (!unavailable && title && digest)
    return `page "${title}" rendered the error boundary (digest ${digest}); its HTML names no cause`;
  return (unavailable ?? title ?? text).replace(/\s+/g, ' ').trim().slice(0, 200);
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function weightedPick(mix: Partial<Record<Operation, number>>): Operation {
  const entries = Object.entries(mix) as [Operation, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [op, weight] of entries) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return entries[0]![0];
}

/**
 * Runs virtual users, each looping over weighted operations with one shared session cookie, until the
 * time is up. Every request is recorded; acknowledged writes go into the ledger.
 */
export async function runLoad(options: LoadOptions, samples: Sample[], ledger: WriteLedger): Promise<void> {
  const stopAt = Date.now() + options.seconds * 1000;
  const site = new URL(options.baseUrl).origin;

  async function call(
    session: Session,
    op: Operation,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ sample: Sample; json: unknown }> {
    const start = Date.now();
    const headers: Record<string, string> = { cookie: session.cookie };
    if (method !== 'GET') {
      headers.origin = site;
      headers['content-type'] = 'application/json';
    }
    const sample: Sample = { op, method, path, start, end: start, ms: 0, status: 0 };
    let json: unknown = null;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      sample.status = response.status;
      if (response.ok && response.headers.get('content-type')?.includes('json')) json = await response.json();
      else if (response.ok) {
        // A page may answer 200 and say inside that something is down: keep what it says.
        const said = /[^<>]{0,80}unavailable[^<>]{0,80}/i.exec(await response.text())?.[0];
        if (said) sample.message = said.replace(/\s+/g, ' ').trim();
      } else sample.message = await messageOf(response);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      sample.error = name === 'TimeoutError' ? 'timeout' : `network: ${(error as Error)?.message ?? error}`;
    }
    sample.end = Date.now();
    sample.ms = sample.end - start;
    samples.push(sample);
    return { sample, json };
  }

  async function virtualUser(index: number): Promise<void> {
    const session = options.sessions[index % options.sessions.length]!;
    const mine: number[] = [];
    let serial = 0;
    while (Date.now() < stopAt) {
      let op = weightedPick(options.mix);
      if (op === 'update' && mine.length === 0) op = 'create';
      switch (op) {
        case 'list contacts': {
          const params = new URLSearchParams({
            page: String(1 + Math.floor(Math.random() * 10)),
            pageSize: '25',
            sort: pick(SORTS),
          });
          if (Math.random() < 0.3) params.set('q', pick(SEARCH_TERMS));
          await call(session, op, 'GET', `/api/contacts?${params}`);
          break;
        }
        case 'list commissionings':
          await call(
            session,
            op,
            'GET',
            `/api/commissionings?page=${1 + Math.floor(Math.random() * 8)}&pageSize=25`,
          );
          break;
        case 'search':
          await call(session, op, 'GET', `/api/search?q=${pick(SEARCH_TERMS)}`);
          break;
        case 'detail':
          await call(session, op, 'GET', `/api/contacts/${pick(options.contactIds)}`);
          break;
        case 'page /contacts/manage':
          await call(session, op, 'GET', '/contacts/manage');
          break;
        case 'create': {
          serial += 1;
          const lastName = `Soak-${options.runId}-${index}-${serial}`;
          const { sample, json } = await call(session, op, 'POST', '/api/contacts', {
            firstName: 'Created',
            lastName,
            roles: ['author'],
          });
          if (sample.status === 201) {
            const created = contactSchema.parse(json).data;
            ledger.created.set(created.contactId, lastName);
            mine.push(created.contactId);
          }
          break;
        }
        case 'update': {
          const id = pick(mine);
          const read = await call(session, 'detail', 'GET', `/api/contacts/${id}`);
          if (read.sample.status !== 200) break;
          const current = contactSchema.parse(read.json).data;
          const { sample, json } = await call(session, op, 'PUT', `/api/contacts/${id}`, {
            firstName: `Updated-${current.version + 1}`,
            lastName: current.lastName,
            roles: ['author'],
            version: current.version,
          });
          if (sample.status === 200) {
            const { version } = contactSchema.parse(json).data;
            ledger.updatedVersion.set(id, Math.max(version, ledger.updatedVersion.get(id) ?? 0));
          }
          break;
        }
      }
    }
  }

  await Promise.all(Array.from({ length: options.virtualUsers }, (_, index) => virtualUser(index)));
}
