import { describe, expect, it } from 'vitest';
import { failedAction, formFields, invalidInput } from '@/lib/forms/action-errors';
import { SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '@/lib/forms/action-state';
import { RESET_PASSWORD_FIELDS, resetPasswordFormSchema } from '@/lib/forms/auth-forms';
import { UpstreamError, UpstreamUnavailableError } from '@/lib/upstream/errors';

const FIELDS = ['email', 'password'] as const;

describe('server action answers', () => {
  it('puts the first message of each field next to it, and the rest above the form', () => {
    const parsed = resetPasswordFormSchema.safeParse({
      token: '',
      password: 'short',
      confirmPassword: 'other',
    });
    if (parsed.success) throw new Error('expected a failure');
    expect(invalidInput(parsed.error, RESET_PASSWORD_FIELDS)).toEqual({
      status: 'error',
      message: 'The reset link is incomplete',
      fieldErrors: {
        password: 'Password must be at least 7 characters long',
        confirmPassword: 'The passwords do not match',
      },
    });
  });

  it('maps the API refusal: field issues, its message, and one sentence when it cannot be reached', () => {
    expect(
      failedAction(
        new UpstreamError(400, 'Invalid input', [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'email', message: 'second message of the same field' },
          { path: 'token', message: 'This link is broken' },
        ]),
        FIELDS,
      ),
    ).toEqual({
      status: 'error',
      fieldErrors: { email: 'Please enter a valid email address' },
      message: 'This link is broken',
    });
    expect(failedAction(new UpstreamError(429, 'Slow down.'), FIELDS)).toEqual({
      status: 'error',
      message: 'Slow down.',
    });
    expect(failedAction(new UpstreamError(500, 'Internal server error'), FIELDS)).toEqual({
      status: 'error',
      message: SOMETHING_WENT_WRONG,
    });
    expect(failedAction(new UpstreamUnavailableError('timeout'), FIELDS)).toEqual({
      status: 'error',
      message: SERVICE_UNAVAILABLE,
    });
  });

  it('lets anything else reach the error screen', () => {
    const defect = new TypeError('not a refusal');
    expect(() => failedAction(defect, FIELDS)).toThrow(defect);
  });

  it('reads only the named text fields of the posted form', () => {
    const data = new FormData();
    data.set('email', 'a@b.c');
    data.set('$ACTION_ID_1', '');
    data.set('password', new Blob(['x']));
    expect(formFields(data, FIELDS)).toEqual({ email: 'a@b.c', password: undefined });
  });
});
