import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_REQUEST_STATUSES,
  FONTS,
  LOGIN_FAILURE_REASONS,
  SIGN_IN_CODE_PURPOSES,
  THEMES,
} from '@/lib/contract/enums';
import { between, bigIdentity, identity, inList, versioned } from './columns';

export interface NotificationSettings {
  /** Which events reach the user by email as well as in the app. */
  email: {
    newsletters: boolean;
    commissioningUpdates: boolean;
    invoiceReminders: boolean;
    securityAlerts: boolean;
    /** A colleague mentions the user in a comment (Chats lists it either way). */
    mentions: boolean;
  };
  digest: 'off' | 'daily' | 'weekly';
}

export interface DisplaySettings {
  pageSize: number;
  dateFormat: 'iso' | 'day_month_year' | 'month_day_year';
  compactTables: boolean;
  /** Sidebar entries the user chose to show, by route. Empty means all the user may see. */
  sidebarItems: string[];
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: {
    newsletters: true,
    commissioningUpdates: true,
    invoiceReminders: true,
    securityAlerts: true,
    mentions: true,
  },
  digest: 'weekly',
};

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  pageSize: 25,
  dateFormat: 'iso',
  compactTables: false,
  sidebarItems: [],
};

const tokenHash = () => char({ length: 64 });

export const users = pgTable(
  'users',
  {
    id: identity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    userName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    active: boolean().notNull().default(true),
    twoFactorEnabled: boolean().notNull().default(false),
    theme: text({ enum: THEMES }).notNull().default('system'),
    font: text({ enum: FONTS }).notNull().default('inter'),
    notificationSettings: jsonb()
      .$type<NotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    displaySettings: jsonb().$type<DisplaySettings>().notNull().default(DEFAULT_DISPLAY_SETTINGS),
    jobTitle: text(),
    /** A few lines about the person, shown to colleagues on their profile. */
    bio: text(),
    phone: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** When an administrator invited them; until they choose a password through the link, they are "invited". */
    invitedAt: timestamp({ withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    // Sign-in lower-cases what the user types, so two names differing only in case could never both sign in.
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index().on(t.lastName, t.firstName),
    // The staff list's sorts (Administration › Users).
    index('users_name_sort_idx').on(
      sql`lower(${t.lastName} || ' ' || ${t.firstName})`,
      t.id,
      t.lastName,
      t.firstName,
    ),
    index('users_user_name_sort_idx').on(sql`lower(${t.userName})`, t.id, t.userName),
    index('users_last_login_sort_idx').on(t.lastLoginAt, t.id),
    inList('users_theme_check', t.theme, THEMES),
    inList('users_font_check', t.font, FONTS),
    check('users_user_name_check', sql`${t.userName} ~ '^[a-z0-9._-]{2,64}$'`),
  ],
);

/** The 12 groups of the rights model; ids are fixed (1 Super Users … 12 Developers), not generated. */
export const groups = pgTable('groups', {
  id: smallint().primaryKey(),
  name: text().notNull().unique(),
  description: text(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: smallint()
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index().on(t.groupId)],
);

/** A user's level (2 view … 5 manage) in one of the 11 right sections. */
export const userRights = pgTable(
  'user_rights',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: smallint().notNull(),
    level: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sectionId] }),
    index().on(t.sectionId),
    between('user_rights_section_check', t.sectionId, 1, 11),
    between('user_rights_level_check', t.level, 2, 5),
  ],
);

/**
 * What membership of a group grants: a level (2 view … 5 manage) in a right section. A user holds, in
 * each section, the highest level of their groups' and their own (`user_rights`), read on every request.
 */
export const groupRights = pgTable(
  'group_rights',
  {
    groupId: smallint()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sectionId: smallint().notNull(),
    level: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.sectionId] }),
    between('group_rights_section_check', t.sectionId, 1, 11),
    between('group_rights_level_check', t.level, 2, 5),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is kept, so a copy of the database cannot sign anyone in. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: tokenHash().notNull().unique(),
    label: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: bigIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was typed in the user name field, kept for failed attempts on names that do not exist. */
    attemptedName: text().notNull(),
    success: boolean().notNull(),
    reason: text({ enum: LOGIN_FAILURE_REASONS }),
    ip: inet(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.at),
    index().on(t.userId, t.at),
    index().on(t.attemptedName, t.at),
    inList('login_events_reason_check', t.reason, LOGIN_FAILURE_REASONS),
    check('login_events_success_reason_check', sql`not (${t.success} and ${t.reason} is not null)`),
  ],
);

/** Codes mailed for two-factor sign-in: hashed, short-lived, with a bounded number of tries. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: SIGN_IN_CODE_PURPOSES }).notNull().default('two_factor'),
    codeHash: tokenHash().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    inList('sign_in_codes_purpose_check', t.purpose, SIGN_IN_CODE_PURPOSES),
    check('sign_in_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: tokenHash().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: tokenHash().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    id: identity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    message: text(),
    status: text({ enum: ACCESS_REQUEST_STATUSES }).notNull().default('pending'),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The account created when the request was approved. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.decidedById),
    index().on(t.userId),
    inList('access_requests_status_check', t.status, ACCESS_REQUEST_STATUSES),
  ],
);
