import { isValidIsbn13 } from '@/lib/contract/isbn';
import type { PublicationFormat, PublicationStatus } from '@/lib/contract/enums';
import type { Blocker, CoverSize, Recipient } from './recipients';

/*
 * The pre-flight: what blocks a product from a recipient's file, from facts the database works out
 * for a whole batch of products in one statement (`upstream/exports/facts.ts`). A product a recipient
 * does not take (another format) is neither checked nor sent.
 */

export interface ProductFacts {
  publicationId: number;
  title: string;
  format: PublicationFormat;
  isbn: string;
  status: PublicationStatus;
  publicationDate: string | null;
  /** Characters of the description without its tags. */
  descriptionLength: number;
  contributors: number;
  /** Another product that is not withdrawn carries the same ISBN. */
  isbnShared: boolean;
  /** `currency:territory` of each price. */
  prices: readonly string[];
  mainThema: boolean;
  mainBisac: boolean;
  coverType: string | null;
  /** The cover's size in pixels, as read when it was stored; null when not recorded. */
  coverWidthPx: number | null;
  coverHeightPx: number | null;
}

const COVER_TYPES = new Set(['image/jpeg', 'image/png']);

export function takesFormat(recipient: Recipient, format: PublicationFormat): boolean {
  return recipient.formats.includes(format);
}

/** The price territories that are regions, and the countries of the firm's markets within them. */
const REGIONS: Record<string, readonly string[]> = { EUROZONE: ['IE', 'DE', 'FR', 'NL'] };

/** Whether a price of this territory holds where the recipient sells (a WORLD recipient takes every price). */
export function priceHoldsFor(recipient: Recipient, territory: string): boolean {
  if (territory === 'WORLD' || recipient.territories.includes('WORLD')) return true;
  if (recipient.territories.includes(territory)) return true;
  return (REGIONS[territory] ?? []).some((country) => recipient.territories.includes(country));
}

function pricedIn(recipient: Recipient, facts: ProductFacts, currency: string): boolean {
  return facts.prices.some((key) => {
    const [priceCurrency, territory] = key.split(':');
    return priceCurrency === currency && priceHoldsFor(recipient, territory ?? '');
  });
}

function coverBlocker(recipient: Recipient, size: CoverSize, facts: ProductFacts): string | null {
  if (!facts.coverType) return 'No cover image';
  if (!COVER_TYPES.has(facts.coverType)) return 'The cover is not a JPEG or PNG image';
  const { coverWidthPx: width, coverHeightPx: height } = facts;
  if (width === null || height === null)
    return 'The cover’s size in pixels is not recorded: upload the cover again';
  // Sides, not axes: a landscape cover is judged by its short and long side as a portrait one is.
  const short = Math.min(size.widthPx, size.heightPx);
  const long = Math.max(size.widthPx, size.heightPx);
  if (Math.min(width, height) < short || Math.max(width, height) < long)
    return `The cover is ${width} × ${height} px; ${recipient.name} needs at least ${size.widthPx} × ${size.heightPx} px`;
  return null;
}

export function blockersFor(recipient: Recipient, facts: ProductFacts, today: string): Blocker[] {
  const { rules } = recipient;
  const blockers: Blocker[] = [];
  if (!facts.isbn) blockers.push({ kind: 'isbn', message: 'No ISBN' });
  else if (!isValidIsbn13(facts.isbn))
    blockers.push({ kind: 'isbn', message: `The ISBN ${facts.isbn} has a wrong check digit` });
  else if (facts.isbnShared)
    blockers.push({ kind: 'isbn', message: `The ISBN ${facts.isbn} is also another product’s` });
  if (!facts.title.trim()) blockers.push({ kind: 'title', message: 'No title' });
  if (rules.contributor && facts.contributors === 0)
    blockers.push({ kind: 'contributor', message: 'No contributor credited' });
  const missing = rules.currencies.filter((currency) => !pricedIn(recipient, facts, currency));
  if (missing.length > 0)
    blockers.push({
      kind: 'price',
      message: `No price in ${missing.join(', ')} that holds in ${recipient.territories.join(', ')}`,
    });
  const { min, max } = rules.descriptionLength;
  if (facts.descriptionLength === 0) blockers.push({ kind: 'description', message: 'No description' });
  else if (facts.descriptionLength < min)
    blockers.push({
      kind: 'description',
      message: `The description has ${facts.descriptionLength} characters; at least ${min} are needed`,
    });
  else if (facts.descriptionLength > max)
    blockers.push({
      kind: 'description',
      message: `The description has ${facts.descriptionLength} characters; at most ${max} are taken`,
    });
  const subjectOk =
    rules.subject === 'thema'
      ? facts.mainThema
      : rules.subject === 'bisac'
        ? facts.mainBisac
        : facts.mainThema || facts.mainBisac;
  if (!subjectOk)
    blockers.push({
      kind: 'subject',
      message:
        rules.subject === 'thema'
          ? 'No main Thema subject'
          : rules.subject === 'bisac'
            ? 'No main BISAC subject'
            : 'No main Thema or BISAC subject',
    });
  const cover = rules.cover && coverBlocker(recipient, rules.cover, facts);
  if (cover) blockers.push({ kind: 'cover', message: cover });
  if (rules.publicationDate && !facts.publicationDate)
    blockers.push({ kind: 'date', message: 'No publication date' });
  if (facts.publicationDate && facts.status === 'published' && facts.publicationDate > today)
    blockers.push({ kind: 'status', message: 'Published, but its publication date is still to come' });
  if (facts.publicationDate && facts.status === 'in_production' && facts.publicationDate < today)
    blockers.push({ kind: 'status', message: 'In production, but its publication date has passed' });
  return blockers;
}
