import { z } from 'zod';
import { accessRequestSchema } from '@/lib/contract/access-requests';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@/lib/contract/auth';

/**
 * The forms of the signed-out screens whose actions run on the server: each action checks its form with
 * these schemas, and the browser shows the messages next to the fields of `auth-form-fields.ts`.
 */

export { ACCESS_REQUEST_FIELDS, FORGOT_PASSWORD_FIELDS, RESET_PASSWORD_FIELDS } from './auth-form-fields';

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;

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

export const accessRequestFormSchema = accessRequestSchema;
