import { z } from 'zod';
import { forgotPasswordRequestSchema, passwordSchema } from './auth';
import { DATE_FORMATS, FONTS, PAGE_SIZES, THEMES } from './enums';
import { safeText } from './safe-input';

/*
 * The signed-in user's own record: profile, account security, preferences and settings. The same
 * schemas validate the settings forms, the server actions and the publishing API's `me` endpoints.
 */

/** Every update carries the version it read; the API refuses a stale one (409) instead of losing a change. */
export const versionSchema = z
  .number({ error: 'The form is missing its version. Reload the page and try again.' })
  .int()
  .min(1);

const name = (label: string) =>
  safeText({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(80, `Your ${label} can have at most 80 characters`);

const PHONE_SHAPE = /^\+?[0-9(][0-9 ()./-]{3,28}[0-9]$/;

// Optional text is sent as '' when the user empties the field; the API stores that as no value.
const optionalText = (max: number, label: string) =>
  safeText().trim().max(max, `${label} can have at most ${max} characters`).optional();

export const profileUpdateSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: forgotPasswordRequestSchema.shape.email,
  jobTitle: optionalText(120, 'The job title'),
  bio: optionalText(500, 'The short bio'),
  phone: optionalText(32, 'The phone number').refine(
    (value) => !value || PHONE_SHAPE.test(value),
    'Please enter a phone number of digits, spaces and + ( ) - .',
  ),
  version: versionSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const passwordChangeFields = z.object({
  currentPassword: safeText({ error: 'Please enter your current password' }).min(
    1,
    'Please enter your current password',
  ),
  newPassword: passwordSchema,
  confirm: safeText({ error: 'Please repeat the new password' }).min(1, 'Please repeat the new password'),
});

const bothPasswordsGiven = passwordChangeFields.pick({ newPassword: true, confirm: true });

export const passwordChangeSchema = passwordChangeFields
  .refine((value) => value.confirm === value.newPassword, {
    message: 'Passwords do not match',
    path: ['confirm'],
    // Compare as soon as both are filled in, even while another field still has an error.
    when: (payload) => bothPasswordsGiven.safeParse(payload.value).success,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
    when: (payload) => passwordChangeFields.safeParse(payload.value).success,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const twoFactorUpdateSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether to ask for a code at sign-in' }),
  version: versionSchema,
});
export type TwoFactorUpdate = z.infer<typeof twoFactorUpdateSchema>;
export type TwoFactorUpdateInput = z.input<typeof twoFactorUpdateSchema>;

export const themeSchema = z.enum(THEMES, { error: 'Choose light, dark or system' });
export const fontSchema = z.enum(FONTS, { error: 'Choose Inter, Manrope or the system font' });

export const preferencesSchema = z.object({ theme: themeSchema, font: fontSchema });
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * Theme and font. The version is optional here alone: the header's theme toggle has no form that
 * could have gone stale, so its choice simply wins; the appearance form sends its version.
 */
export const preferencesUpdateSchema = z
  .object({ theme: themeSchema.optional(), font: fontSchema.optional(), version: versionSchema.optional() })
  .refine((value) => value.theme !== undefined || value.font !== undefined, {
    message: 'Choose a theme or a font',
    path: ['theme'],
  });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
export type PreferencesUpdateInput = z.input<typeof preferencesUpdateSchema>;

export const DIGESTS = ['off', 'daily', 'weekly'] as const;
export type Digest = (typeof DIGESTS)[number];

/** Which emails the user receives, besides what the app shows; the database's NotificationSettings. */
export const notificationSettingsSchema = z.object({
  email: z.object({
    newsletters: z.boolean(),
    commissioningUpdates: z.boolean(),
    invoiceReminders: z.boolean(),
    securityAlerts: z.boolean(),
    mentions: z.boolean(),
  }),
  digest: z.enum(DIGESTS, { error: 'Choose off, daily or weekly' }),
});
export type NotificationSettingsData = z.infer<typeof notificationSettingsSchema>;

export const notificationsUpdateSchema = notificationSettingsSchema.extend({ version: versionSchema });
export type NotificationsUpdate = z.infer<typeof notificationsUpdateSchema>;
export type NotificationsUpdateInput = z.input<typeof notificationsUpdateSchema>;

export { DATE_FORMATS, PAGE_SIZES, type DateFormat } from './enums';

/**
 * Table and sidebar preferences. `sidebarGroups` names the navigation groups (General, Publishing…)
 * the user wants in the sidebar; groups their rights hide stay hidden whatever they choose.
 */
export const displaySettingsSchema = z.object({
  pageSize: z.literal(PAGE_SIZES, { error: 'Choose 10, 25, 50 or 100 rows' }),
  dateFormat: z.enum(DATE_FORMATS, { error: 'Choose a date format' }),
  compactTables: z.boolean(),
  sidebarGroups: z
    .array(safeText().trim().min(1).max(60))
    .min(1, 'Choose at least one group to show')
    .max(20, 'Choose at most 20 groups'),
});
export type DisplaySettingsData = z.infer<typeof displaySettingsSchema>;

export const displayUpdateSchema = displaySettingsSchema.extend({ version: versionSchema });
export type DisplayUpdate = z.infer<typeof displayUpdateSchema>;
export type DisplayUpdateInput = z.input<typeof displayUpdateSchema>;

export const emailConfirmSchema = z.object({
  token: safeText({ error: 'The confirmation link is incomplete' })
    .trim()
    .min(1, 'The confirmation link is incomplete')
    .max(200, 'The confirmation link is not valid'),
});
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;

const timestamp = z.string().describe('ISO 8601 date and time');

export const pendingEmailSchema = z.object({ newEmail: z.string(), expiresAt: timestamp });

/** `GET me`: everything the settings pages show, with the record's version. */
export const meSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  /** A requested email change waiting for its link to be opened. */
  pendingEmail: pendingEmailSchema.nullable(),
  twoFactorEnabled: z.boolean(),
  passwordChangedAt: timestamp.nullable(),
  preferences: preferencesSchema,
  notifications: notificationSettingsSchema,
  display: displaySettingsSchema,
  version: z.number().int(),
  updatedAt: timestamp,
  /** What the user may open and do (section 6): the shell and the page guards read them from here. */
  groups: z.array(z.number().int()),
  rights: z.array(z.string()),
});
export type Me = z.infer<typeof meSchema>;

export const profileUpdateResultSchema = z.object({
  me: meSchema,
  /** Set when the email changed: it is not applied until the link mailed to the new address is opened. */
  emailChange: pendingEmailSchema.nullable(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

export const passwordChangeResultSchema = z.object({
  me: meSchema,
  /** Sessions in other browsers that were signed out; this one stays signed in. */
  signedOutSessions: z.number().int(),
});
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

export const sessionsRevokeResultSchema = z.object({ signedOutSessions: z.number().int() });
export type SessionsRevokeResult = z.infer<typeof sessionsRevokeResultSchema>;

export const emailConfirmResultSchema = z.object({
  me: meSchema,
  email: z.string(),
  /** The link had already been used for this very change: nothing more to do. */
  alreadyConfirmed: z.boolean(),
});
export type EmailConfirmResult = z.infer<typeof emailConfirmResultSchema>;
