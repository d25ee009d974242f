import { EMAIL_TYPES } from '@/lib/contract/email-types';
import { currencies, emailTypes, exchangeRates, taxonomyTerms } from '../schema';
import type { SeedContext } from './context';
import { at, eachDay } from './dates';
import { GENRES, IMPRINTS, PARENT_TERMS, SERIES } from './genres';
import { THEMA_TOP_LEVELS, themaParent } from './thema';
import type { RowOf } from './insert';
import { Random } from './random';

export const TRADING_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type TradingCurrency = (typeof TRADING_CURRENCIES)[number];

/** Currencies the firm trades in, and one (CHF) it lists but keeps no rates for. */
const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
] as const;

const RATE_SCALE = 1_000_000;

function formatRate(millionths: number): string {
  return `${Math.floor(millionths / RATE_SCALE)}.${String(millionths % RATE_SCALE).padStart(6, '0')}00`;
}

/** 1 / rate to eight decimals, in integers so it rounds the same everywhere. */
function formatInverse(millionths: number): string {
  const hundredMillionths = Math.round(1e14 / millionths);
  return `${Math.floor(hundredMillionths / 1e8)}.${String(hundredMillionths % 1e8).padStart(8, '0')}`;
}

/** The currencies, and EUR→X and X→EUR for every day (rates in millionths while generated, 1 085 000 for 1.085). */
export async function seedCurrencies(context: SeedContext): Promise<void> {
  const random = Random.named('rates');
  const created = at(context.start, 8 * 60);
  await context.writer.insert(
    currencies,
    CURRENCIES.map((currency) => ({
      ...currency,
      minorUnits: 2,
      active: true,
      createdAt: created,
      updatedAt: created,
    })),
  );

  // A mean-reverting random walk around long-run levels, one fixing for every calendar day.
  let usd = 1_085_000;
  let gbp = 858_000;
  const rows: RowOf<typeof exchangeRates>[] = [];
  for (const day of eachDay(context.start, context.today)) {
    usd += Math.round((1_085_000 - usd) * 0.01) + random.int(-4_500, 4_500);
    gbp += Math.round((858_000 - gbp) * 0.01) + random.int(-1_800, 1_800);
    const stamp = at(day, 16 * 60);
    for (const [code, rate] of [
      ['USD', usd],
      ['GBP', gbp],
    ] as const) {
      rows.push({
        rateDate: day,
        fromCurrency: 'EUR',
        toCurrency: code,
        rate: formatRate(rate),
        source: 'ECB',
        createdAt: stamp,
        updatedAt: stamp,
      });
      rows.push({
        rateDate: day,
        fromCurrency: code,
        toCurrency: 'EUR',
        rate: formatInverse(rate),
        source: 'ECB',
        createdAt: stamp,
        updatedAt: stamp,
      });
    }
  }
  await context.writer.insert(
    exchangeRates,
    rows.map((row, index) => ({ ...row, id: index + 1 })),
  );
}

export interface TaxonomyIds {
  /** Term ids by genre key: Thema, BISAC, BIC and the firm's own subject. */
  byGenre: Map<string, { thema: number; bisac: number; bic: number; subject: number }>;
  /** Series term id by code, with the genre it belongs to. */
  series: { id: number; genre: string }[];
  /** The imprint term id of a genre's books, for the genres an imprint publishes. */
  imprintOf: Map<string, number>;
}

export async function seedTaxonomies(context: SeedContext): Promise<TaxonomyIds> {
  const stamp = at(context.start, 8 * 60 + 30);
  const rows: RowOf<typeof taxonomyTerms>[] = [];
  const idOf = new Map<string, number>();
  const add = (
    scheme: RowOf<typeof taxonomyTerms>['scheme'],
    code: string,
    label: string,
    parent?: string,
    kind: 'series' | 'imprint' = 'series',
  ) => {
    const existing = idOf.get(`${scheme}:${code}`);
    if (existing) return existing;
    const id = rows.length + 1;
    const parentId = parent ? idOf.get(`${scheme}:${parent}`) : undefined;
    rows.push({
      id,
      scheme,
      code,
      label,
      parentId: parentId ?? null,
      kind: scheme === 'collection' ? kind : null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    idOf.set(`${scheme}:${code}`, id);
    return id;
  };

  for (const scheme of ['thema', 'bic'] as const) {
    for (const [code, label] of PARENT_TERMS[scheme]) add(scheme, code, label);
  }
  const parentOf = (scheme: 'thema' | 'bic', code: string) =>
    PARENT_TERMS[scheme].find(([, , children]) => (children as readonly string[]).includes(code))?.[0];
  add('bisac', 'FIC000000', 'FICTION / General');

  const byGenre: TaxonomyIds['byGenre'] = new Map();
  for (const genre of GENRES) {
    byGenre.set(genre.key, {
      thema: add('thema', genre.thema[0], genre.thema[1], parentOf('thema', genre.thema[0])),
      bisac: add(
        'bisac',
        genre.bisac[0],
        genre.bisac[1],
        genre.bisac[0].startsWith('FIC') ? 'FIC000000' : undefined,
      ),
      bic: add('bic', genre.bic[0], genre.bic[1], parentOf('bic', genre.bic[0])),
      subject: add('subject', genre.key.toUpperCase(), genre.subject),
    });
  }
  const series = SERIES.map((entry) => ({
    id: add('collection', entry.code, entry.label),
    genre: entry.genre,
  }));
  for (const [code, label] of THEMA_TOP_LEVELS) add('thema', code, label);
  // Added last, so that every other term keeps the id it had before the firm had imprints.
  const imprintOf = new Map<string, number>();
  for (const imprint of IMPRINTS) {
    const id = add('collection', imprint.code, imprint.label, undefined, 'imprint');
    for (const genre of imprint.genres) imprintOf.set(genre, id);
  }
  placeThemaTerms(rows);
  await context.writer.insert(taxonomyTerms, rows);
  return { byGenre, series, imprintOf };
}

/** Each Thema code under the longest of its prefixes the demo holds, as the scheme nests them. */
function placeThemaTerms(rows: RowOf<typeof taxonomyTerms>[]): void {
  const thema = rows.filter((row) => row.scheme === 'thema');
  const idOf = new Map(thema.map((row) => [row.code, row.id ?? null]));
  const known = new Set(idOf.keys());
  for (const row of thema) {
    const parent = themaParent(row.code, known);
    row.parentId = parent ? (idOf.get(parent) ?? null) : null;
  }
}

export async function seedEmailTypes(context: SeedContext): Promise<Map<string, number>> {
  const stamp = at(context.start, 9 * 60);
  const ids = new Map<string, number>();
  await context.writer.insert(
    emailTypes,
    EMAIL_TYPES.map(({ key, name, description, subject, body }, index) => {
      ids.set(key, index + 1);
      return {
        id: index + 1,
        key,
        name,
        description,
        subject,
        bodyText: body,
        createdAt: stamp,
        updatedAt: stamp,
      };
    }),
  );
  return ids;
}
