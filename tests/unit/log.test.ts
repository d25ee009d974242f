import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions } from '@/lib/log';

const SECRET = 'Ada\u0000Quill-secret@mail.example';

/** A logger with the system's options whose lines the test reads back. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ ...logOptions, level: 'info' }, stream), lines };
}

/** A failed insert as Drizzle raises it, over the server's own error (as node-postgres builds it). */
function failedInsert(): DrizzleQueryError {
  const server = new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 120, 'error');
  server.code = '22021';
  server.where = `unnamed portal parameter $2 = '${SECRET}'`;
  server.detail = `Key (email)=(${SECRET}) already exists.`;
  return new DrizzleQueryError(
    'insert into "contacts" ("first_name", "email") values ($1, $2)',
    ['Ada', SECRET],
    server,
  );
}

describe('error log lines', () => {
  it('keep the statement, the reason and the code of a failed query, never its values', () => {
    const { log, lines } = capturingLogger();
    log.error({ err: failedInsert() }, 'unhandled error');
    const [line = ''] = lines;
    expect(line).not.toContain('Quill-secret');
    const { err } = JSON.parse(line) as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "contacts" ("first_name", "email") values ($1, $2)',
      query: 'insert into "contacts" ("first_name", "email") values ($1, $2)',
      cause: { type: 'DatabaseError', code: '22021', message: expect.stringContaining('0x00') },
    });
    expect(err).not.toHaveProperty('params');
    expect(err.cause).not.toHaveProperty('where');
    expect(err.cause).not.toHaveProperty('detail');
    expect(err.stack).toMatch(/^Error: Failed query: insert into .*\n\s+at /);
  });

  it('keep other errors as they are, with their own fields and causes', () => {
    const { log, lines } = capturingLogger();
    const error = Object.assign(
      new Error('mail delivery failed', { cause: new Error('connection refused') }),
      {
        outbox: 12,
      },
    );
    log.warn({ err: error }, 'mail');
    const { err } = JSON.parse(lines[0] ?? '') as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: 'Error',
      message: 'mail delivery failed',
      outbox: 12,
      cause: { type: 'Error', message: 'connection refused' },
    });
    expect(err.stack).toBe(error.stack);
  });
});
