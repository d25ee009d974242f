import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageMeta } from '@/lib/contract/envelope';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { insertRows } from '@/upstream/db/bulk-insert';
import { eq } from 'drizzle-orm';
import { trackedVersion } from '@/upstream/db/data-version';
import { contacts, news } from '@/upstream/db/schema';
import { EXACT_COUNT_LIMIT } from '@/upstream/resources/list';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * A list counts its rows exactly up to EXACT_COUNT_LIMIT; a longer one is estimated by the planner and
 * says so, so that counting does not grow with the table (upstream/resources/list.ts).
 */

const LONG = EXACT_COUNT_LIMIT + 500;

let api: TestUpstream;
let admin: TestUser;

beforeAll(async () => {
  api = await createTestUpstream();
  admin = await createUser(api.database.db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  const rows = Array.from({ length: LONG }, (_, n) => ({
    lastName: `Counted${String(n).padStart(6, '0')}`,
    roles: n % 100 === 0 ? ['agent'] : ['author'],
  }));
  await insertRows(api.database.db, contacts, rows);
  await api.database.db.execute('analyze contacts');
});
afterAll(() => api.close());

async function meta(query: string, list = 'contacts'): Promise<PageMeta> {
  const token = await issueToken(api.database.db, admin.id, api.clock.now());
  const response = await api.request('GET', `${list}?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { meta: PageMeta }).meta;
}

describe('counting a list', () => {
  it('estimates a list longer than the limit, and says so', async () => {
    const long = await meta('pageSize=10');
    expect(long.estimated).toBe(true);
    expect(long.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(long.total - LONG) / LONG).toBeLessThan(0.2);
  });

  it('keeps an unfiltered count only until the next write to the table', async () => {
    const total = async () => (await meta('pageSize=10', 'news')).total;
    const db = api.database.db;
    expect(await total()).toBe(0);
    expect(await total()).toBe(0);
    const [first] = await db.insert(news).values({ title: 'First', slug: 'first', body: 'x' }).returning();
    expect(await total()).toBe(1);
    await db.insert(news).values({ title: 'Second', slug: 'second', body: 'x' });
    expect(await total()).toBe(2);
    await db.delete(news).where(eq(news.id, first?.id ?? 0));
    expect(await total()).toBe(1);
    // A filtered list is counted afresh: its conditions may read other tables.
    expect((await meta('pageSize=10&status=draft', 'news')).total).toBe(1);
  });

  it('knows which tables keep a version, and counts the others every time', async () => {
    expect(await trackedVersion(api.database.db, 'contacts')).toBeGreaterThan(0);
    expect(await trackedVersion(api.database.db, 'audit_log')).toBeNull();
  });

  it('counts a shorter selection exactly, without saying it is estimated', async () => {
    const agents = await meta('roles=agent&pageSize=10');
    expect(agents).toEqual({ page: 1, pageSize: 10, total: LONG / 100 });
  });
});

describe('reading an unfiltered list', () => {
  const titles = async (query: string) => {
    const token = await issueToken(api.database.db, admin.id, api.clock.now());
    const response = await api.request('GET', `news?${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as { data: { title: string }[] }).data.map((item) => item.title);
  };

  it('reads its first page afresh in each order and size, with the rows written since', async () => {
    const db = api.database.db;
    await db.delete(news);
    await db.insert(news).values([
      { title: 'Beta', slug: 'beta', body: 'x' },
      { title: 'Gamma', slug: 'gamma', body: 'x' },
    ]);
    expect(await titles('sort=title&pageSize=10')).toEqual(['Beta', 'Gamma']);
    expect(await titles('sort=-title&pageSize=10')).toEqual(['Gamma', 'Beta']);
    await db.insert(news).values({ title: 'Alpha', slug: 'alpha', body: 'x' });
    expect(await titles('sort=title&pageSize=10')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles('sort=title&pageSize=2')).toEqual(['Alpha', 'Beta']);
    expect(await titles('sort=-title&pageSize=1')).toEqual(['Gamma']);
  });
});
