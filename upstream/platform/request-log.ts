import type { HttpMethod } from '@/lib/contract/enums';
import { HTTP_METHODS } from '@/lib/contract/enums';
import type { Logger } from '@/lib/log';
import type { Db } from '../db/client';
import { requestLog } from '../db/schema';

export interface RequestLogEntry {
  at: Date;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId: number | null;
  requestId: string;
}

export interface RequestLog {
  record(entry: RequestLogEntry): void;
  /** Writes what is buffered; tests call it before reading the log. */
  flush(): Promise<void>;
}

const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT = 200;

const isMethod = (method: string): method is HttpMethod =>
  (HTTP_METHODS as readonly string[]).includes(method);

/**
 * The request log behind the developers' error rate. Requests are written in batches, so that logging
 * a request does not cost each request a write of its own.
 */
export function createRequestLog(db: Db, log: Logger): RequestLog {
  let buffer: RequestLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    const rows = batch.flatMap((entry) =>
      isMethod(entry.method) ? [{ ...entry, method: entry.method }] : [],
    );
    if (rows.length === 0) return;
    await db
      .insert(requestLog)
      .values(rows)
      .catch((error: unknown) => log.warn({ err: error, lost: rows.length }, 'request log write failed'));
  }

  return {
    record(entry) {
      buffer.push(entry);
      if (buffer.length >= FLUSH_AT) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
