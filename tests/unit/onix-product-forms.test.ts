import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DETAIL } from '@/lib/contract/choices';
import { FORM_DETAILS_OF, PRODUCT_FORM_DETAILS, PUBLICATION_FORMATS } from '@/lib/contract/enums';

/*
 * The product forms (ONIX list 150) and their details (list 175) are EDItEUR's codes, read against the
 * code lists' schema where the machine has it (`../shared/standards/onix30`, or ONIX_CODE_LISTS).
 */

const candidates = [
  process.env.ONIX_CODE_LISTS,
  path.resolve('../shared/standards/onix30/ONIX_BookProduct_CodeLists.xsd'),
  path.resolve('../../shared/standards/onix30/ONIX_BookProduct_CodeLists.xsd'),
].filter((candidate): candidate is string => Boolean(candidate));
const file = candidates.find((candidate) => existsSync(candidate));

/** Each code of a list with its name (the first documentation of its enumeration). */
function codeList(xsd: string, list: string): Map<string, string> {
  const start = xsd.indexOf(`<xs:simpleType name="${list}">`);
  const body = xsd.slice(start, xsd.indexOf('</xs:simpleType>', start));
  const codes = new Map<string, string>();
  for (const match of body.matchAll(
    /<xs:enumeration value="([^"]+)">\s*<xs:annotation>\s*<xs:documentation>([^<]*)<\/xs:documentation>/g,
  ))
    codes.set(match[1] ?? '', match[2] ?? '');
  return codes;
}

describe.skipIf(!file)('ONIX product forms', () => {
  const xsd = file ? readFileSync(file, 'utf8') : '';

  it('uses only codes of list 150', () => {
    const list150 = codeList(xsd, 'List150');
    expect(list150.get('BB')).toBe('Hardback');
    for (const format of PUBLICATION_FORMATS) expect(list150.has(format), format).toBe(true);
  });

  it('names the details of list 175 as EDItEUR does, each for forms that take it', () => {
    const list175 = codeList(xsd, 'List175');
    for (const detail of PRODUCT_FORM_DETAILS)
      expect(PRODUCT_FORM_DETAIL.labels[detail]).toBe(list175.get(detail));
    const given = new Set(Object.values(FORM_DETAILS_OF).flat());
    expect([...given].sort()).toEqual([...PRODUCT_FORM_DETAILS].sort());
  });
});
