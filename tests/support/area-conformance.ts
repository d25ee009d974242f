import type { AnyArea } from '@/lib/area/define-area';
import {
  GROUPS,
  LEVEL,
  REQUIRE,
  SECTIONS,
  meetsGuard,
  withDefaultRights,
  type Guard,
  type Requirement,
} from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { createUser, type TestUser } from './fixtures';
import type { ApiResponse, TestUpstream } from './test-upstream';

/*
 * What every declared record area must do, checked the same way for each: the conformance suite
 * (tests/api/area-conformance.test.ts) runs it for every entry of AREAS, with one fixture per area.
 */

/** How the conformance suite makes records of one area. */
export interface AreaFixture {
  /**
   * A valid create body, unique per `n` (codes, names). Keep sortable text to letters and digits:
   * the suite checks the order in JavaScript, and PostgreSQL servers set to a language collation
   * order punctuation and spaces differently from PGlite's C collation.
   */
  valid(n: number): Record<string, unknown>;
  /** Rows the input refers to (currencies, publications). Runs once per API; must be idempotent. */
  setup?(api: TestUpstream): Promise<void>;
  /** Sorts whose order is not the field's own (a pipeline's order), checked for a 200 only. */
  unorderedSorts?: readonly string[];
}

export type AreaAction = 'list' | 'export' | 'get' | 'history' | 'create' | 'update' | 'delete';

export interface ExpectedRights {
  view: Guard;
  create: Guard;
  update: Guard;
  delete: Guard;
}

/*
 * The requirement sets of each area's pages, read off the spec's table (lib/rights/tables.ts), outermost
 * navigation entry first. Written out here rather than taken from the declaration, so that a declaration
 * with the wrong rights is caught instead of confirmed.
 */
const PAGE_GUARDS: Record<string, readonly (readonly Requirement[])[]> = {
  coupons: [REQUIRE.financial, REQUIRE.coupons],
  contacts: [REQUIRE.contacts],
  commissionings: [REQUIRE.publishing],
  publications: [REQUIRE.publishing],
  praises: [REQUIRE.publishing],
  contracts: [REQUIRE.publishing, REQUIRE.contracts],
  'exchange-rates': [REQUIRE.financial, REQUIRE.currencies],
  expenses: [REQUIRE.financial, REQUIRE.expenses],
  news: [REQUIRE.cms],
  proposals: [REQUIRE.cms],
  'site-elements': [REQUIRE.cms],
  orders: [REQUIRE.financial, REQUIRE.orders],
  invoices: [REQUIRE.financial, REQUIRE.invoices],
  // The spec gives Tasks no requirement: every staff group (all but the authors, 11) works them.
  tasks: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map((groupId) => ({ groupId }))],
};

/** Areas whose delete is not their pages' sections at Manage: tasks are deleted by Super Users alone. */
const DELETE_GUARDS: Record<string, readonly (readonly Requirement[])[]> = {
  tasks: [[{ groupId: 1 }]],
};

/** The spec's rights for an area's actions: its pages' guard, and for deleting the same sections at Manage. */
export function expectedRights(areaPath: string): ExpectedRights {
  const guard = PAGE_GUARDS[areaPath];
  if (!guard) {
    throw new Error(
      `No page requirements for area "${areaPath}": add its entry from the spec's table to PAGE_GUARDS in tests/support/area-conformance.ts`,
    );
  }
  const atManage = guard.map((set) =>
    set.map((requirement) =>
      'sectionId' in requirement ? { sectionId: requirement.sectionId, minLevel: LEVEL.MANAGE } : requirement,
    ),
  );
  return { view: guard, create: guard, update: guard, delete: DELETE_GUARDS[areaPath] ?? atManage };
}

// ---------------------------------------------------------------------------------------------
// Users, tokens and numbers, one set per test API

interface Session {
  user: TestUser;
  token: string;
}

interface ApiState {
  sessions: Map<string, Promise<Session>>;
  next: number;
}

const states = new WeakMap<TestUpstream, ApiState>();

function stateOf(api: TestUpstream): ApiState {
  let state = states.get(api);
  if (!state) {
    state = { sessions: new Map(), next: 1 };
    states.set(api, state);
  }
  return state;
}

