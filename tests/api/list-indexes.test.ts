import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '@/lib/areas';
import { royaltyRunList, runStatementList } from '@/lib/contract/royalty-runs';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { recordQueries, type Statement } from '@/upstream/db/query-count';
import { royaltyRuns } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * Every sort a list offers is served by an index in the list's own order (the value, then the id), so
 * that a deep page walks an index instead of sorting the whole table: with sorting and sequential scans
 * priced out of the planner, the plan of no list page may still sort.
 */

/** The paged lists besides the areas'. */
const OTHER_LISTS: readonly { path: string; sortFields: readonly string[] }[] = [
  { path: 'royalty-runs', sortFields: royaltyRunList.sortFields },
  // The statements of the run made below.
  { path: 'royalty-runs/1/statements', sortFields: runStatementList.sortFields },
];

/** Sorts by another table's value, which no index of the list's own table can hold: these sort. */
const SORTED_BY_ANOTHER_TABLE = new Set(['commissionings.editorName']);

let api: TestUpstream;
let admin: TestUser;

beforeAll(async () => {
  api = await createTestUpstream();
  admin = await createUser(api.database.db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  await api.database.db
    .insert(royaltyRuns)
    .values({ id: 1, periodStart: '2025-01-01', periodEnd: '2025-06-30' });
});
afterAll(() => api.close());

/** The statement again, its `$n` placeholders bound to the values it was sent with. */
function replay({ query, params }: Statement): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

/** The sorts of the page's own plan; a sub-plan (a column's correlated sub-query) sorts its own few rows. */
function sortNodes(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(sortNodes);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  if (node['Parent Relationship'] === 'SubPlan' || node['Parent Relationship'] === 'InitPlan') return [];
  const type = node['Node Type'];
  const own = typeof type === 'string' && type.includes('Sort') ? [type] : [];
  return [...own, ...Object.values(node).flatMap(sortNodes)];
}

async function planOf(statement: Statement): Promise<unknown> {
  return api.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain (format json) ${replay(statement)}`);
  });
}

describe('the indexes behind the lists’ sorts', () => {
  for (const area of [...AREAS, ...OTHER_LISTS]) {
    for (const field of area.sortFields.filter(
      (name) => !SORTED_BY_ANOTHER_TABLE.has(`${area.path}.${name}`),
    )) {
      for (const sort of [field, `-${field}`]) {
        it(`${area.path}: sorting by ${sort} reads an index in order`, async () => {
          const token = await issueToken(api.database.db, admin.id, api.clock.now());
          const { result, statements } = await recordQueries(() =>
            api.request('GET', `${area.path}?sort=${sort}&page=3&pageSize=10`, { token }),
          );
          expect(result.status, JSON.stringify(result.body)).toBe(200);
          const page = statements.find((statement) => /\boffset\b/i.test(statement.query));
          expect(page, 'the page query').toBeDefined();
          if (page) expect(sortNodes(await planOf(page)), page.query).toEqual([]);
        });
      }
    }
  }
});

/**
 * The lists whose search reads only their own columns, on tables that grow to thousands of rows (orders
 * to hundreds of thousands): trigram indexes serve it.
 */
const SEARCHED_BY_INDEX = ['contacts', 'orders'] as const;

/** The tables the plan reads whole, sub-plans included: a search's condition sits in the count's too. */
function seqScans(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(seqScans);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = node['Node Type'] === 'Seq Scan' ? [String(node['Relation Name'])] : [];
  return [...own, ...Object.values(node).flatMap(seqScans)];
}

describe('the indexes behind the lists’ searches', () => {
  for (const path of SEARCHED_BY_INDEX) {
    it(`${path}: a search reads its trigram indexes, not the whole table`, async () => {
      const token = await issueToken(api.database.db, admin.id, api.clock.now());
      const { result, statements } = await recordQueries(() =>
        api.request('GET', `${path}?q=smith&page=2&pageSize=10`, { token }),
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const searches = statements.filter((statement) => /\bilike\b/i.test(statement.query));
      // The page and its count.
      expect(searches.length, 'the statements that search').toBeGreaterThanOrEqual(2);
      for (const search of searches) {
        expect(seqScans(await planOf(search)), search.query).not.toContain(path);
      }
    });
  }
});
