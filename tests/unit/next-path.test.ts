import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/auth/next-path';

const SITE = 'https://colophon.example';

/** What a browser makes of a location: it drops tabs and newlines and reads `\` as `/` first. */
function browserTarget(location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/'), SITE);
}

describe('safeNextPath', () => {
  it.each([
    ['a tab after the first slash (the reported attack)', '/\t/evil.example/phish'],
    ['a newline after the first slash', '/\n/evil.example'],
    ['a carriage return inside a double slash', '/\r//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['an encoded slash making a double slash', '/%2F/evil.example'],
    ['an encoded double slash', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a broken escape', '/%E0%A4%A'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an absolute address', 'https://evil.example/phish'],
    ['a scheme without slashes', 'http:evil.example'],
    ['a leading space', ' /settings'],
    ['a trailing space', '/settings '],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
    ['a NUL', '/settings\u0000'],
    ['an overlong value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/settings', '/settings'],
    ['/contacts/manage?page=2&sort=-name', '/contacts/manage?page=2&sort=-name'],
    ['/contacts?q=John%20Smith', '/contacts?q=John%20Smith'],
    ['/cms/news#latest', '/cms/news#latest'],
    ['/administration/coupons/new', '/administration/coupons/new'],
  ])('keeps the path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it('sends nothing, sign-in screens and API addresses home', () => {
    for (const value of [null, undefined, '', '/signin?next=/x', '/sign-in', '/sign-in-2', '/otp', '/api']) {
      expect(safeNextPath(value)).toBe('/');
    }
    expect(safeNextPath('/api/session/expired?next=/')).toBe('/');
  });

  it('never leads a browser to another origin, whatever it is given', () => {
    const risky = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      ' ',
      '%',
      '%09',
      '%2F',
      '%5C',
      ':',
      '.',
      'evil',
      '?',
      '#',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(risky).map((parts) => parts.join('')),
        ),
        (value) => {
          expect(browserTarget(safeNextPath(value)).origin).toBe(SITE);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
