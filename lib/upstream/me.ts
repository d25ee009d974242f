import 'server-only';
import type { ProfileChange, TwoFactorChange } from '@/lib/contract/current-password';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  emailConfirmResultSchema,
  meSchema,
  passwordChangeResultSchema,
  profileUpdateResultSchema,
  type DisplayUpdate,
  type EmailConfirm,
  type EmailConfirmResult,
  type Me,
  type NotificationsUpdate,
  type PasswordChange,
  type PasswordChangeResult,
  type PreferencesUpdate,
  type ProfileUpdateResult,
} from '@/lib/contract/me';
import { upstreamCall } from './call';

/** The signed-in user's own record: every call takes the session's bearer token. */
export interface MeCall {
  token: string;
  requestId?: string;
  /** The browser's address, which wrong current passwords are counted against. */
  clientAddress?: string;
}

export function optionsOf({ token, requestId, clientAddress }: MeCall) {
  return { token, requestId, headers: clientAddress ? { 'x-forwarded-for': clientAddress } : undefined };
}

const meEnvelope = okEnvelope(meSchema);

export async function getMe({ token, requestId }: MeCall): Promise<Me> {
  return (await upstreamCall(meEnvelope, 'me', { token, requestId })).data;
}

export async function updateProfile(call: MeCall, body: ProfileChange): Promise<ProfileUpdateResult> {
  const answer = await upstreamCall(okEnvelope(profileUpdateResultSchema), 'me/profile', {
    ...optionsOf(call),
    method: 'PATCH',
    body,
  });
  return answer.data;
}

export async function confirmEmailChange(call: MeCall, body: EmailConfirm): Promise<EmailConfirmResult> {
  const answer = await upstreamCall(okEnvelope(emailConfirmResultSchema), 'me/email/confirm', {
    ...optionsOf(call),
    method: 'POST',
    body,
  });
  return answer.data;
}

export async function changePassword(call: MeCall, body: PasswordChange): Promise<PasswordChangeResult> {
  const answer = await upstreamCall(okEnvelope(passwordChangeResultSchema), 'me/password', {
    ...optionsOf(call),
    method: 'PUT',
    body,
  });
  return answer.data;
}

export async function updateTwoFactor(call: MeCall, body: TwoFactorChange): Promise<Me> {
  return (await upstreamCall(meEnvelope, 'me/two-factor', { ...optionsOf(call), method: 'PUT', body })).data;
}

export async function updatePreferences(call: MeCall, body: PreferencesUpdate): Promise<Me> {
  return (await upstreamCall(meEnvelope, 'me/preferences', { ...optionsOf(call), method: 'PATCH', body }))
    .data;
}

export async function updateNotifications(call: MeCall, body: NotificationsUpdate): Promise<Me> {
  return (await upstreamCall(meEnvelope, 'me/notifications', { ...optionsOf(call), method: 'PUT', body }))
    .data;
}

export async function updateDisplay(call: MeCall, body: DisplayUpdate): Promise<Me> {
  return (await upstreamCall(meEnvelope, 'me/display', { ...optionsOf(call), method: 'PUT', body })).data;
}
