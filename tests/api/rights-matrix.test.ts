import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS, defaultRightsForGroups, formatRight, meetsGuard } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { createUser, type TestUser } from '../support/fixtures';
import { concretePath, describedOperations, type DescribedOperation } from '../support/openapi';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/**
 * Every guarded endpoint the API describes, called by a member of each group with that group's rights:
 * refused with 403 exactly when the published requirement says so, and with 401 without a token.
 */
describe('rights matrix', () => {
  let api: TestUpstream;
  let operations: DescribedOperation[];
  const members = new Map<number, TestUser>();

  beforeAll(async () => {
    api = await createTestUpstream();
    for (const group of GROUPS) {
      members.set(
        group.id,
        await createUser(api.database.db, { userName: `member-${group.id}`, groups: [group.id] }),
      );
    }
    operations = (await describedOperations(api)).filter((operation) => operation.guarded);
  });
  afterAll(() => api.close());

  it('refuses every guarded endpoint without a token', async () => {
    for (const operation of operations) {
      const response = await api.request(operation.method, concretePath(operation.path), { body: {} });
      expect(response.status, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  for (const group of GROUPS) {
    it(`gives ${group.name} exactly what the requirements allow`, async () => {
      const member = members.get(group.id);
      if (!member) throw new Error('member missing');
      const holder = { groups: [group.id], rights: defaultRightsForGroups([group.id]).map(formatRight) };
      for (const operation of operations) {
        // A fresh token per call: some calls (sign-out) end the session they are made with.
        const token = await issueToken(api.database.db, member.id, api.clock.now());
        const response = await api.request(operation.method, concretePath(operation.path), {
          token,
          body: {},
        });
        const label = `${group.name}: ${operation.method} ${operation.path} → ${response.status}`;
        if (meetsGuard(holder, operation.rights ?? [])) {
          expect([401, 403], label).not.toContain(response.status);
        } else {
          expect(response.status, label).toBe(403);
        }
      }
    });
  }
});
