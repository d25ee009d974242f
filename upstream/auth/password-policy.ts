import { badRequest } from '../platform/http-error';
import { isCommonPassword } from './common-passwords';

/*
 * What a newly chosen password may not be, beyond the spec's minimum length (OWASP ASVS 5.0 6.1.2, 6.2.4,
 * 6.2.11, 6.2.12). Checked by the publishing API wherever a password is chosen (change, reset, the first
 * administrator), never at sign-in: a password set before these rules still signs in.
 */

export const CONTEXT_WORD_REFUSED =
  'Choose a password that does not contain your name, your username or the name of this service';
export const COMMON_PASSWORD_REFUSED =
  'This password is too common: it appears in lists of leaked passwords. Choose another';

/**
 * Words about this service that an attacker guessing a staff password would try first: the product's name,
 * what the firm is, and the words on any sign-in page. Together with the user's own names (below) they are
 * the documented context-specific list of docs/security.md.
 */
export const SERVICE_WORDS: readonly string[] = [
  'colophon',
  'publisher',
  'publishing',
  'backoffice',
  'password',
  'admin',
];

// A shorter part of a name would refuse many unrelated passwords ("Li" in "glider", "Tom" in "atomic").
const MIN_PERSONAL_WORD_LENGTH = 4;

/** Whose password it is: the names that the context check refuses. */
export interface PasswordOwner {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
}

// Common letter-for-digit swaps, so "C0l0ph0n" counts as "colophon".
const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case without accents, so "José" and "jose" are the same word. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The runs of letters in the user's names, long enough to mean something. */
function personalWords(owner: PasswordOwner): string[] {
  const emailLocalPart = owner.email.split('@')[0] ?? '';
  return [owner.userName, emailLocalPart, owner.firstName, owner.lastName]
    .flatMap((name) => fold(name).match(/\p{L}+/gu) ?? [])
    .filter((word) => word.length >= MIN_PERSONAL_WORD_LENGTH);
}

/** The banned words for this user: the service's words and the user's own names. */
export function contextWordsFor(owner: PasswordOwner): string[] {
  return [...new Set([...SERVICE_WORDS, ...personalWords(owner)])];
}

/** The first banned word the password contains, ignoring case, accents and digit-for-letter swaps. */
export function containedContextWord(password: string, owner: PasswordOwner): string | undefined {
  const plain = fold(password);
  const unswapped = [...plain].map((character) => LOOKALIKES[character] ?? character).join('');
  return contextWordsFor(owner).find((word) => plain.includes(word) || unswapped.includes(word));
}

/** Why this owner may not choose this password, or null when they may. */
export function newPasswordRefusal(password: string, owner: PasswordOwner): string | null {
  if (containedContextWord(password, owner)) return CONTEXT_WORD_REFUSED;
  if (isCommonPassword(password)) return COMMON_PASSWORD_REFUSED;
  return null;
}

/** Throws the API's 400 with the reason on the password's field when the password may not be chosen. */
export function refuseUnacceptableNewPassword(password: string, owner: PasswordOwner, field: string): void {
  const refusal = newPasswordRefusal(password, owner);
  if (refusal) throw badRequest(refusal, [{ path: field, message: refusal }]);
}
