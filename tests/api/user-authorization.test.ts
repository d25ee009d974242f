import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupRights, UserAccess } from '@/lib/contract/user-authorization';
import { GROUP, SECTION } from '@/lib/rights';
import { auditLog } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { dataOf, tokenOf } from '../support/sign-in';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * The rights editor: a group's level per section and a user's groups and own rights, each change audited
 * and in force on the user's next request (same token, no new sign-in); the last Super User protected.
 */

let api: TestUpstream;
let admin: TestUser;
let adminToken: string;

const rightsOf = async (token: string) =>
  ((await api.request('GET', 'auth/user', { token })).body as { result: { rights: string[] } }).result.rights;

const setCell = (
  groupId: number,
  sectionId: number,
  previousLevel: number,
  level: number,
  token = adminToken,
) =>
  api.request('PUT', `user-authorization/groups/${groupId}/sections/${sectionId}`, {
    token,
    body: { previousLevel, level },
  });

const access = async (userId: number) =>
  dataOf<UserAccess>(await api.request('GET', `users/${userId}/access`, { token: adminToken }));

const setAccess = (userId: number, body: unknown, token = adminToken) =>
  api.request('PUT', `users/${userId}/access`, { token, body });

beforeAll(async () => {
  api = await createTestUpstream();
  admin = await createUser(api.database.db, { userName: 'chief', groups: [GROUP.SUPER_USERS], rights: [] });
  adminToken = await tokenOf(api, admin);
});
afterAll(() => api.close());

