/** The ISBN-13 check digit: weights 1 and 3 alternately, the total brought up to a multiple of 10. */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89][0-9]{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}

/** The firm's ISBN block: 978-1-915xxx, six digits of title number. */
export function firmIsbn(titleNumber: number): string {
  const first12 = `978191${String(titleNumber).padStart(6, '0')}`;
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
