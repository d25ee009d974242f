import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '@/upstream/db/query-count';
import { groups, users } from '@/upstream/db/schema';
import { openTestDatabase } from '../support/test-database';
import type { Database } from '@/upstream/db/client';

describe('counting the statements of a request', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts each statement sent while the work runs, and only those', async () => {
    await database.db.select().from(users);
    const { result, queries } = await countQueries(async () => {
      await database.db.select().from(users);
      await Promise.all([database.db.select().from(groups), database.db.$count(users)]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(queries).toBe(3);
  });

  it('keeps concurrent requests apart', async () => {
    const [one, two] = await Promise.all([
      countQueries(async () => void (await database.db.select().from(users))),
      countQueries(async () => {
        await database.db.select().from(users);
        await database.db.select().from(groups);
      }),
    ]);
    expect([one.queries, two.queries]).toEqual([1, 2]);
  });
});
