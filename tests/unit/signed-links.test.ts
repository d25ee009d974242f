import { describe, expect, it } from 'vitest';
import { signLink, validLink } from '@/upstream/platform/signed-links';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const target = { purpose: 'invoice', id: 41, expires: 1_784_109_600 };
const before = new Date((target.expires - 60) * 1000);

/** The same bytes spelled otherwise: base64url's last character of 32 bytes carries two unused bits. */
function respelled(signature: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1) ?? 'A');
  return `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
}

describe('signed links', () => {
  it('open with their own signature until they expire', () => {
    const signature = signLink(SECRET, target);
    expect(validLink(SECRET, target, signature, before)).toBe(true);
    expect(validLink(SECRET, target, signature, new Date(target.expires * 1000))).toBe(false);
    expect(validLink(SECRET, { ...target, id: 42 }, signature, before)).toBe(false);
  });

  it('refuse a signature spelled differently even when it decodes to the same bytes', () => {
    const signature = signLink(SECRET, target);
    const other = respelled(signature);
    expect(Buffer.from(other, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(validLink(SECRET, target, other, before)).toBe(false);
  });
});
