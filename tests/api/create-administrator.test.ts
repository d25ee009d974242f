import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRights } from '@/upstream/db/schema';
import { createAdministrator } from '@/upstream/users/create-administrator';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

describe('creating the first administrator', () => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await createTestUpstream();
  });
  afterAll(() => api.close());

  const input = {
    userName: 'Ada',
    email: 'ADA@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'analytical-engine',
  };

  it('creates a Super User with every section at level 5 who can sign in', async () => {
    const userId = await createAdministrator(api.database.db, input, api.clock.now());
    const rights = await api.database.db.select().from(userRights).where(eq(userRights.userId, userId));
    expect(rights.map((right) => right.level)).toEqual(Array(11).fill(5));
    const login = await api.request('POST', 'auth/login', {
      body: { username: 'ada', password: 'analytical-engine' },
    });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const user = await api.request('GET', 'auth/user', { token });
    expect(user.body).toMatchObject({ result: { userName: 'ada', email: 'ada@example.org', groups: [1] } });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(audit).toMatchObject({ entity: 'users', action: 'insert' });
  });

  it('refuses a taken name or email, and a short password, writing nothing', async () => {
    await expect(createAdministrator(api.database.db, input, api.clock.now())).rejects.toThrow(
      /exists already/,
    );
    await expect(
      createAdministrator(
        api.database.db,
        { ...input, userName: 'other', email: 'other@example.org', password: 'short' },
        api.clock.now(),
      ),
    ).rejects.toThrow(/at least 7/);
    expect(await api.database.db.$count(auditLog)).toBe(1);
  });
});
