import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '@/upstream/db/client';
import { NAMED_STATEMENT_LIMITS, statementName } from '@/upstream/db/named-statements';
import { openTestDatabase, testDbKind } from '../support/test-database';

/*
 * What the pool's connections do on PostgreSQL: every statement is prepared by a name derived from its
 * text (upstream/db/named-statements.ts), so that a list's statement is planned once, not on every
 * page; and a connection is sent one statement at a time (upstream/db/statements-in-turn.ts).
 */

const preparedSchema = z.object({
  rows: z.array(z.object({ name: z.string(), statement: z.string(), generic_plans: z.coerce.number() })),
});

async function preparedStatements(tx: Tx) {
  const result = await tx.execute(
    sql`select name, statement, generic_plans from pg_prepared_statements where name like 's\\_%'`,
  );
  return preparedSchema.parse(result).rows;
}

describe.skipIf(testDbKind() !== 'postgres')('statements prepared by name (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('prepares a repeated statement once, under its text’s name, and plans it once', async () => {
    // One transaction is one connection: what it prepared is what the next statement finds.
    await database.db.transaction(async (tx) => {
      const sums: number[] = [];
      for (let n = 1; n <= 8; n++) {
        const result = await tx.execute(sql`select ${n}::int + 1 as sum`);
        sums.push(z.object({ rows: z.tuple([z.object({ sum: z.number() })]) }).parse(result).rows[0].sum);
      }
      expect(sums).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      const text = 'select $1::int + 1 as sum';
      const mine = (await preparedStatements(tx)).filter((row) => row.statement === text);
      expect(mine).toEqual([
        { name: statementName(text), statement: text, generic_plans: expect.any(Number) },
      ]);
      // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more.
      expect(mine[0]?.generic_plans).toBeGreaterThan(0);
    });
  });

  it('runs a script of several statements and a multi-row insert unprepared', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw('create temporary table script_probe (n int); insert into script_probe values (1)'),
      );
      const many = Array.from({ length: NAMED_STATEMENT_LIMITS.parameters + 1 }, (_, n) => sql`(${n})`);
      await tx.execute(sql`insert into script_probe values ${sql.join(many, sql`, `)}`);
      const counted = z
        .object({ rows: z.tuple([z.object({ n: z.coerce.number() })]) })
        .parse(await tx.execute(sql`select count(*) as n from script_probe`));
      expect(counted.rows[0].n).toBe(NAMED_STATEMENT_LIMITS.parameters + 2);
      const statements = (await preparedStatements(tx)).map((row) => row.statement);
      expect(statements.some((text) => text.includes('script_probe values'))).toBe(false);
      expect(statements).toContain('select count(*) as n from script_probe');
    });
  });

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
