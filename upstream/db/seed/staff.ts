import { GROUP, GROUPS } from '@/lib/rights';
import type { LoginFailureReason } from '@/lib/contract/enums';
import { hashPassword } from '@/upstream/auth/password';
import { accessRequests, groups, loginEvents, userGroups, userRights, users } from '../schema';
import type { SeedContext } from './context';
import type { AccessRequestStatus } from '@/lib/contract/enums';
import { addDays, at, eachDay, isWeekend, maxDay } from './dates';
import type { RowOf } from './insert';
import { Random } from './random';
import { PLANTED_USER_NAME, PLANTED_USER_RIGHTS, STAFF } from './staff-list';

export const DEMO_PASSWORD = 'colophon-demo';
/** Fixed so that the demo data, hash included, is the same on every run. */
const DEMO_SALT = Buffer.from('colophon-demo-seed-salt');

let demoHash: Promise<string> | undefined;
/** One scrypt for all seeded accounts: they share the demo password, and 40 hashes would cost seconds. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD, DEMO_SALT);
  return demoHash;
}

export interface StaffResult {
  /** User id by user name. */
  ids: Map<string, number>;
  /** Active and former commissioning editors with the days they could work on a book. */
  editors: { id: number; from: string; until: string }[];
  byGroup: (groupId: number) => number[];
}

const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];

const ACCESS_REQUESTS: readonly {
  firstName: string;
  lastName: string;
  message: string;
  status: AccessRequestStatus;
  daysAgo: number;
  becameUser?: string;
}[] = [
  {
    firstName: 'Adrian',
    lastName: 'Bergmann',
    message: 'Freelance copy-editor on the spring list; Julian asked me to request access.',
    status: 'pending',
    daysAgo: 2,
  },
  {
    firstName: 'Sofia',
    lastName: 'Rocha',
    message: 'New rights assistant, starting Monday.',
    status: 'pending',
    daysAgo: 1,
  },
  {
    firstName: 'Kirsten',
    lastName: 'Strand',
    message: 'Marketing intern for three months.',
    status: 'pending',
    daysAgo: 0,
  },
  {
    firstName: 'Lucas',
    lastName: 'Navarro',
    message: 'Rights assistant, new starter.',
    status: 'approved',
    daysAgo: 480,
    becameUser: 'lnavarro',
  },
  {
    firstName: 'Omar',
    lastName: 'Malik',
    message: 'I would like to see my sales figures.',
    status: 'rejected',
    daysAgo: 200,
  },
  {
    firstName: 'Naomi',
    lastName: 'Osei',
    message: 'Digital assistant joining the web team.',
    status: 'approved',
    daysAgo: 360,
    becameUser: 'nosei',
  },
];

const UNKNOWN_NAMES = [
  'administrator',
  'root',
  'test',
  'editor1',
  'j.thorne',
  'finance2',
  'guest',
  'user',
  'hmarchetti',
];

