'use server';

import { requestId } from '@/lib/auth/dal';
import { failedAction, formFields, invalidInput } from '@/lib/forms/action-errors';
import type { ActionState } from '@/lib/forms/action-state';
import { ACCESS_REQUEST_FIELDS, accessRequestFormSchema } from '@/lib/forms/auth-forms';
import { createAccessRequest } from '@/lib/upstream/access-requests';

type Field = (typeof ACCESS_REQUEST_FIELDS)[number];

export async function requestAccessAction(
  _previous: ActionState<Field>,
  formData: FormData,
): Promise<ActionState<Field>> {
  const input = accessRequestFormSchema.safeParse(formFields(formData, ACCESS_REQUEST_FIELDS));
  if (!input.success) return invalidInput(input.error, ACCESS_REQUEST_FIELDS);
  try {
    await createAccessRequest(input.data, await requestId());
  } catch (error) {
    return failedAction(error, ACCESS_REQUEST_FIELDS);
  }
  return {
    status: 'success',
    message: 'Thank you. A Super User will review your request and reply to your work email.',
  };
}
