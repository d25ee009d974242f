import type { z } from '@hono/zod-openapi';
import { and, desc, eq, gt, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  TWO_FACTOR_OFF_NEEDS_PASSWORD,
  TWO_FACTOR_ON_NEEDS_PASSWORD,
  profileChangeSchema,
  twoFactorChangeSchema,
} from '@/lib/contract/current-password';
import {
  PAGE_SIZES,
  displayUpdateSchema,
  emailConfirmResultSchema,
  emailConfirmSchema,
  meSchema,
  notificationsUpdateSchema,
  passwordChangeResultSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  profileUpdateResultSchema,
  type DisplaySettingsData,
  type Me,
  type NotificationSettingsData,
} from '@/lib/contract/me';
import { NAVIGATION, filterNavigation, type NavGroup, type NavItem } from '@/lib/navigation';
import type { UpstreamApp } from '../platform/app-type';
import { clientInfo } from '../auth/client-info';
import { preparedOnce } from '../db/prepared';
import { confirmCurrentPassword } from '../auth/current-password';
import { hashPassword } from '../auth/password';
import { refuseUnacceptableNewPassword } from '../auth/password-policy';
import { randomToken, sha256Hex } from '../auth/secrets';
import { revokeLiveTokens } from '../auth/tokens';
import type { Db, Tx } from '../db/client';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  emailChangeTokens,
  users,
  type DisplaySettings,
  type NotificationSettings,
} from '../db/schema';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { errorResponses, okEnvelope } from '../platform/envelope';
import { guardedRoute, SIGNED_IN } from '../platform/guarded-route';
import { badRequest, conflict, forbidden, unauthorized } from '../platform/http-error';
import { staleVersion } from '../resources/conflicts';

/** How long the link that confirms a new email address stays valid. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const meEnvelope = okEnvelope(meSchema.meta({ id: 'Me' }));

// ---------------------------------------------------------------------------------------------
// Reading the record

const userColumns = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: users.jobTitle,
  bio: users.bio,
  phone: users.phone,
  twoFactorEnabled: users.twoFactorEnabled,
  passwordChangedAt: users.passwordChangedAt,
  theme: users.theme,
  font: users.font,
  notificationSettings: users.notificationSettings,
  displaySettings: users.displaySettings,
  version: users.version,
  updatedAt: users.updatedAt,
};

async function selectUser(tx: Tx, userId: number, lock: boolean) {
  const query = tx.select(userColumns).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  // The token was live a moment ago; a user deleted since then is signed out.
  if (!row) throw unauthorized('Your session has expired. Please sign in again.');
  return row;
}
type UserRow = Awaited<ReturnType<typeof selectUser>>;

// The password hash is written but never read back into a row, so it is never compared or audited.
const isRowField = (key: string): key is keyof UserRow => key in userColumns;

// The newest unused, unexpired address change: the one the confirmation link of the last request is for.
const pendingEmailWhere = (userId: SQLWrapper | number, now: Date | SQLWrapper) =>
  and(
    eq(emailChangeTokens.userId, userId),
    isNull(emailChangeTokens.usedAt),
    gt(emailChangeTokens.expiresAt, now),
  );

async function pendingEmailOf(tx: Tx, userId: number, now: Date) {
  const [pending] = await tx
    .select({ newEmail: emailChangeTokens.newEmail, expiresAt: emailChangeTokens.expiresAt })
    .from(emailChangeTokens)
    .where(pendingEmailWhere(userId, now))
    .orderBy(desc(emailChangeTokens.id))
    .limit(1);
  return pending ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null;
}

// Settings stored before a field existed lack it; the defaults fill the gap.
function notificationsOf(stored: NotificationSettings): NotificationSettingsData {
  return {
    email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, ...stored.email },
    digest: stored.digest ?? DEFAULT_NOTIFICATION_SETTINGS.digest,
  };
}

const pageSizeOf = (value: number) => PAGE_SIZES.find((size) => size === value) ?? 25;

/*
 * The sidebar choice is stored as routes (DisplaySettings.sidebarItems, "entries by route, empty
 * means all") and shown to the user as navigation groups. Choosing every group the user may see
 * stores the empty list, so groups that rights or a new release add later appear by themselves.
 */
