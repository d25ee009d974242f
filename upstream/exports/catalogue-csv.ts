import { sql } from 'drizzle-orm';
import { CSV_BOM, csvLine } from '@/lib/contract/csv';
import { PUBLICATION_FORMAT, PUBLICATION_STATUS, choiceLabel } from '@/lib/contract/choices';
import type { Tx } from '../db/client';
import { readFacts, readProducts, type ProductRecord } from './catalogue';
import { FEED_BATCH, type FeedOutcome } from './onix';
import type { TextSink } from './sink';

/*
 * The catalogue as a spreadsheet, for marketing and anyone who works in one: a line per product that
 * is not withdrawn, with its prices in the trading currencies and its main subjects. Written a batch
 * at a time.
 */

const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

const HEADER = [
  'ISBN',
  'Title',
  'Subtitle',
  'Format',
  'Status',
  'Publication date',
  'Contributors',
  ...CURRENCIES.map((currency) => `Price ${currency}`),
  'Main Thema',
  'Main BISAC',
  'Pages',
  'DOI',
];

function priceIn(product: ProductRecord, currency: string): string | null {
  const price = product.prices.find((entry) => entry.currency === currency);
  return price ? (price.amount / 100).toFixed(2) : null;
}

const mainCode = (product: ProductRecord, scheme: string) =>
  product.subjects.find((term) => term.scheme === scheme && term.main)?.code ?? null;

export function catalogueLine(product: ProductRecord): string {
  return csvLine([
    product.isbn,
    product.title,
    product.subtitle,
    choiceLabel(PUBLICATION_FORMAT, product.format),
    choiceLabel(PUBLICATION_STATUS, product.status),
    product.publicationDate,
    product.contributors
      .map((credit) => [credit.firstName, credit.lastName].filter(Boolean).join(' '))
      .join('; '),
    ...CURRENCIES.map((currency) => priceIn(product, currency)),
    mainCode(product, 'thema'),
    mainCode(product, 'bisac'),
    product.pages,
    product.doi,
  ]);
}

export async function writeCatalogueCsv(
  db: Tx,
  options: { untilVersion: number },
  sink: TextSink,
  onBatch: (outcomes: FeedOutcome[]) => Promise<void> = async () => {},
): Promise<void> {
  await sink.write(CSV_BOM + csvLine(HEADER));
  let after = 0;
  for (;;) {
    const facts = await readFacts(db, {
      where: sql`p.id > ${after} and p.status <> 'withdrawn' and p.feed_version <= ${options.untilVersion}`,
      limit: FEED_BATCH,
    });
    if (facts.length === 0) break;
    const products = await readProducts(
      db,
      facts.map((fact) => fact.publicationId),
    );
    await sink.write(products.map(catalogueLine).join(''));
    await onBatch(
      products.map((product) => ({ publicationId: product.publicationId, outcome: 'included', reasons: [] })),
    );
    after = facts[facts.length - 1]?.publicationId ?? after;
    if (facts.length < FEED_BATCH) break;
  }
}