export async function seedStaff(context: SeedContext): Promise<StaffResult> {
  const random = Random.named('staff');
  const { today, start, writer } = context;
  const passwordHash = await demoPasswordHash();

  await writer.insert(
    groups,
    GROUPS.map((group) => ({ id: group.id, name: group.name })),
  );

  const ids = new Map<string, number>();
  const userRows: RowOf<typeof users>[] = [];
  const membership: RowOf<typeof userGroups>[] = [];
  const rights: RowOf<typeof userRights>[] = [];
  const events: RowOf<typeof loginEvents>[] = [];
  const editors: StaffResult['editors'] = [];
  const members = new Map<number, number[]>();

  STAFF.forEach((member, index) => {
    const id = index + 1;
    ids.set(member.userName, id);
    const joined = addDays(
      start,
      (member.joinedAfterMonths ?? 0) * 30 - (member.joinedAfterMonths ? 0 : 400 + index * 7),
    );
    const left = member.leftMonthsAgo ? addDays(today, -member.leftMonthsAgo * 30) : undefined;
    const lastDay = left ?? today;

    // Logins: most working days, some weekends; a few mistyped passwords; two-factor users type a code too.
    let lastLogin: Date | undefined;
    const habit = member.groups.includes(GROUP.AUTHORS) ? 0.12 : 0.82;
    for (const day of eachDay(maxDay(joined, start), lastDay)) {
      const working = !isWeekend(day);
      if (!random.chance(working ? habit : habit * 0.06)) continue;
      const minute = random.int(7 * 60 + 20, 10 * 60 + 30);
      const ip = random.chance(0.7) ? `10.20.${(id % 8) + 1}.${10 + id}` : `192.0.2.${random.int(1, 254)}`;
      const userAgent = USER_AGENTS[(id + (day.charCodeAt(8) % 2)) % USER_AGENTS.length] ?? null;
      const failure = (reason: LoginFailureReason, offset: number) =>
        events.push({
          userId: id,
          attemptedName: member.userName,
          success: false,
          reason,
          ip,
          userAgent,
          at: at(day, minute - offset),
        });
      if (random.chance(0.025)) failure('wrong_password', 1);
      if (member.twoFactor && random.chance(0.03)) failure('wrong_code', 0.5);
      lastLogin = at(day, minute);
      events.push({
        userId: id,
        attemptedName: member.userName,
        success: true,
        reason: null,
        ip,
        userAgent,
        at: lastLogin,
      });
    }
    if (left)
      events.push({
        userId: id,
        attemptedName: member.userName,
        success: false,
        reason: 'inactive',
        ip: '192.0.2.77',
        userAgent: USER_AGENTS[0] ?? null,
        at: at(addDays(left, 3), 9 * 60),
      });

    const createdAt = at(joined, 9 * 60);
    userRows.push({
      id,
      firstName: member.firstName,
      lastName: member.lastName,
      userName: member.userName,
      email: `${member.userName}@colophon.example`,
      passwordHash,
      active: !left,
      twoFactorEnabled: member.twoFactor ?? false,
      theme: member.theme ?? (id % 5 === 0 ? 'light' : 'system'),
      font: member.font ?? 'inter',
      jobTitle: member.jobTitle,
      phone: `+44 20 7946 ${String(100 + id * 7).padStart(4, '0')}`,
      passwordChangedAt: createdAt,
      lastLoginAt: lastLogin ?? null,
      createdAt,
      updatedAt: lastLogin && left ? at(left, 17 * 60) : createdAt,
    });

    for (const groupId of member.groups) {
      membership.push({ userId: id, groupId });
      members.set(groupId, [...(members.get(groupId) ?? []), id]);
    }
    // The administrator holds every section at the top level explicitly, whatever the group defaults become.
    // Everyone else holds what their groups grant (group_rights), and nothing of their own.
    const held =
      member.userName === 'admin'
        ? Array.from({ length: 11 }, (_, i) => ({ sectionId: i + 1, level: 5 }))
        : member.userName === PLANTED_USER_NAME
          ? PLANTED_USER_RIGHTS
          : [];
    for (const right of held) rights.push({ userId: id, ...right });

    if (member.groups.includes(GROUP.COMMISSIONING_EDITORS))
      editors.push({ id, from: maxDay(joined, start), until: lastDay });
  });

  // Attempts on names that do not exist: typos and the odd scan.
  for (const day of eachDay(start, today)) {
    if (!random.chance(0.3)) continue;
    events.push({
      userId: null,
      attemptedName: random.pick(UNKNOWN_NAMES),
      success: false,
      reason: random.chance(0.95) ? 'unknown_user' : 'too_many_attempts',
      ip: `198.51.100.${random.int(1, 254)}`,
      userAgent: random.pick(USER_AGENTS),
      at: at(day, random.int(0, 1439)),
    });
  }
  events.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));

  await writer.insert(users, userRows);
  await writer.insert(userGroups, membership);
  await writer.insert(userRights, rights);
  await writer.insert(
    loginEvents,
    events.map((event, index) => ({ ...event, id: index + 1 })),
  );

  const requests: RowOf<typeof accessRequests>[] = ACCESS_REQUESTS.map((request, index) => {
    const created = addDays(today, -request.daysAgo);
    const decidedAt = request.status === 'pending' ? null : at(addDays(created, 1), 10 * 60);
    return {
      id: index + 1,
      firstName: request.firstName,
      lastName: request.lastName,
      email: `${request.firstName}.${request.lastName}@mail.example`.toLowerCase(),
      message: request.message,
      status: request.status,
      decidedById: decidedAt ? 1 : null,
      decidedAt,
      userId: request.becameUser ? (ids.get(request.becameUser) ?? null) : null,
      createdAt: at(created, 8 * 60 + index),
      updatedAt: decidedAt ?? at(created, 8 * 60 + index),
    };
  });
  await writer.insert(accessRequests, requests);

  return {
    ids,
    editors,
    byGroup: (groupId) => members.get(groupId) ?? [],
  };
}
