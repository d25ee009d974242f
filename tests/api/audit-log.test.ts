import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/contract/audit-log';
import { parseCsv } from '@/lib/contract/csv';
import { eq } from 'drizzle-orm';
import { GROUP } from '@/lib/rights';
import { auditLog } from '@/upstream/db/schema';
import { unauditedWrites, writtenTables } from '../support/audit-conformance';
import { createUser, type TestUser } from '../support/fixtures';
import { dataOf, tokenOf } from '../support/sign-in';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * Every API test file checks, as it closes, that each request of its own that wrote a record of the
 * firm's left a row in the audit log under its request id (`tests/support/audit-conformance.ts`), so
 * the other areas' tests are this trail's test too. Here: that check itself, and the browser.
 *
 * The audit-log browser: writes of another area (a contact created, changed, deleted) and of the users'
 * administration read back with who, when and before → after, filtered by user, entity and period,
 * and exported as CSV; for Super Users only.
 */

let api: TestUpstream;
let admin: TestUser;
let adminToken: string;
let contactId: number;

const today = () => new Date().toISOString().slice(0, 10);
const trail = async (query: string, token = adminToken) =>
  dataOf<AuditEntry[]>(await api.request('GET', `audit-log?${query}`, { token }));

beforeAll(async () => {
  api = await createTestUpstream();
  admin = await createUser(api.database.db, { userName: 'chief', groups: [GROUP.SUPER_USERS] });
  adminToken = await tokenOf(api, admin);
  const created = dataOf<{ contactId: number; version: number }>(
    await api.request('POST', 'contacts', {
      token: adminToken,
      body: { firstName: 'Ada', lastName: 'Audited', roles: ['author'], city: 'Bristol' },
    }),
    201,
  );
  contactId = created.contactId;
  const changed = dataOf<{ version: number }>(
    await api.request('PUT', `contacts/${contactId}`, {
      token: adminToken,
      body: {
        firstName: 'Ada',
        lastName: 'Audited',
        roles: ['author'],
        city: 'Leeds',
        version: created.version,
      },
    }),
  );
  expect(changed.version).toBeGreaterThan(created.version);
  dataOf(await api.request('DELETE', `contacts/${contactId}`, { token: adminToken }));
});
afterAll(() => api.close());

describe('the audit trail', () => {
  it('shows a record’s writes, newest first, with who and before → after', async () => {
    const entries = await trail(`entity=contacts&entityId=${contactId}`);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'insert']);
    expect(entries.every((entry) => entry.userId === admin.id && entry.userName === 'Chief Tester')).toBe(
      true,
    );
    const update = entries[1];
    expect(update?.before).toMatchObject({ city: 'Bristol' });
    expect(update?.after).toMatchObject({ city: 'Leeds' });
  });

  it('filters by user and period, and lists the kinds of record it names', async () => {
    const mine = await trail(`userId=${admin.id}&from=${today()}&to=${today()}&pageSize=100`);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((entry) => entry.userId === admin.id)).toBe(true);
    expect(await trail(`userId=${admin.id}&to=2000-01-01`)).toEqual([]);
    const entities = dataOf<string[]>(await api.request('GET', 'audit-log/entities', { token: adminToken }));
    expect(entities).toContain('contacts');
  });

  it('exports the selection as CSV', async () => {
    const response = await api.request('GET', `audit-log/export?entity=contacts&entityId=${contactId}`, {
      token: adminToken,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const { records } = parseCsv(String(response.body));
    expect(records[0]?.fields.slice(0, 6)).toEqual([
      'When (UTC)',
      'User id',
      'User',
      'Action',
      'Entity',
      'Record id',
    ]);
    expect(records.slice(1).map((record) => record.fields[3])).toEqual(['delete', 'update', 'insert']);
  });

  it('refuses bad filters with 400, and anyone but a Super User with 403', async () => {
    expect((await api.request('GET', 'audit-log?from=yesterday', { token: adminToken })).status).toBe(400);
    expect((await api.request('GET', 'audit-log?entity=Robert%27);', { token: adminToken })).status).toBe(
      400,
    );
    expect((await api.request('GET', 'audit-log?pageSize=1000', { token: adminToken })).status).toBe(400);
    const editor = await createUser(api.database.db, {
      userName: 'editor1',
      groups: [GROUP.COMMISSIONING_EDITORS],
    });
    const token = await tokenOf(api, editor);
    expect((await api.request('GET', 'audit-log', { token })).status).toBe(403);
    expect((await api.request('GET', 'audit-log/export', { token })).status).toBe(403);
  });
});

describe('the check every API test file makes of its writes', () => {
  it('reads the tables a request wrote from its statements, sign-in bookkeeping and row locks aside', () => {
    expect(
      writtenTables([
        { query: 'select "id" from "contacts" where "id" = $1 for update', params: [1] },
        { query: 'update "contacts" set "city" = $1 where "contacts"."id" = $2', params: ['Leeds', 1] },
        { query: 'with moved as (delete from "praises" where "id" = $1 returning 1) select 1', params: [1] },
        { query: 'insert into "audit_log" ("at") values ($1)', params: [''] },
        { query: 'update "users" set "last_login_at" = $1 where "users"."id" = $2', params: ['', 1] },
      ]),
    ).toEqual(['contacts', 'praises', 'audit_log']);
  });

  it('names a write with no audit row under its request id, and passes one that has it', async () => {
    const [audited] = await api.database.db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(contactId)))
      .limit(1);
    expect(audited?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const write = { method: 'PUT', status: 200, written: ['contacts'], unchanged: false };
    expect(
      await unauditedWrites(api.database, [
        { ...write, path: `contacts/${contactId}`, requestId: audited?.requestId ?? '' },
        { ...write, path: `contacts/${contactId}`, requestId: crypto.randomUUID() },
        {
          ...write,
          path: 'auth/login',
          requestId: crypto.randomUUID(),
          written: ['api_tokens', 'login_events'],
        },
      ]),
    ).toEqual(['PUT contacts/:id (200) wrote contacts ×1']);
  });
});
