import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/upstream/db/client';
import { openTestDatabase, testDbKind } from '../support/test-database';

/*
 * A connection of the PostgreSQL pool is sent one statement at a time (upstream/db/statements-in-turn.ts).
 */

describe.skipIf(testDbKind() !== 'postgres')('the pool’s connections (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('sends reads started together in a transaction one after another, so pg never queues them', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error): void => void warnings.push(warning.message);
    process.on('warning', listen);
    try {
      const answers = await database.db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(sql`select ${n}::int * 2 as twice`))),
      );
      const twice = z.object({ rows: z.tuple([z.object({ twice: z.number() })]) });
      expect(answers.map((answer) => twice.parse(answer).rows[0].twice)).toEqual([2, 4, 6]);
      // Node emits warnings on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
