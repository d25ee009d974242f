/**
 * Spec section 9: minimum password length and two-factor code length. Plain numbers, so the screens that
 * state them load no schema; `auth.ts` builds the schemas on them.
 */
export const PASSWORD_MIN_LENGTH = 7;
export const OTP_LENGTH = 7;
