import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publishingFirmResponseSchema } from '@/lib/contract/dashboard';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { countQueries } from '@/upstream/db/query-count';
import { checkRuns, commissionings } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * The dashboard's figures are kept while the data is unchanged (upstream/metrics/cached.ts): these tests
 * show that they are still right after every kind of write, and that an unchanged minute costs one query.
 */

/** Tables that change with use, not with the business (logs, secrets, mail): migration 0003 leaves them out. */
const UNTRACKED = [
  'api_tokens',
  'audit_log',
  'data_versions',
  'email_attachments',
  'email_change_tokens',
  'email_outbox',
  'login_events',
  'number_sequences',
  'password_reset_tokens',
  'request_log',
  'sign_in_codes',
  'signing_keys',
];

let api: TestUpstream;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set('2031-05-15T12:00:00.000Z');
  admin = await createUser(api.database.db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  editor = await createUser(api.database.db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
});
afterAll(() => api.close());

async function firm() {
  const token = await issueToken(api.database.db, admin.id, api.clock.now());
  const response = await api.request('GET', 'dashboard/publishing-firm', { token });
  expect(response.status).toBe(200);
  return publishingFirmResponseSchema.parse(response.body).data;
}

describe('data versions', () => {
  it('are kept for every table but the logs and the sign-in secrets', async () => {
    const result = await api.database.db.execute(sql`
      select t.tablename as name, exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
         where c.relname = t.tablename and g.tgname = 'bump_data_version') as tracked
        from pg_tables t where t.schemaname = current_schema() order by t.tablename`);
    const { rows } = z
      .object({ rows: z.array(z.object({ name: z.string(), tracked: z.boolean() })) })
      .parse(result);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((row) => !row.tracked).map((row) => row.name)).toEqual(UNTRACKED);
  });
});

describe('the dashboard after writes', () => {
  it('counts a commissioning created through the API at once, and one updated in SQL too', async () => {
    const before = await firm();
    const token = await issueToken(api.database.db, admin.id, api.clock.now());
    const created = await api.request('POST', 'commissionings', {
      token,
      body: {
        commissioningTitle: 'A Figure That Moves',
        editorId: editor.id,
        authorIds: [],
        proposal: '',
        expectedFormats: [],
        expectedDeliveryDate: '',
        expectedPublicationDate: '',
        estimatedWordCount: '',
        notes: '',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const afterCreate = await firm();
    expect(afterCreate.activeCommissionings.total).toBe(before.activeCommissionings.total + 1);

    // A write that no route makes (an import, a console) moves the version all the same.
    await api.database.db.update(commissionings).set({ status: 'declined' });
    const afterUpdate = await firm();
    expect(afterUpdate.activeCommissionings.total).toBe(0);
  });

  it('answers an unchanged minute from memory: one query, for the data version', async () => {
    await firm();
    const token = await issueToken(api.database.db, admin.id, api.clock.now());
    const { queries } = await countQueries(() =>
      api.request('GET', 'dashboard/publishing-firm', { token }).then((response) => response.status),
    );
    // The token with its user and rights, then the data version; the figures themselves cost nothing.
    expect(queries).toBe(2);
  });

  it('says which minute the figures stand for, and moves with the clock', async () => {
    const token = await issueToken(api.database.db, admin.id, api.clock.now());
    const first = await api.request('GET', 'dashboard/publishing-firm', { token });
    expect(first.body).toMatchObject({ meta: { asOf: '2031-05-15T12:00:00.000Z' } });
    api.clock.set('2031-05-15T12:01:30.000Z');
    const next = await api.request('GET', 'dashboard/publishing-firm', { token });
    expect(next.body).toMatchObject({ meta: { asOf: '2031-05-15T12:01:00.000Z' } });
  });
});

describe('the checks after writes', () => {
  const PUBLISHED_WITHOUT_EDITION = 'Commissioning marked published with no published edition';

  async function counts() {
    const token = await issueToken(api.database.db, admin.id, api.clock.now());
    const response = await api.request('GET', 'discrepancies/counts', { token });
    expect(response.status).toBe(200);
    const listed = await api.request('GET', 'discrepancies', { token });
    const titles = new Map(
      (listed.body as { data: { discrepancyId: number; discrepancyTitle: string }[] }).data.map((check) => [
        check.discrepancyId,
        check.discrepancyTitle,
      ]),
    );
    const data = (response.body as { data: { discrepancyId: number; issueCount: number }[] }).data;
    return new Map(data.map((count) => [titles.get(count.discrepancyId), count.issueCount]));
  }
  const runs = async () => api.database.db.$count(checkRuns);

  it('counts a new inconsistency at once, and runs nothing again while the data stays as it is', async () => {
    const before = await counts();
    const [one] = await api.database.db.select({ id: commissionings.id }).from(commissionings).limit(1);
    await api.database.db
      .update(commissionings)
      .set({ status: 'published' })
      .where(eq(commissionings.id, one?.id ?? 0));
    const after = await counts();
    expect(after.get(PUBLISHED_WITHOUT_EDITION)).toBe((before.get(PUBLISHED_WITHOUT_EDITION) ?? 0) + 1);

    const recorded = await runs();
    expect(await counts()).toEqual(after);
    expect(await runs()).toBe(recorded);
  });
});