function routesOf(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [...(item.url ? [item.url] : []), ...routesOf(item.items ?? [])]);
}

function visibleGroups(user: CurrentUser): readonly NavGroup[] {
  return filterNavigation(NAVIGATION, user);
}

function sidebarGroupsOf(stored: readonly string[], user: CurrentUser): string[] {
  const visible = visibleGroups(user).map((group) => group.title);
  if (stored.length === 0) return visible;
  const chosen = NAVIGATION.filter(
    (group) => visible.includes(group.title) && routesOf(group.items).some((route) => stored.includes(route)),
  ).map((group) => group.title);
  return chosen.length > 0 ? chosen : visible;
}

function sidebarItemsFor(groups: readonly string[], user: CurrentUser): string[] {
  const visible = visibleGroups(user).map((group) => group.title);
  const issues = groups
    .map((title, index) => ({ title, index }))
    .filter(({ title }) => !visible.includes(title))
    .map(({ title, index }) => ({
      path: `sidebarGroups.${index}`,
      message: `${title} is not one of your sidebar groups`,
    }));
  if (issues.length > 0) throw badRequest('Invalid input', issues);
  if (visible.every((title) => groups.includes(title))) return [];
  return NAVIGATION.filter((group) => groups.includes(group.title)).flatMap((group) => routesOf(group.items));
}

function displayOf(stored: DisplaySettings, user: CurrentUser): DisplaySettingsData {
  const settings = { ...DEFAULT_DISPLAY_SETTINGS, ...stored };
  return {
    pageSize: pageSizeOf(settings.pageSize),
    dateFormat: settings.dateFormat,
    compactTables: settings.compactTables,
    sidebarGroups: sidebarGroupsOf(settings.sidebarItems ?? [], user),
  };
}

function toMe(row: UserRow, pendingEmail: Me['pendingEmail'], user: CurrentUser): Me {
  return {
    userId: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    bio: row.bio,
    phone: row.phone,
    pendingEmail,
    twoFactorEnabled: row.twoFactorEnabled,
    passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
    preferences: { theme: row.theme, font: row.font },
    notifications: notificationsOf(row.notificationSettings),
    display: displayOf(row.displaySettings, user),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    groups: user.groups,
    rights: user.rights,
  };
}

