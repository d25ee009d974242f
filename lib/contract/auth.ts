import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits';
import { safeText } from './safe-input';

export { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits';

// Spec section 5: text, @, text, dot, text, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Username or Email': required, trimmed and lower-cased; with an '@' it must look like an email address. */
export const usernameOrEmailSchema = safeText({ error: 'Please enter your username or email' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Please enter your username or email', abort: true })
  .refine(
    (value) => !value.includes('@') || EMAIL_SHAPE.test(value),
    'Please enter a valid email address or username',
  );

export const passwordSchema = safeText({ error: 'Please enter your password' })
  .min(1, { error: 'Please enter your password', abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`);

/** The login payload (spec section 3): the same rules on the sign-in form and in the API. */
export const loginRequestSchema = z.object({ username: usernameOrEmailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export const otpChallengeResponseSchema = z.object({
  otpRequired: z.literal(true),
  challengeId: z.string().min(1),
});
export const loginResponseSchema = z.union([tokenResponseSchema, otpChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A two-factor code: 7 characters, letters and digits; pasted whitespace is removed. */
export const otpCodeSchema = z
  .string({ error: 'Please enter your otp code.' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'Please enter your otp code.', abort: true })
      .regex(new RegExp(`^[A-Z0-9]{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} letters or digits`),
  );

export const otpRequestSchema = z.object({ challengeId: safeText().min(1).max(100), code: otpCodeSchema });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** The current user (spec section 3), wrapped in `result` by `auth/user`. */
export const currentUserSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  groups: z.array(z.number().int()),
  rights: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = z.object({ result: currentUserSchema });

export const forgotPasswordRequestSchema = z.object({
  email: safeText({ error: 'Please enter your email' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Please enter your email', abort: true })
    .regex(EMAIL_SHAPE, 'Please enter a valid email address'),
});

export const resetPasswordRequestSchema = z.object({
  token: safeText().min(1, 'The reset link is incomplete').max(200),
  password: passwordSchema,
});

export const successResponseSchema = z.object({ success: z.literal(true) });
