import { z } from 'zod';
import { profileUpdateSchema, twoFactorUpdateSchema } from './me';
import { safeText } from './safe-input';

/*
 * Changes that could take an account over ask for the current password as well as a session (the password
 * change has it already): the email the reset links go to, turning the sign-in code on or off, and ending
 * sessions. The same schemas validate the settings' server actions and the publishing API, which knows the
 * stored record and so applies the rules (a new email, two-factor switched) that need it.
 */

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email';
export const TWO_FACTOR_OFF_NEEDS_PASSWORD =
  'Please enter your current password to turn off two-factor sign-in';
export const TWO_FACTOR_ON_NEEDS_PASSWORD =
  'Please enter your current password to turn on two-factor sign-in';
export const END_SESSION_NEEDS_PASSWORD = 'Please enter your current password to end this session';
export const SIGN_OUT_EVERYWHERE_NEEDS_PASSWORD = 'Please enter your current password to sign out everywhere';

// Only some changes need it, so an empty field is no error by itself; the rules below say when it is.
const currentPassword = safeText().max(1000, WRONG_CURRENT_PASSWORD).optional();

export const profileChangeSchema = profileUpdateSchema.extend({ currentPassword });
export type ProfileChange = z.infer<typeof profileChangeSchema>;
export type ProfileChangeInput = z.input<typeof profileChangeSchema>;

export const twoFactorChangeSchema = twoFactorUpdateSchema.extend({ currentPassword });
export type TwoFactorChange = z.infer<typeof twoFactorChangeSchema>;
export type TwoFactorChangeInput = z.input<typeof twoFactorChangeSchema>;

/** Ending a session, or all of them: the password alone, always asked. */
export const passwordConfirmationSchema = z.object({ currentPassword });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;
