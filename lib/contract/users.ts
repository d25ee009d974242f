import { z } from 'zod';
import { GROUPS } from '@/lib/rights/groups';
import { ACCESS_REQUEST_STATUSES, STAFF_STATUSES } from './enums';
import { STAFF_STATUS } from './choices';
import { booleanFilter, defineList, enumFilter, type IdFilter } from './list-query';
import { requiredText } from './resource';
import { safeText } from './safe-input';

/*
 * Staff accounts as Administration › Users shows and changes them: the list, an invitation (the
 * invitee chooses a password through the mailed link), and the access requests sent from /sign-up.
 */

export const USER_NAME_PATTERN = /^[a-z0-9._-]{2,64}$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GROUP_IDS = GROUPS.map((group) => group.id);

/** One of the twelve groups by id: `groupId=3`; any other number is refused before it reaches the database. */
const groupFilter: IdFilter = {
  kind: 'id',
  label: 'Group',
  schema: z
    .string({ error: 'Expected a group id' })
    .refine((value) => GROUP_IDS.some((id) => String(id) === value), { error: 'Expected a group id' })
    .transform(Number),
};

export const staffList = defineList({
  sortFields: ['name', 'userName', 'lastLoginAt'],
  defaultSort: 'name',
  filters: {
    status: enumFilter('Status', STAFF_STATUSES, STAFF_STATUS.labels),
    groupId: groupFilter,
    twoFactor: booleanFilter('Two-factor'),
  },
  searchHint: 'names, user names and email addresses',
});

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  groups: z.array(z.number().int()),
  twoFactorEnabled: z.boolean(),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const groupIdsSchema = z
  .array(
    z
      .number({ error: 'Choose the groups from the list' })
      .int()
      .refine((id) => GROUP_IDS.includes(id as never), 'Choose the groups from the list'),
  )
  .min(1, 'Choose at least one group')
  .max(GROUP_IDS.length)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const userNameSchema = safeText({ error: 'Please enter a user name' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Please enter a user name', abort: true })
  .regex(USER_NAME_PATTERN, 'Use 2 to 64 lower-case letters, digits, dots, dashes or underscores');

/** What an administrator gives to invite a colleague: the account is made, the password is theirs to choose. */
export const staffInviteSchema = z.object({
  firstName: requiredText(100, 'Please enter the first name'),
  lastName: requiredText(100, 'Please enter the last name'),
  userName: userNameSchema,
  email: safeText({ error: 'Please enter the email address' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Please enter the email address', abort: true })
    .max(254, 'Please enter a shorter email address')
    .regex(EMAIL_SHAPE, 'Please enter a valid email address'),
  groupIds: groupIdsSchema,
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** Approving a request makes the account of the person who asked: the administrator names it and its groups. */
export const accessRequestApprovalSchema = z.object({ userName: userNameSchema, groupIds: groupIdsSchema });
export type AccessRequestApproval = z.infer<typeof accessRequestApprovalSchema>;

export const accessRequestItemSchema = z.object({
  accessRequestId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  requestedAt: z.string(),
});
export type AccessRequestItem = z.infer<typeof accessRequestItemSchema>;

/** What an action on an account changed, for the page's message. */
export const staffActionResultSchema = z.object({
  userId: z.number().int(),
  status: z.enum(STAFF_STATUSES),
  signedOutSessions: z.number().int(),
});
export type StaffActionResult = z.infer<typeof staffActionResultSchema>;
