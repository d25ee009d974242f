import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/upstream/auth/common-passwords';
import {
  COMMON_PASSWORD_REFUSED,
  CONTEXT_WORD_REFUSED,
  containedContextWord,
  contextWordsFor,
  newPasswordRefusal,
} from '@/upstream/auth/password-policy';

const owner = {
  userName: 'j.ramirez',
  email: 'josefina.ramirez@example.org',
  firstName: 'Josefína',
  lastName: 'Ramírez',
};

describe('the context-specific words', () => {
  it('are the service words and the runs of letters of the names, of 4 letters or more', () => {
    expect(contextWordsFor(owner)).toEqual([
      'colophon',
      'publisher',
      'publishing',
      'backoffice',
      'password',
      'admin',
      'ramirez',
      'josefina',
    ]);
    expect(
      contextWordsFor({ userName: 'li', email: 'li@example.org', firstName: 'Li', lastName: 'Wu' }),
    ).toEqual(['colophon', 'publisher', 'publishing', 'backoffice', 'password', 'admin']);
  });

  it('are found ignoring case, accents, digits and punctuation around them, and digit-for-letter swaps', () => {
    expect(containedContextWord('RAMIREZ-1999', owner)).toBe('ramirez');
    expect(containedContextWord('my josefína!', owner)).toBe('josefina');
    expect(containedContextWord('P4ssw0rd-of-mine', owner)).toBe('password');
    expect(containedContextWord('@dmin-2026', owner)).toBe('admin');
    expect(containedContextWord('quiet-harbour-lantern', owner)).toBeUndefined();
  });
});

describe('the common passwords', () => {
  it('hold the leaked list, compared without regard to case, and not its header', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Sunshine')).toBe(true);
    expect(isCommonPassword('eyphed')).toBe(true); // the 10,000th
    expect(isCommonPassword('quiet-harbour-lantern')).toBe(false);
    expect(isCommonPassword('# MIT License')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('newPasswordRefusal', () => {
  it('names the context words first, then the common passwords, and lets a strong password through', () => {
    expect(newPasswordRefusal('password1', owner)).toBe(CONTEXT_WORD_REFUSED);
    expect(newPasswordRefusal('iloveyou', owner)).toBe(COMMON_PASSWORD_REFUSED);
    expect(newPasswordRefusal('quiet-harbour-lantern', owner)).toBeNull();
  });
});
