import { isbn13CheckDigit } from '@/lib/contract/isbn';

export { isValidIsbn13, isbn13CheckDigit } from '@/lib/contract/isbn';

/** The prefix of the firm's first ISBN block: six digits of title number follow. */
export const FIRM_ISBN_PREFIX = '978191';

/** The firm's ISBN block: 978-1-91xxxx, six digits of title number. */
export function firmIsbn(titleNumber: number): string {
  const first12 = `${FIRM_ISBN_PREFIX}${String(titleNumber).padStart(6, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** ORCID iDs end in an ISO 7064 MOD 11-2 check character. */
export function orcidFromNumber(n: number): string {
  const base = `00000002${String(n).padStart(7, '0')}`;
  let total = 0;
  for (const digit of base) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  const check = result === 10 ? 'X' : String(result);
  const all = `${base}${check}`;
  return `${all.slice(0, 4)}-${all.slice(4, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}`;
}
