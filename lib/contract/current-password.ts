import { z } from 'zod';
import { profileUpdateSchema, twoFactorUpdateSchema } from './me';
import { safeText } from './safe-input';

/*
 * Changes that could take an account over ask for the current password as well as a session (the password
 * change has it already): the email the reset links go to, and turning the sign-in code off. The same
 * schemas validate the settings forms, the server actions and the publishing API.
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

const emailAndPassword = profileChangeSchema.pick({ email: true, currentPassword: true });

/**
 * The profile form's rules, which know the address in use: a new one needs the current password. The API
 * applies the same rule against the stored record, as it does for two-factor below.
 */
export const profileFormSchema = (emailInUse: string) =>
  profileChangeSchema.refine(
    (value) => value.email === emailInUse.toLowerCase() || Boolean(value.currentPassword),
    {
      message: EMAIL_CHANGE_NEEDS_PASSWORD,
      path: ['currentPassword'],
      // Asked for as soon as the email is valid, even while another field still has an error.
      when: (payload) => emailAndPassword.safeParse(payload.value).success,
    },
  );

export const twoFactorChangeSchema = twoFactorUpdateSchema.extend({ currentPassword });
export type TwoFactorChange = z.infer<typeof twoFactorChangeSchema>;
export type TwoFactorChangeInput = z.input<typeof twoFactorChangeSchema>;

/** The two-factor form's rules, which know whether the code is on now: turning it off needs the password. */
export const twoFactorFormSchema = (enabledNow: boolean) =>
  twoFactorChangeSchema.refine((value) => value.enabled || !enabledNow || Boolean(value.currentPassword), {
    message: TWO_FACTOR_OFF_NEEDS_PASSWORD,
    path: ['currentPassword'],
  });
