import type { StaffStatus } from '@/lib/contract/enums';

/** What an administrator can do to an account: the API's path below `users/{id}/`, and its words. */
export const STAFF_ACTIONS = {
  deactivate: {
    path: 'deactivate',
    label: 'Deactivate',
    meaning:
      'They can no longer sign in, and every session of theirs ends at once. You can activate them again.',
    done: 'was deactivated',
  },
  activate: {
    path: 'activate',
    label: 'Activate',
    meaning: 'They can sign in again with their password.',
    done: 'was activated',
  },
  resetTwoFactor: {
    path: 'two-factor/reset',
    label: 'Reset two-factor',
    meaning:
      'Two-factor sign-in is turned off and the codes already mailed stop working. They can turn it on again in their settings.',
    done: 'signs in without two-factor now',
  },
  forcePasswordReset: {
    path: 'password-reset',
    label: 'Force password reset',
    meaning:
      'Their password stops working, every session of theirs ends, and they are mailed a link to choose a new one.',
    done: 'was sent a link to choose a new password',
  },
  resendInvitation: {
    path: 'invitation',
    label: 'Resend invitation',
    meaning: 'They are mailed a new link to choose their password, valid for seven days.',
    done: 'was sent a new invitation',
  },
} as const;

export type StaffAction = keyof typeof STAFF_ACTIONS;

/** The actions an account's state allows. */
export function actionsFor(status: StaffStatus, twoFactorEnabled: boolean): StaffAction[] {
  if (status === 'inactive') return ['activate'];
  return [
    'deactivate',
    ...(twoFactorEnabled ? (['resetTwoFactor'] as const) : []),
    ...(status === 'active' ? (['forcePasswordReset'] as const) : (['resendInvitation'] as const)),
  ];
}
