'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { requestId, verifySession } from '@/lib/auth/dal';
import {
  passwordConfirmationSchema,
  profileChangeSchema,
  twoFactorChangeSchema,
  type PasswordConfirmationInput,
  type ProfileChangeInput,
  type TwoFactorChangeInput,
} from '@/lib/contract/current-password';
import {
  displayUpdateSchema,
  notificationsUpdateSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  type DisplayUpdateInput,
  type Me,
  type NotificationsUpdateInput,
  type PasswordChangeInput,
  type PasswordChangeResult,
  type PreferencesUpdateInput,
  type ProfileUpdateResult,
  type SessionsRevokeResult,
} from '@/lib/contract/me';
import { sessionEndSchema, type SessionEndInput, type SessionEndResult } from '@/lib/contract/sessions';
import { SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '@/lib/forms/action-state';
import { firstMessages } from '@/lib/forms/form-check';
import { createLogger } from '@/lib/log';
import { browserAddress } from '@/lib/peer-address';
import { UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';
import {
  changePassword as changePasswordUpstream,
  updateDisplay,
  updateNotifications,
  updatePreferences,
  updateProfile,
  updateTwoFactor,
  type MeCall,
} from '@/lib/upstream/me';
import { endSession as endSessionUpstream, revokeAllSessions } from '@/lib/upstream/sessions';
import type { ActionFailure, ActionResult } from './result';

const log = createLogger('web');

const failure = (
  reason: ActionFailure['reason'],
  error: string,
  fieldErrors: Record<string, string> = {},
): ActionFailure => ({ ok: false, reason, error, fieldErrors });

function failureOf(error: unknown): ActionFailure {
  if (error instanceof UpstreamError) {
    if (error.status === 401) return failure('expired', 'Your session has expired. Please sign in again.');
    if (error.status === 409) return failure('conflict', error.message);
    if (error.status === 400) {
      const fieldErrors = firstMessages(error.issues ?? []);
      const generic = error.message === 'Invalid input' && Object.keys(fieldErrors).length > 0;
      return failure('invalid', generic ? 'Please correct the marked fields.' : error.message, fieldErrors);
    }
    if (error.status < 500) return failure('failed', error.message);
  }
  if (error instanceof UpstreamUnavailableError) return failure('unavailable', SERVICE_UNAVAILABLE);
  log.error({ err: error }, 'settings action failed');
  return failure('failed', SOMETHING_WENT_WRONG);
}

/** Calls the API with the session's token (checked again: never trust the page that called). */
async function attempt<T>(
  call: (me: MeCall) => Promise<T>,
  message: (data: T) => string,
): Promise<ActionResult<T>> {
  const { upstreamToken } = await verifySession();
  try {
    const received = await headers();
    const data = await call({
      token: upstreamToken,
      requestId: await requestId(),
      clientAddress: browserAddress((name) => received.get(name)),
    });
    return { ok: true, data, message: message(data) };
  } catch (error) {
    return failureOf(error);
  }
}

/** One settings write, validated with the form's own schema first so that nothing invalid reaches the API. */
async function run<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  call: (me: MeCall, body: z.output<S>) => Promise<T>,
  message: (data: T) => string,
): Promise<ActionResult<T>> {
  await verifySession();
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return failure('invalid', 'Please correct the marked fields.', firstMessages(issues));
  }
  return attempt((me) => call(me, parsed.data), message);
}

/** Theme and font; the header's theme toggle calls it without a version, the appearance form with one. */
export async function savePreferences(input: PreferencesUpdateInput): Promise<ActionResult<Me>> {
  return run(preferencesUpdateSchema, input, updatePreferences, () => 'Appearance saved.');
}

export async function saveProfile(input: ProfileChangeInput): Promise<ActionResult<ProfileUpdateResult>> {
  const result = await run(profileChangeSchema, input, updateProfile, ({ emailChange }) =>
    emailChange
      ? `Profile saved. Open the link we sent to ${emailChange.newEmail} to confirm your new email.`
      : 'Profile saved.',
  );
  // The header and sidebar show the user's name.
  if (result.ok) revalidatePath('/', 'layout');
  return result;
}

export async function changePassword(
  input: PasswordChangeInput,
): Promise<ActionResult<PasswordChangeResult>> {
  return run(passwordChangeSchema, input, changePasswordUpstream, ({ signedOutSessions }) => {
    if (signedOutSessions === 0) return 'Password changed.';
    const sessions =
      signedOutSessions === 1 ? '1 other session was' : `${signedOutSessions} other sessions were`;
    return `Password changed. ${sessions} signed out.`;
  });
}

export async function saveTwoFactor(input: TwoFactorChangeInput): Promise<ActionResult<Me>> {
  return run(twoFactorChangeSchema, input, updateTwoFactor, (me) =>
    me.twoFactorEnabled
      ? 'Two-factor sign-in is on: the next sign-in asks for a code sent by email.'
      : 'Two-factor sign-in is off.',
  );
}

/** Signs out every session of the user, this one included; the browser then ends its own session. */
export async function signOutEverywhere(
  input: PasswordConfirmationInput,
): Promise<ActionResult<SessionsRevokeResult>> {
  return run(passwordConfirmationSchema, input, revokeAllSessions, () => 'Signed out everywhere.');
}

/** Ends one session of the user; when it is this one, the browser then ends its own session. */
export async function endSession(input: SessionEndInput): Promise<ActionResult<SessionEndResult>> {
  const result = await run(sessionEndSchema, input, endSessionUpstream, ({ current }) =>
    current ? 'Session ended. This browser is signed out.' : 'Session ended.',
  );
  // The list of sessions drops the one ended; a page rendered now with this session's own token would fail.
  if (result.ok && !result.data.current) revalidatePath('/settings/account');
  return result;
}

export async function saveNotifications(input: NotificationsUpdateInput): Promise<ActionResult<Me>> {
  return run(notificationsUpdateSchema, input, updateNotifications, () => 'Notification settings saved.');
}

export async function saveDisplay(input: DisplayUpdateInput): Promise<ActionResult<Me>> {
  const result = await run(displayUpdateSchema, input, updateDisplay, () => 'Display settings saved.');
  // The sidebar shows only the chosen groups.
  if (result.ok) revalidatePath('/', 'layout');
  return result;
}
