'use server';

import { requestId } from '@/lib/auth/dal';
import { failedAction, formFields, invalidInput } from '@/lib/forms/action-errors';
import type { ActionState } from '@/lib/forms/action-state';
import { FORGOT_PASSWORD_FIELDS, forgotPasswordFormSchema } from '@/lib/forms/auth-forms';
import { requestPasswordReset } from '@/lib/upstream/password-reset';

type Field = (typeof FORGOT_PASSWORD_FIELDS)[number];

/** The same words whether or not the address belongs to someone: the form must not tell who works here. */
const LINK_SENT =
  'If an account uses that address, we have sent a link to reset the password. It expires in an hour.';

export async function requestPasswordResetAction(
  _previous: ActionState<Field>,
  formData: FormData,
): Promise<ActionState<Field>> {
  const input = forgotPasswordFormSchema.safeParse(formFields(formData, FORGOT_PASSWORD_FIELDS));
  if (!input.success) return invalidInput(input.error, FORGOT_PASSWORD_FIELDS);
  try {
    await requestPasswordReset(input.data.email, await requestId());
  } catch (error) {
    return failedAction(error, FORGOT_PASSWORD_FIELDS);
  }
  return { status: 'success', message: LINK_SENT };
}
