import { describe, expect, it } from 'vitest';
import { blockersFor, type ProductFacts } from '@/lib/exports/preflight';
import { recipientOf, type Recipient } from '@/lib/exports/recipients';

const TODAY = '2026-11-27';

function recipient(key: string): Recipient {
  const found = recipientOf(key);
  if (!found) throw new Error(`no recipient ${key}`);
  return found;
}

/** An e-book every recipient that takes e-books would accept. */
const ready: ProductFacts = {
  publicationId: 1,
  title: 'The Salt Road',
  format: 'EB',
  isbn: '9780306406157',
  status: 'published',
  publicationDate: '2026-03-01',
  descriptionLength: 400,
  contributors: 1,
  isbnShared: false,
  prices: ['GBP:WORLD', 'EUR:WORLD', 'USD:WORLD'],
  mainThema: true,
  mainBisac: true,
  coverType: 'image/jpeg',
  coverWidthPx: 1600,
  coverHeightPx: 2560,
};

const messages = (key: string, facts: Partial<ProductFacts>) =>
  blockersFor(recipient(key), { ...ready, ...facts }, TODAY).map((blocker) => blocker.message);

describe('the pre-flight', () => {
  it('passes a complete record for every recipient', () => {
    for (const key of ['onix-full', 'online-retailer', 'ebook-platform', 'library-supplier'])
      expect(messages(key, {}), key).toEqual([]);
  });

  it('judges the cover by each recipient’s size, on its short and long side', () => {
    const standard = { coverWidthPx: 1400, coverHeightPx: 2100 };
    expect(messages('online-retailer', standard)).toEqual([]);
    expect(messages('ebook-platform', standard)).toEqual([
      'The cover is 1400 × 2100 px; E-book platform needs at least 1600 × 2560 px',
    ]);
    expect(messages('ebook-platform', { coverWidthPx: 2560, coverHeightPx: 1600 })).toEqual([]);
    expect(messages('online-retailer', { coverWidthPx: 1500, coverHeightPx: 2000 })).toEqual([
      'The cover is 1500 × 2000 px; Online retailer needs at least 1400 × 2100 px',
    ]);
    // The full feed asks for no cover at all.
    expect(messages('onix-full', { coverType: null, coverWidthPx: null, coverHeightPx: null })).toEqual([]);
  });

  it('says what is wrong with a cover that is missing, of another type or of a size never recorded', () => {
    expect(messages('ebook-platform', { coverType: null })).toEqual(['No cover image']);
    expect(messages('ebook-platform', { coverType: 'image/gif' })).toEqual([
      'The cover is not a JPEG or PNG image',
    ]);
    expect(messages('ebook-platform', { coverWidthPx: null, coverHeightPx: null })).toEqual([
      'The cover’s size in pixels is not recorded: upload the cover again',
    ]);
  });

  it('asks for a price in each currency that holds where the recipient sells', () => {
    expect(messages('ebook-platform', { prices: ['GBP:WORLD', 'EUR:WORLD'] })).toEqual([
      'No price in USD that holds in WORLD',
    ]);
    expect(messages('library-supplier', { format: 'BB', prices: ['GBP:GB', 'USD:CA'] })).toEqual([
      'No price in USD that holds in GB, US',
    ]);
  });

  it('checks the description’s length, the main subject and the dates against the status', () => {
    expect(messages('online-retailer', { descriptionLength: 12 })).toEqual([
      'The description has 12 characters; at least 30 are needed',
    ]);
    expect(messages('online-retailer', { mainThema: false })).toEqual(['No main Thema subject']);
    expect(messages('library-supplier', { mainBisac: false })).toEqual(['No main BISAC subject']);
    expect(messages('onix-full', { status: 'published', publicationDate: '2027-01-01' })).toEqual([
      'Published, but its publication date is still to come',
    ]);
  });

  it('refuses an ISBN with a wrong check digit or one another live product carries', () => {
    expect(messages('onix-full', { isbn: '9780306406158' })).toEqual([
      'The ISBN 9780306406158 has a wrong check digit',
    ]);
    expect(messages('onix-full', { isbnShared: true })).toEqual([
      'The ISBN 9780306406157 is also another product’s',
    ]);
  });
});