/** A number no other record of this API's suites was made with, for `AreaFixture.valid`. */
export function freshNumber(api: TestUpstream): number {
  return stateOf(api).next++;
}

function session(api: TestUpstream, key: string, make: () => Promise<TestUser>): Promise<Session> {
  const { sessions } = stateOf(api);
  let found = sessions.get(key);
  if (!found) {
    found = make().then(async (user) => ({
      user,
      token: await issueToken(api.database.db, user.id, api.clock.now()),
    }));
    sessions.set(key, found);
  }
  return found;
}

/** A member of one group holding that group's default rights. */
export function memberOf(api: TestUpstream, groupId: number): Promise<Session> {
  return session(api, `group-${groupId}`, () =>
    createUser(api.database.db, { userName: `conformance-${groupId}`, groups: [groupId] }),
  );
}

/** In every group and holding every section at Manage: passes any requirement, to prepare records. */
export function allRightsUser(api: TestUpstream): Promise<Session> {
  return session(api, 'all', () =>
    createUser(api.database.db, {
      userName: 'conformance-all',
      groups: GROUPS.map((group) => group.id),
      rights: SECTIONS.map((section) => ({ sectionId: section.id, level: LEVEL.MANAGE })),
    }),
  );
}

export async function call(
  api: TestUpstream,
  as: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  return api.request(method, path, { token: as.token, body });
}

export type Detail = Record<string, unknown> & { version: number };

/** A new record of the area, made by a user who may; fails the test when the area refuses valid input. */
export async function createRecord(
  api: TestUpstream,
  area: AnyArea,
  fixture: AreaFixture,
  as?: Session,
): Promise<Detail> {
  const input = fixture.valid(freshNumber(api));
  const response = await call(api, as ?? (await allRightsUser(api)), 'POST', area.path, input);
  if (response.status !== 201) {
    throw new Error(
      `POST ${area.path} with the fixture's valid input answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return (response.body as { data: Detail }).data;
}

// ---------------------------------------------------------------------------------------------
// Rights

/**
 * Calls each action of the area as a member of each of the twelve groups (default rights) and answers
 * one line per disagreement with the spec: refused (403) where the spec allows it, or not refused where
 * the spec does not. Any 5xx is reported too, and so is a 401, since every member's token is live.
 * `expected` defaults to the spec's rights for the area's path.
 */
export async function checkAreaRights(
  api: TestUpstream,
  area: AnyArea,
  fixture: AreaFixture,
  expected: ExpectedRights = expectedRights(area.path),
): Promise<string[]> {
  await fixture.setup?.(api);
  const mismatches: string[] = [];
  for (const group of GROUPS) {
    const member = await memberOf(api, group.id);
    const holder = withDefaultRights([group.id]);
    // A record of its own per group: an earlier group's update or delete must not change what this one meets.
    const target = await createRecord(api, area, fixture);
    const id = area.idOf(target);
    const calls: { action: AreaAction; guard: Guard; method: string; path: string; body?: unknown }[] = [
      { action: 'list', guard: expected.view, method: 'GET', path: area.path },
      { action: 'export', guard: expected.view, method: 'GET', path: `${area.path}/export` },
      { action: 'get', guard: expected.view, method: 'GET', path: `${area.path}/${id}` },
      { action: 'history', guard: expected.view, method: 'GET', path: `${area.path}/${id}/history` },
      {
        action: 'create',
        guard: expected.create,
        method: 'POST',
        path: area.path,
        body: fixture.valid(freshNumber(api)),
      },
      {
        action: 'update',
        guard: expected.update,
        method: 'PUT',
        path: `${area.path}/${id}`,
        body: { ...fixture.valid(freshNumber(api)), version: target.version },
      },
      { action: 'delete', guard: expected.delete, method: 'DELETE', path: `${area.path}/${id}` },
    ];
    for (const { action, guard, method, path, body } of calls) {
      const response = await call(api, member, method, path, body);
      const allowed = meetsGuard(holder, guard);
      const refused = response.status === 403;
      const broken = response.status >= 500 || response.status === 401;
      if (broken || allowed === refused) {
        mismatches.push(
          `${group.name} (group ${group.id}) ${action}: ${method} /${path} answered ${response.status}, ` +
            `the spec ${allowed ? 'allows' : 'refuses'} it`,
        );
      }
    }
  }
  return mismatches;
}
