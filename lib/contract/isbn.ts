import * as isbn3Module from 'isbn3';

// isbn3 is CommonJS whose exports Node's own ES loader cannot name (the browser tests load this file that
// way): there its functions hang on the default export; in the bundles, on the module itself.
const isbn3 = (isbn3Module as { default?: typeof isbn3Module }).default ?? isbn3Module;

/*
 * ISBNs as people type them (ISBN-13 or ISBN-10, with hyphens or spaces) and as the firm keeps them
 * (13 digits). The check digits are ours to verify, so that a typing error is named precisely; the
 * hyphens come from the registration groups' ranges that `isbn3` ships, never from a table of ours.
 */

/** The ISBN-13 check digit: weights 1 and 3 alternately, the total brought up to a multiple of 10. */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The ISBN-10 check character: weights 10 down to 2, the total brought up to a multiple of 11. */
function isbn10CheckCharacter(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89][0-9]{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}

/** The 13 digits of what was typed, or why it is not an ISBN. */
export function readIsbn(typed: string): { isbn: string } | { error: string } {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (/^[0-9]{9}[0-9X]$/.test(compact)) {
    const check = isbn10CheckCharacter(compact.slice(0, 9));
    if (compact[9] !== check)
      return { error: `The check digit of ISBN-10 ${typed.trim()} is wrong: it should end in ${check}` };
    const first12 = `978${compact.slice(0, 9)}`;
    return { isbn: `${first12}${isbn13CheckDigit(first12)}` };
  }
  if (!/^[0-9]{13}$/.test(compact)) return { error: 'Enter an ISBN of 13 digits (or an ISBN-10)' };
  if (!/^97[89]/.test(compact)) return { error: 'An ISBN-13 starts with 978 or 979' };
  const check = isbn13CheckDigit(compact.slice(0, 12));
  if (Number(compact[12]) !== check)
    return { error: `The check digit of ${typed.trim()} is wrong: it should end in ${check}` };
  return { isbn: compact };
}

/** Hyphenated by its registration group and registrant; as stored when the ranges do not know it. */
export function hyphenatedIsbn(isbn: string): string {
  return isbn3.asIsbn13(isbn, true) ?? isbn;
}

/**
 * A block's prefix as the agency gives it: 978 or 979, a registration group and a registrant, exactly
 * (the ranges of `isbn3` say where each part ends). The block is every number the prefix leaves.
 */
export function readBlockPrefix(typed: string): { prefix: string; shown: string } | { error: string } {
  const prefix = typed.replace(/[\s-]/g, '');
  if (!/^97[89][0-9]{2,9}$/.test(prefix))
    return { error: 'Enter the prefix’s digits: 978 or 979, the group and the registrant (5 to 12 digits)' };
  const first12 = prefix.padEnd(12, '0');
  const parsed = isbn3.parse(`${first12}${isbn13CheckDigit(first12)}`);
  if (!parsed?.group || parsed.publisher === undefined)
    return { error: `${prefix} lies in no registration group the ISBN agencies have opened` };
  const registrant = `${parsed.prefix ?? prefix.slice(0, 3)}${parsed.group}${parsed.publisher}`;
  if (registrant !== prefix)
    return {
      error:
        registrant.length > prefix.length
          ? `${prefix} is not a whole registrant prefix: in this range it has ${registrant.length} digits (${parsed.prefix}-${parsed.group}-${parsed.publisher})`
          : `${prefix} goes past the registrant prefix ${parsed.prefix}-${parsed.group}-${parsed.publisher}: a block is a registrant’s whole range`,
    };
  return { prefix, shown: `${parsed.prefix}-${parsed.group}-${parsed.publisher}` };
}
