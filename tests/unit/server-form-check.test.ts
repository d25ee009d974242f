import { describe, expect, it } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { loginRequestSchema } from '@/lib/contract/auth';
import { showFieldErrors } from '@/lib/forms/field-errors';
import { firstMessages } from '@/lib/forms/form-check';
import { isFormName } from '@/lib/forms/schemas';
import { validateForm } from '@/lib/forms/validate';

type Values = { username: string; password: string; email: { newsletters: boolean } };

/** A stand-in for react-hook-form's setError that remembers what the form was told. */
function recordingSetError() {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError: UseFormSetError<Values> = (name, error, options) => {
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
}

describe('the server check of a form', () => {
  it('keeps the first message of each field, named as the form names its fields', () => {
    const parsed = loginRequestSchema.safeParse({ username: ' ', password: 'short' });
    if (parsed.success) throw new Error('expected a failure');
    expect(firstMessages(parsed.error.issues)).toEqual({
      username: 'Please enter your username or email',
      password: 'Password must be at least 7 characters long',
    });
    expect(
      firstMessages([
        { path: ['email', 'newsletters'], message: 'first' },
        { path: ['email', 'newsletters'], message: 'second' },
        { path: [], message: 'about the whole form' },
      ]),
    ).toEqual({ 'email.newsletters': 'first', '': 'about the whole form' });
  });

  it('answers the parsed values, or the messages, as plain data', async () => {
    await expect(
      validateForm('sign-in', { username: ' Admin ', password: 'colophon-demo' }),
    ).resolves.toEqual({
      values: { username: 'admin', password: 'colophon-demo' },
    });
    await expect(validateForm('sign-in', { username: 'x@y', password: '' })).resolves.toEqual({
      errors: {
        username: 'Please enter a valid email address or username',
        password: 'Please enter your password',
      },
    });
    await expect(validateForm('otp', { code: ' ab1 2cd\n3 ' })).resolves.toEqual({
      values: { code: 'AB12CD3' },
    });
    await expect(validateForm('otp', { code: '' })).resolves.toEqual({
      errors: { code: 'Please enter your otp code.' },
    });
  });

  it('knows only its own forms, whatever name a caller sends', () => {
    expect(isFormName('sign-in')).toBe(true);
    expect(isFormName('otp')).toBe(true);
    for (const name of ['toString', '__proto__', 'constructor', '', 'sign-up', 1, null]) {
      expect(isFormName(name), String(name)).toBe(false);
    }
  });
});

describe('server messages on the form', () => {
  it('puts each listed field’s message next to it in the form’s order, focusing the first', () => {
    const { calls, setError } = recordingSetError();
    const shown = showFieldErrors<Values>(setError, ['username', 'password', 'email.newsletters'], {
      'email.newsletters': 'Choose yes or no',
      password: 'Please enter your password',
      version: 'The form is missing its version. Reload the page and try again.',
    });
    expect(shown).toBe(true);
    expect(calls).toEqual([
      { name: 'password', message: 'Please enter your password', focus: true },
      { name: 'email.newsletters', message: 'Choose yes or no', focus: false },
    ]);
  });

  it('says so when no field has a message, for the caller to show it another way', () => {
    const { calls, setError } = recordingSetError();
    expect(showFieldErrors<Values>(setError, ['username'], { '': 'Invalid input' })).toBe(false);
    expect(calls).toEqual([]);
  });
});