describe('group rights', () => {
  it('lists every group with its rights as the defaults give them', async () => {
    const groups = dataOf<GroupRights[]>(
      await api.request('GET', 'user-authorization/groups', { token: adminToken }),
    );
    expect(groups).toHaveLength(12);
    expect(groups.find((group) => group.groupId === GROUP.DESIGNER)?.rights).toEqual([
      { sectionId: SECTION.PUBLISHING, level: 2 },
    ]);
    expect(groups.find((group) => group.groupId === GROUP.SUPER_USERS)?.memberCount).toBe(1);
  });

  it('a change is in force on the member’s next request, without a new sign-in, and audited', async () => {
    const designer = await createUser(api.database.db, {
      userName: 'designer1',
      groups: [GROUP.DESIGNER],
      rights: [],
    });
    const token = await tokenOf(api, designer);
    expect((await api.request('GET', 'contacts', { token })).status).toBe(403);
    expect(await rightsOf(token)).toEqual(['1_2']);

    dataOf(await setCell(GROUP.DESIGNER, SECTION.PUBLISHING, 2, 3));
    expect(await rightsOf(token)).toEqual(['1_3']);
    expect((await api.request('GET', 'contacts', { token })).status).toBe(200);

    dataOf(await setCell(GROUP.DESIGNER, SECTION.PUBLISHING, 3, 0));
    expect(await rightsOf(token)).toEqual([]);
    expect((await api.request('GET', 'contacts', { token })).status).toBe(403);

    const audited = await api.database.db
      .select({
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        userId: auditLog.userId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group_rights'), eq(auditLog.entityId, String(GROUP.DESIGNER))));
    expect(audited).toEqual([
      {
        action: 'update',
        before: { groupId: 10, sectionId: 1, level: 2 },
        after: { groupId: 10, sectionId: 1, level: 3 },
        userId: admin.id,
      },
      { action: 'delete', before: { groupId: 10, sectionId: 1, level: 3 }, after: null, userId: admin.id },
    ]);
    dataOf(await setCell(GROUP.DESIGNER, SECTION.PUBLISHING, 0, 2));
  });

  it('refuses a cell someone changed meanwhile, the Super Users’ row, and bad levels or sections', async () => {
    expect((await setCell(GROUP.DESIGNER, SECTION.PUBLISHING, 4, 5)).status).toBe(409);
    expect((await setCell(GROUP.SUPER_USERS, SECTION.CONTRACTS, 5, 3)).status).toBe(422);
    expect((await setCell(GROUP.DESIGNER, SECTION.PUBLISHING, 2, 1)).status).toBe(400);
    expect((await setCell(GROUP.DESIGNER, 12, 0, 2)).status).toBe(400);
    expect((await setCell(99, SECTION.PUBLISHING, 0, 2)).status).toBe(404);
  });
});

describe('a user’s access', () => {
  it('shows the level held in each section and where it comes from; own rights add to the groups’', async () => {
    const editor = await createUser(api.database.db, {
      userName: 'editor1',
      groups: [GROUP.COMMISSIONING_EDITORS],
      rights: [],
    });
    const token = await tokenOf(api, editor);
    const before = await access(editor.id);
    expect(before.effective.find((right) => right.sectionId === SECTION.PUBLISHING)).toEqual({
      sectionId: 1,
      level: 4,
      sources: [{ kind: 'group', groupId: GROUP.COMMISSIONING_EDITORS, level: 4 }],
    });

    const after = dataOf<UserAccess>(
      await setAccess(editor.id, {
        groupIds: [GROUP.COMMISSIONING_EDITORS, GROUP.DESIGNER],
        ownRights: [{ sectionId: SECTION.FINANCE, level: 5 }],
        version: before.version,
      }),
    );
    expect(after.groups).toEqual([GROUP.COMMISSIONING_EDITORS, GROUP.DESIGNER]);
    expect(after.effective.find((right) => right.sectionId === SECTION.FINANCE)).toEqual({
      sectionId: 4,
      level: 5,
      sources: [{ kind: 'own', level: 5 }],
    });
    expect(await rightsOf(token)).toContain('4_5');
    // The version read is spent.
    expect(
      (await setAccess(editor.id, { groupIds: [], ownRights: [], version: before.version })).status,
    ).toBe(409);
    expect(
      (
        await setAccess(editor.id, {
          groupIds: [],
          ownRights: [{ sectionId: 4, level: 1 }],
          version: after.version,
        })
      ).status,
    ).toBe(400);
  });

  it('never takes the last active Super User out of the group', async () => {
    const mine = await access(admin.id);
    const refused = await setAccess(admin.id, {
      groupIds: [GROUP.DEVELOPERS],
      ownRights: [],
      version: mine.version,
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { error: string }).error).toContain('last active Super User');

    const second = await createUser(api.database.db, { userName: 'deputy', groups: [GROUP.SUPER_USERS] });
    dataOf(await setAccess(admin.id, { groupIds: [GROUP.DEVELOPERS], ownRights: [], version: mine.version }));
    // Now the deputy is the last one, and the former Super User may not edit access any more.
    const deputyToken = await tokenOf(api, second);
    const deputy = await access(second.id).catch(() => null);
    expect(deputy).toBeNull();
    const theirs = dataOf<UserAccess>(
      await api.request('GET', `users/${second.id}/access`, { token: deputyToken }),
    );
    expect(
      (await setAccess(second.id, { groupIds: [], ownRights: [], version: theirs.version }, deputyToken))
        .status,
    ).toBe(422);
    const back = dataOf<UserAccess>(
      await api.request('GET', `users/${admin.id}/access`, { token: deputyToken }),
    );
    dataOf(
      await setAccess(
        admin.id,
        { groupIds: [GROUP.SUPER_USERS], ownRights: [], version: back.version },
        deputyToken,
      ),
    );
  });

  it('is for Super Users only', async () => {
    const designer = await createUser(api.database.db, { userName: 'designer2', groups: [GROUP.DESIGNER] });
    const token = await tokenOf(api, designer);
    expect((await api.request('GET', 'user-authorization/groups', { token })).status).toBe(403);
    expect((await setCell(GROUP.DESIGNER, 1, 2, 5, token)).status).toBe(403);
    expect((await api.request('GET', `users/${designer.id}/access`, { token })).status).toBe(403);
  });
});

describe('one’s own access', () => {
  it('answers every signed-in user what they hold and why, for the dashboard’s Authorization tab', async () => {
    const designer = await createUser(api.database.db, {
      userName: 'designer3',
      groups: [GROUP.DESIGNER],
      rights: [{ sectionId: SECTION.MARKETING, level: 2 }],
    });
    const mine = dataOf<UserAccess>(
      await api.request('GET', 'me/access', { token: await tokenOf(api, designer) }),
    );
    expect(mine.userId).toBe(designer.id);
    expect(mine.effective.filter((right) => right.level > 0)).toEqual([
      { sectionId: 1, level: 2, sources: [{ kind: 'group', groupId: GROUP.DESIGNER, level: 2 }] },
      { sectionId: 3, level: 2, sources: [{ kind: 'own', level: 2 }] },
    ]);
  });
});
