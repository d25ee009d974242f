import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '@/upstream/db/schema';
import { RequestAbandonedError, observingAborts, withRequestSignal } from '@/upstream/db/request-signal';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/** A request whose caller has gone (timed out, closed the tab) stops using the database. */
describe('abandoned requests', () => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await createTestUpstream();
  });
  afterAll(() => api.close());

  it('stop at their next statement, and their transaction is rolled back', async () => {
    const caller = new AbortController();
    const work = withRequestSignal(caller.signal, () =>
      api.database.db.transaction(async (tx) => {
        await tx.insert(groups).values({ id: 901, name: 'Written before the caller left' });
        caller.abort();
        await tx.insert(groups).values({ id: 902, name: 'Never written' });
      }),
    );
    await expect(work).rejects.toBeInstanceOf(RequestAbandonedError);
    expect(await api.database.db.select().from(groups).where(eq(groups.id, 901))).toEqual([]);
  });

  it('give their connections back: the pool serves more statements than it has connections', async () => {
    const abandoned = Array.from({ length: 12 }, () => {
      const caller = new AbortController();
      caller.abort();
      return withRequestSignal(caller.signal, () =>
        api.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        }),
      ).catch((error: unknown) => error);
    });
    for (const outcome of await Promise.all(abandoned)) expect(outcome).toBeInstanceOf(RequestAbandonedError);
    const rows = await Promise.all(Array.from({ length: 12 }, () => api.database.db.execute(sql`select 1`)));
    expect(rows).toHaveLength(12);
  });

  it('answer 503 when the API is handed a request already abandoned', async () => {
    const caller = new AbortController();
    caller.abort();
    const handle = observingAborts(api.app.fetch);
    const response = await handle(
      new Request('http://upstream.test/auth/user', {
        headers: { authorization: 'Bearer clp_not-a-token' },
        signal: caller.signal,
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      error: 'The request was abandoned before it finished.',
    });
  });

  it('leave requests whose caller is still there alone', async () => {
    const handle = observingAborts(api.app.fetch);
    const response = await handle(new Request('http://upstream.test/health'));
    expect(response.status).toBe(200);
  });
});
