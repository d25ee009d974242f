'use server';

import { requestId } from '@/lib/auth/dal';
import { failedAction, formFields, invalidInput } from '@/lib/forms/action-errors';
import type { ActionState } from '@/lib/forms/action-state';
import { RESET_PASSWORD_FIELDS, resetPasswordFormSchema } from '@/lib/forms/auth-forms';
import { resetPassword } from '@/lib/upstream/password-reset';

type Field = (typeof RESET_PASSWORD_FIELDS)[number];

export async function resetPasswordAction(
  _previous: ActionState<Field>,
  formData: FormData,
): Promise<ActionState<Field>> {
  const input = resetPasswordFormSchema.safeParse(formFields(formData, [...RESET_PASSWORD_FIELDS, 'token']));
  if (!input.success) return invalidInput(input.error, RESET_PASSWORD_FIELDS);
  try {
    await resetPassword({ token: input.data.token, password: input.data.password }, await requestId());
  } catch (error) {
    return failedAction(error, RESET_PASSWORD_FIELDS);
  }
  return { status: 'success', message: 'Your password has been changed. You can now sign in with it.' };
}
