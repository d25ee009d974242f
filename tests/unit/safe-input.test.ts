import { describe, expect, it } from 'vitest';
import { recordId, recordIdText, safeText } from '@/lib/contract/safe-input';
import { unstorableText } from '@/lib/contract/storable';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('safeText', () => {
  it('takes any text PostgreSQL can store, emoji and other surrogate pairs included', () => {
    for (const text of ['', 'Ada Quill', 'Zoë 😀 𝈦', '\t\r\n', '１２']) {
      expect(safeText().safeParse(text).success, JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL characters and unpaired surrogates, naming which', () => {
    expect(messages(safeText().safeParse('a\u0000b'))).toEqual(['Text cannot contain NUL characters']);
    for (const text of ['\uD800', 'a\uDC00b', '😀'.slice(0, 1), '\uDFFF\uD800']) {
      expect(messages(safeText().safeParse(text))).toEqual(['Text cannot contain unpaired surrogates']);
    }
  });

  it('keeps the parameters and checks of z.string', () => {
    const schema = safeText({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name');
    expect(messages(schema.safeParse(undefined))).toEqual(['Please enter a name']);
    expect(schema.parse('  Ada ')).toBe('Ada');
  });

  it('says where the first unstorable character is', () => {
    expect(unstorableText('abc\u0000\uD800')).toEqual({
      index: 3,
      message: 'Text cannot contain NUL characters',
    });
    expect(unstorableText('ok')).toBeNull();
  });
});

describe('record ids', () => {
  const OUT_OF_RANGE = 'Expected a record id from 1 to 2147483647';

  it('takes 1 to 2147483647 in a body', () => {
    expect(recordId().parse(1)).toBe(1);
    expect(recordId().parse(2_147_483_647)).toBe(2_147_483_647);
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN, '1']) {
      expect(messages(recordId().safeParse(id)), String(id)).toEqual([OUT_OF_RANGE]);
    }
  });

  it('keeps its own message for a missing choice, and names the range beyond it', () => {
    expect(messages(recordId('Choose the editor').safeParse(0))).toEqual(['Choose the editor']);
    expect(messages(recordId('Choose the editor').safeParse(2_147_483_648))).toEqual([OUT_OF_RANGE]);
  });

  it('reads digits only from a path or a query', () => {
    expect(recordIdText().parse('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '-1', '2147483648', '99999999999', 'abc', '1e3', '1.5', ' 1', '']) {
      expect(recordIdText().safeParse(text).success, text).toBe(false);
    }
  });
});
