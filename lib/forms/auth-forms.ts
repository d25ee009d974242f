import { z } from 'zod';
import { accessRequestSchema } from '@/lib/contract/access-requests';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@/lib/contract/auth';

/**
 * The forms of the signed-out screens whose actions run on the server: the browser and the action check
 * the same schema, and the action's field messages land on these field names.
 */

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;

/** The API's reset payload plus a confirmation, which only the form needs. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, { error: 'Please confirm your new password', abort: true }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match',
  });
// The token is no field of its own: its messages (an invalid link) are about the whole form.
export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export const accessRequestFormSchema = accessRequestSchema;
export const ACCESS_REQUEST_FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;