const meRow = preparedOnce((db) =>
  db
    .select({
      ...userColumns,
      pendingEmail: sql<{ newEmail: string; expiresAt: string } | null>`(${db
        .select({
          pending: sql`json_build_object('newEmail', ${emailChangeTokens.newEmail}, 'expiresAt', ${emailChangeTokens.expiresAt})`,
        })
        .from(emailChangeTokens)
        .where(pendingEmailWhere(users.id, sql.placeholder('now')))
        .orderBy(desc(emailChangeTokens.id))
        .limit(1)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('me'),
);

/** Every page reads this (the shell): the user's row and the pending address change in one round trip. */
async function loadMe(db: Db, user: CurrentUser, now: Date): Promise<Me> {
  const [row] = await meRow(db).execute({ userId: user.userId, now: now.toISOString() });
  if (!row) throw unauthorized('Your session has expired. Please sign in again.');
  const { pendingEmail, ...userRow } = row;
  const pending = pendingEmail && {
    newEmail: pendingEmail.newEmail,
    expiresAt: new Date(pendingEmail.expiresAt).toISOString(),
  };
  return toMe(userRow, pending, user);
}

// ---------------------------------------------------------------------------------------------
// Writing the record

/** The user's row, locked for this transaction, after checking the version the client read. */
async function lockForUpdate(tx: Tx, userId: number, version: number | undefined): Promise<UserRow> {
  const row = await selectUser(tx, userId, true);
  if (version !== undefined && version !== row.version) {
    throw await staleVersion(tx, 'users', userId, row.version, userId);
  }
  return row;
}

type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'jobTitle'
    | 'bio'
    | 'phone'
    | 'twoFactorEnabled'
    | 'theme'
    | 'font'
    | 'notificationSettings'
    | 'displaySettings'
    | 'passwordHash'
    | 'passwordChangedAt'
  >
>;

interface WriteContext {
  tx: Tx;
  row: UserRow;
  actorId: number;
  now: Date;
  requestId: string;
}

/**
 * Applies the changes that differ from the row, bumps the version (unless told not to) and audits
 * the fields before and after. Answers the row as it is now; an unchanged row is not written.
 * Writes that no settings form shows (password, the header's theme toggle) leave the version alone,
 * so that they do not turn an open form stale.
 */
async function updateUser(
  { tx, row, actorId, now, requestId }: WriteContext,
  changes: UserChanges,
  options: { bumpVersion?: boolean; auditExtra?: Record<string, unknown> } = {},
): Promise<UserRow> {
  const changed = Object.entries(changes).filter(([key, value]) => {
    if (value === undefined) return false;
    const current: unknown = isRowField(key) ? row[key] : undefined;
    return JSON.stringify(current) !== JSON.stringify(value);
  });
  if (changed.length === 0) return row;
  const bump = options.bumpVersion ?? true;
  const [after] = await tx
    .update(users)
    .set({
      ...Object.fromEntries(changed),
      updatedAt: now,
      ...(bump ? { version: sql`${users.version} + 1` } : {}),
    })
    .where(eq(users.id, row.id))
    .returning(userColumns);
  if (!after) throw unauthorized('Your session has expired. Please sign in again.');
  const fields = changed.map(([key]) => key);
  const pick = (source: UserRow) =>
    Object.fromEntries(fields.flatMap((key) => (isRowField(key) ? [[key, source[key]]] : [])));
  // The version appears only when it moved: the 409's "changed by whom" looks for the write that moved it.
  await recordAudit(tx, {
    userId: actorId,
    action: 'update',
    entity: 'users',
    entityId: row.id,
    before: { ...pick(row), ...(bump ? { version: row.version } : {}) },
    after: { ...pick(after), ...(bump ? { version: after.version } : {}), ...options.auditExtra },
    requestId,
    at: now,
  });
  return after;
}

/** Tells the user by email about a change to their account's security, unless they turned that off. */
async function securityNotice(deps: UpstreamDeps, row: UserRow, event: string, details: string) {
  if (!notificationsOf(row.notificationSettings).email.securityAlerts) return;
  try {
    await sendEmail(
      deps,
      'security_notice',
      { firstName: row.firstName, event, details },
      { to: row.email, toName: `${row.firstName} ${row.lastName}`, userId: row.id },
    );
  } catch (error) {
    deps.log.warn({ err: error, userId: row.id }, 'security notice not queued');
  }
}

// ---------------------------------------------------------------------------------------------
// Routes

const tags = ['me'];

const getMeRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/me',
  tags,
  summary: 'The signed-in user’s profile, preferences and settings, with the record’s version',
  responses: { 200: json(meEnvelope, 'The own record') },
});

const profileRoute = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/me/profile',
  tags,
  summary: 'Change name, email, job title and phone',
  description:
    'A new email address needs `currentPassword` and is not applied here: a link valid for 24 hours is ' +
    'mailed to the new address, and `POST me/email/confirm` applies it. The answer names the pending ' +
    'change in `emailChange`. Wrong current passwords count as failed sign-ins (429 with Retry-After).',
  request: jsonBody(profileChangeSchema.meta({ id: 'ProfileUpdate' })),
  responses: {
    200: json(okEnvelope(profileUpdateResultSchema.meta({ id: 'ProfileUpdateResult' })), 'Saved'),
    ...errorResponses(400, 409, 429),
  },
});

const emailConfirmRoute = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/me/email/confirm',
  tags,
  summary: 'Apply an email change with the token of its confirmation link (single use, 24 hours)',
  request: jsonBody(emailConfirmSchema.meta({ id: 'EmailConfirm' })),
  responses: {
    200: json(okEnvelope(emailConfirmResultSchema.meta({ id: 'EmailConfirmResult' })), 'Email changed'),
    ...errorResponses(400, 409),
  },
});

const passwordRoute = guardedRoute(SIGNED_IN, {
  method: 'put',
  path: '/me/password',
  tags,
  summary: 'Change the password, giving the current one',
  description:
    'Every other session of the user is signed out; the one making the change stays signed in. The ' +
    'current password is the check here, so no version is sent and the version does not move. Wrong ' +
    'current passwords count as failed sign-ins (429 with Retry-After).',
  request: jsonBody(passwordChangeSchema.meta({ id: 'PasswordChange' })),
  responses: {
    200: json(
      okEnvelope(passwordChangeResultSchema.meta({ id: 'PasswordChangeResult' })),
      'Password changed',
    ),
    ...errorResponses(400, 409, 429),
  },
});

const twoFactorRoute = guardedRoute(SIGNED_IN, {
  method: 'put',
  path: '/me/two-factor',
  tags,
  summary: 'Turn the emailed sign-in code on or off',
  description:
    'Turning it on or off needs `currentPassword`; wrong current passwords count as failed sign-ins (429 ' +
    'with Retry-After). A stale version is refused (409) after the password is checked.',
  request: jsonBody(twoFactorChangeSchema.meta({ id: 'TwoFactorUpdate' })),
  responses: { 200: json(meEnvelope, 'Saved'), ...errorResponses(400, 409, 429) },
});

const preferencesRoute = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/me/preferences',
  tags,
  summary: 'Change theme and font',
  description:
    'With `version` the change is checked for staleness like any update; without it (the header’s theme ' +
    'toggle) the choice simply wins and the version is left as it is, so open forms do not go stale.',
  request: jsonBody(preferencesUpdateSchema.meta({ id: 'PreferencesUpdate' })),
  responses: { 200: json(meEnvelope, 'Saved'), ...errorResponses(400, 409) },
});

const notificationsRoute = guardedRoute(SIGNED_IN, {
  method: 'put',
  path: '/me/notifications',
  tags,
  summary: 'Choose which emails to receive',
  request: jsonBody(notificationsUpdateSchema.meta({ id: 'NotificationsUpdate' })),
  responses: { 200: json(meEnvelope, 'Saved'), ...errorResponses(400, 409) },
});

const displayRoute = guardedRoute(SIGNED_IN, {
  method: 'put',
  path: '/me/display',
  tags,
  summary: 'Choose table density, page size, date format and the sidebar groups to show',
  request: jsonBody(displayUpdateSchema.meta({ id: 'DisplayUpdate' })),
  responses: { 200: json(meEnvelope, 'Saved'), ...errorResponses(400, 409) },
});

const CONFIRM_INVALID =
  'This confirmation link is not valid. Change your email in your profile again to get a new link.';
const CONFIRM_EXPIRED =
  'This confirmation link has expired. Change your email in your profile again to get a new link.';
const EMAIL_TAKEN = 'This email address belongs to another account';

async function emailTaken(tx: Tx, email: string, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

export function registerMeRoutes(app: UpstreamApp): void {
  app.openapi(getMeRoute, async (c) => {
    const { deps } = c.var;
    const me = await loadMe(deps.database.db, signedIn(c).user, deps.now());
    return c.json({ success: true as const, data: me }, 200);
  });

  app.openapi(profileRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const input = c.req.valid('json');
    const now = deps.now();
    const token = randomToken('eml');

    // Checked before the transaction, scrypt being slow on purpose; a change in between moves the
    // version, which the transaction then refuses.
    const current = await selectUser(deps.database.db, user.userId, false);
    if (input.email !== current.email.toLowerCase()) {
      await confirmCurrentPassword(deps, user, clientInfo(c), {
        password: input.currentPassword,
        missing: EMAIL_CHANGE_NEEDS_PASSWORD,
      });
    }

    const result = await deps.database.db.transaction(async (tx) => {
      const row = await lockForUpdate(tx, user.userId, input.version);
      const emailChanged = input.email !== row.email.toLowerCase();
      if (emailChanged && (await emailTaken(tx, input.email, row.id))) {
        throw badRequest('Invalid input', [{ path: 'email', message: EMAIL_TAKEN }]);
      }
      const optional = (value: string | undefined) => (value === undefined ? undefined : value || null);
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        {
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: optional(input.jobTitle),
          bio: optional(input.bio),
          phone: optional(input.phone),
        },
      );
      let emailChange: { newEmail: string; expiresAt: string } | null = null;
      if (emailChanged) {
        // Only the latest link works: asking again (or for another address) retires the earlier ones.
        await tx
          .update(emailChangeTokens)
          .set({ usedAt: now })
          .where(and(eq(emailChangeTokens.userId, row.id), isNull(emailChangeTokens.usedAt)));
        const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS);
        const [created] = await tx
          .insert(emailChangeTokens)
          .values({
            userId: row.id,
            newEmail: input.email,
            tokenHash: sha256Hex(token),
            expiresAt,
            createdAt: now,
          })
          .returning({ id: emailChangeTokens.id });
        if (!created) throw new Error('The email change was not recorded');
        await recordAudit(tx, {
          userId: user.userId,
          action: 'insert',
          entity: 'email_change_tokens',
          entityId: created.id,
          after: { userId: row.id, newEmail: input.email, expiresAt },
          requestId,
          at: now,
        });
        emailChange = { newEmail: input.email, expiresAt: expiresAt.toISOString() };
      }
      return {
        row: after,
        emailChange,
        pendingEmail: emailChange ?? (await pendingEmailOf(tx, row.id, now)),
      };
    });

    if (result.emailChange) {
      const link = `${deps.config.APP_URL}/settings/confirm-email?token=${encodeURIComponent(token)}`;
      await sendEmail(
        deps,
        'email_change',
        {
          firstName: result.row.firstName,
          newEmail: result.emailChange.newEmail,
          currentEmail: result.row.email,
          userName: result.row.userName,
          link,
        },
        {
          to: result.emailChange.newEmail,
          toName: `${result.row.firstName} ${result.row.lastName}`,
          userId: result.row.id,
        },
      );
    }
    const me = toMe(result.row, result.pendingEmail, user);
    return c.json({ success: true as const, data: { me, emailChange: result.emailChange } }, 200);
  });

  app.openapi(emailConfirmRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const { token } = c.req.valid('json');
    const now = deps.now();

    const result = await deps.database.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.tokenHash, sha256Hex(token)))
        .for('update');
      if (!change) throw badRequest(CONFIRM_INVALID);
      if (change.userId !== user.userId) {
        throw forbidden(
          'This link confirms the email of another account. Sign in as that account to use it.',
        );
      }
      const row = await lockForUpdate(tx, user.userId, undefined);
      if (change.usedAt) {
        // Opening the link twice (a reload, a second click) is not an error once the change is done.
        if (row.email.toLowerCase() === change.newEmail)
          return { row, alreadyConfirmed: true, previous: null };
        throw badRequest(CONFIRM_INVALID);
      }
      if (change.expiresAt <= now) throw badRequest(CONFIRM_EXPIRED);
      if (await emailTaken(tx, change.newEmail, row.id)) throw conflict(`${EMAIL_TAKEN}.`);
      await tx.update(emailChangeTokens).set({ usedAt: now }).where(eq(emailChangeTokens.id, change.id));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'email_change_tokens',
        entityId: change.id,
        before: { usedAt: null },
        after: { usedAt: now },
        requestId,
        at: now,
      });
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        { email: change.newEmail },
      );
      return { row: after, alreadyConfirmed: false, previous: row };
    });

    if (result.previous) {
      await securityNotice(
        deps,
        result.previous,
        'Your Colophon email address was changed',
        `The email address of your Colophon account is now ${result.row.email}. Messages will go there from now on.`,
      );
    }
    const me = toMe(result.row, await pendingEmailOf(deps.database.db, user.userId, now), user);
    return c.json(
      {
        success: true as const,
        data: { me, email: result.row.email, alreadyConfirmed: result.alreadyConfirmed },
      },
      200,
    );
  });

  app.openapi(passwordRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user, tokenId } = signedIn(c);
    const input = c.req.valid('json');
    const db = deps.database.db;
    const now = deps.now();

    // scrypt is slow on purpose: check and hash outside the transaction, then make sure nothing moved.
    const checkedHash = await confirmCurrentPassword(deps, user, clientInfo(c), {
      password: input.currentPassword,
      missing: 'Please enter your current password',
    });
    // After the current password: a wrong one is answered, and counted, alike whatever new one came with it.
    refuseUnacceptableNewPassword(input.newPassword, user, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);

    const result = await db.transaction(async (tx) => {
      const row = await lockForUpdate(tx, user.userId, undefined);
      const [current] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, row.id));
      if (current?.hash !== checkedHash) {
        throw conflict('Your password was changed meanwhile. Reload to see the current version.');
      }
      const signedOutSessions = await revokeLiveTokens(tx, row.id, now, tokenId);
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        { passwordHash, passwordChangedAt: now },
        { bumpVersion: false, auditExtra: { otherSessionsSignedOut: signedOutSessions } },
      );
      return { row: after, signedOutSessions };
    });

    await securityNotice(
      deps,
      result.row,
      'Your Colophon password was changed',
      'The password of your Colophon account was just changed, and your other sessions were signed out.',
    );
    const me = toMe(result.row, await pendingEmailOf(db, user.userId, now), user);
    return c.json({ success: true as const, data: { me, signedOutSessions: result.signedOutSessions } }, 200);
  });

  app.openapi(twoFactorRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const input = c.req.valid('json');
    const now = deps.now();
    // As for the email: checked first, the version guarding the time in between.
    const current = await selectUser(deps.database.db, user.userId, false);
    if (current.twoFactorEnabled !== input.enabled) {
      await confirmCurrentPassword(deps, user, clientInfo(c), {
        password: input.currentPassword,
        missing: input.enabled ? TWO_FACTOR_ON_NEEDS_PASSWORD : TWO_FACTOR_OFF_NEEDS_PASSWORD,
      });
    }
    const { row, changed } = await deps.database.db.transaction(async (tx) => {
      const before = await lockForUpdate(tx, user.userId, input.version);
      const after = await updateUser(
        { tx, row: before, actorId: user.userId, now, requestId },
        { twoFactorEnabled: input.enabled },
      );
      return { row: after, changed: after !== before };
    });
    if (changed) {
      await securityNotice(
        deps,
        row,
        input.enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
        input.enabled
          ? 'From now on, signing in to Colophon also asks for a code sent to this address.'
          : 'Signing in to Colophon no longer asks for a code sent by email.',
      );
    }
    const me = toMe(row, await pendingEmailOf(deps.database.db, user.userId, now), user);
    return c.json({ success: true as const, data: me }, 200);
  });

  app.openapi(preferencesRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const input = c.req.valid('json');
    const now = deps.now();
    const me = await deps.database.db.transaction(async (tx) => {
      const row = await lockForUpdate(tx, user.userId, input.version);
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        { theme: input.theme, font: input.font },
        { bumpVersion: input.version !== undefined },
      );
      return toMe(after, await pendingEmailOf(tx, user.userId, now), user);
    });
    return c.json({ success: true as const, data: me }, 200);
  });

  app.openapi(notificationsRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const { version, ...input } = c.req.valid('json');
    const settings: NotificationSettings = { email: { ...input.email }, digest: input.digest };
    const now = deps.now();
    const me = await deps.database.db.transaction(async (tx) => {
      const row = await lockForUpdate(tx, user.userId, version);
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        { notificationSettings: settings },
      );
      return toMe(after, await pendingEmailOf(tx, user.userId, now), user);
    });
    return c.json({ success: true as const, data: me }, 200);
  });

  app.openapi(displayRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const { version, sidebarGroups, ...input } = c.req.valid('json');
    const settings: DisplaySettings = {
      pageSize: input.pageSize,
      dateFormat: input.dateFormat,
      compactTables: input.compactTables,
      sidebarItems: sidebarItemsFor([...new Set(sidebarGroups)], user),
    };
    const now = deps.now();
    const me = await deps.database.db.transaction(async (tx) => {
      const row = await lockForUpdate(tx, user.userId, version);
      const after = await updateUser(
        { tx, row, actorId: user.userId, now, requestId },
        { displaySettings: settings },
      );
      return toMe(after, await pendingEmailOf(tx, user.userId, now), user);
    });
    return c.json({ success: true as const, data: me }, 200);
  });
}
