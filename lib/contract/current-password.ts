import { z } from 'zod';
import { profileUpdateSchema, twoFactorUpdateSchema } from './me';
import { safeText } from './safe-input';

/*
 * Changes that could take an account over ask for the current password as well as a session (the password
 * change has it already): the email the reset links go to, and turning the sign-in code off. The same
 * schemas validate the settings' server actions and the publishing API, which knows the stored record
 * and so applies the rules (a new email, two-factor turned off) that need it.
 */

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email';
export const TWO_FACTOR_OFF_NEEDS_PASSWORD =
  'Please enter your current password to turn off two-factor sign-in';

// Only some changes need it, so an empty field is no error by itself; the rules below say when it is.
const currentPassword = safeText().max(1000, WRONG_CURRENT_PASSWORD).optional();

export const profileChangeSchema = profileUpdateSchema.extend({ currentPassword });
export type ProfileChange = z.infer<typeof profileChangeSchema>;
export type ProfileChangeInput = z.input<typeof profileChangeSchema>;

export const twoFactorChangeSchema = twoFactorUpdateSchema.extend({ currentPassword });
export type TwoFactorChange = z.infer<typeof twoFactorChangeSchema>;
export type TwoFactorChangeInput = z.input<typeof twoFactorChangeSchema>;
