import type { PublicationFormat, PublicationStatus } from '@/lib/contract/enums';
import { EXPORT_TARGETS } from '@/lib/exports/recipients';
import {
  praises,
  publicationExportItems,
  publicationExports,
  publicationPrices,
  publications,
  publicationTaxonomyTerms,
} from '../schema';
import type { CommissioningPlan } from './commissionings';
import type { ContractData } from './contracts';
import type { SeedContext } from './context';
import { addDays, addMonths, at, daysBetween, eachDay } from './dates';
import { FileRegistry, MIME } from './files';
import { firmIsbn } from './isbn';
import type { RowOf } from './insert';
import { NEWSPAPERS } from './names';
import { Random } from './random';
import { TRADING_CURRENCIES, type TaxonomyIds, type TradingCurrency } from './reference';
import type { StaffResult } from './staff';

/** What the order generator needs to know to sell a publication. */
export interface SaleItem {
  id: number;
  commissioningId: number;
  format: PublicationFormat;
  from: string;
  /** Last day it sells (an out-of-print edition stops when its successor appears). */
  until: string;
  prices: Partial<Record<TradingCurrency, number>>;
  popularity: number;
}

export interface CatalogueData {
  publications: RowOf<typeof publications>[];
  prices: RowOf<typeof publicationPrices>[];
  praises: RowOf<typeof praises>[];
  terms: RowOf<typeof publicationTaxonomyTerms>[];
  exports: RowOf<typeof publicationExports>[];
  exportItems: RowOf<typeof publicationExportItems>[];
}

const QUOTES = [
  'Gripping from the first page to the last.',
  'A book of rare intelligence and warmth.',
  'Quietly devastating. I could not put it down.',
  'The most original debut I have read in years.',
  'Meticulously researched and beautifully written.',
  'A triumph: funny, angry and wise.',
  'Essential reading for anyone who cares about the subject.',
  'Atmospheric, unsettling and utterly compelling.',
];

/** The runs of the demo go to each target in turn: the recipients' feeds, Crossref and the spreadsheet. */
const RECIPIENTS = EXPORT_TARGETS;

/** Pounds, then the other currencies at the firm's usual price points (always .99). */
function pricesFor(
  random: Random,
  format: PublicationFormat,
  genreKey: string,
): Record<TradingCurrency, number> {
  const pounds =
    format === 'BB'
      ? random.int(genreKey === 'cookery' ? 22 : 16, genreKey === 'cookery' ? 30 : 24)
      : format === 'BC'
        ? random.int(8, 11)
        : format === 'EB'
          ? random.int(4, 9)
          : random.int(12, 24);
  return {
    GBP: pounds * 100 + 99,
    EUR: Math.round(pounds * 1.18) * 100 + 99,
    USD: Math.round(pounds * 1.3) * 100 + 99,
  };
}

export function generateCatalogue(
  context: SeedContext,
  plans: readonly CommissioningPlan[],
  contractData: ContractData,
  taxonomy: TaxonomyIds,
  staff: StaffResult,
  files: FileRegistry,
): CatalogueData & { saleItems: SaleItem[] } {
  const random = Random.named('catalogue');
  const { today } = context;
  const designers = staff.byGroup(10);
  const data: CatalogueData & { saleItems: SaleItem[] } = {
    publications: [],
    prices: [],
    praises: [],
    terms: [],
    exports: [],
    exportItems: [],
    saleItems: [],
  };
  const seriesCounters = new Map<number, number>();
  // Every so many published e-books one was withdrawn (a rights lapse, a corrected edition): counted, not
  // drawn, so the rest of the demo stays as the seed makes it.
  const WITHDRAWN_EVERY = 20;
  let publishedEbooks = 0;

  for (const plan of plans) {
    if (plan.status !== 'in_production' && plan.status !== 'published') continue;
    const popularity = Math.min(40, 1 / Math.pow(random.next() + 0.02, 0.9));
    const pages =
      plan.genre.key === 'poetry'
        ? random.int(4, 8) * 16
        : plan.genre.key === 'cookery'
          ? random.int(12, 20) * 16
          : random.int(12, 30) * 16;
    const words = pages * 330;
    const series = taxonomy.series.filter((entry) => entry.genre === plan.genre.key);
    const seriesId = series.length > 0 && random.chance(0.3) ? random.pick(series).id : undefined;
    const seriesNumber = seriesId ? (seriesCounters.get(seriesId) ?? 0) + 1 : undefined;
    if (seriesId && seriesNumber) seriesCounters.set(seriesId, seriesNumber);
    const paperback = plan.formats.find((entry) => entry.format === 'BC');
    let praised = false;

    for (const entry of plan.formats) {
      const id = data.publications.length + 1;
      const isbn = firmIsbn(id);
      const published = entry.publishOn <= today;
      const supersededOn =
        entry.format === 'BB' && paperback && paperback.publishOn <= today ? paperback.publishOn : undefined;
      const outOfPrint =
        supersededOn !== undefined && daysBetween(supersededOn, today) > 180 && random.chance(0.5);
      const withdrawn = published && entry.format === 'EB' && ++publishedEbooks % WITHDRAWN_EVERY === 0;
      const status: PublicationStatus = !published
        ? 'in_production'
        : outOfPrint
          ? 'out_of_print'
          : withdrawn
            ? 'withdrawn'
            : 'published';
      const createdAt = at(plan.deliveryOn <= today ? plan.deliveryOn : today, random.int(9 * 60, 17 * 60));
      const doiRegistered =
        published && random.chance(plan.genre.fiction ? 0.35 : 0.8)
          ? at(addDays(entry.publishOn, -random.int(0, 14)), random.int(8 * 60, 18 * 60))
          : null;
      const hasCover = random.chance(0.85) && designers.length > 0;
      const coverFileId = hasCover
        ? files.add({
            name: `cover-${isbn}.png`,
            mimeType: MIME.png,
            uploadedById: random.pick(designers),
            createdAt: at(addDays(plan.deliveryOn <= today ? plan.deliveryOn : today, 0), 16 * 60),
          })
        : null;
      data.publications.push({
        id,
        commissioningId: plan.id,
        contractId: contractData.authorContractOf.get(plan.id) ?? null,
        title: plan.title,
        subtitle: plan.subtitle,
        format: entry.format,
        isbn,
        // Some DOIs are given and wait for the next Crossref deposit.
        doi: doiRegistered || (published && id % 4 === 0) ? `10.55555/colophon.${isbn}` : null,
        doiRegisteredAt: doiRegistered,
        language: 'eng',
        pages: entry.format === 'AJ' ? null : pages,
        durationMinutes: entry.format === 'AJ' ? Math.round(words / 155) : null,
        editionNumber: 1,
        publicationDate: entry.publishOn,
        status,
        description: `${plan.title}${plan.subtitle ? `: ${plan.subtitle}` : ''}. ${plan.genre.subject}.`,
        coverFileId,
        imprintId: taxonomy.imprintOf.get(plan.genre.key) ?? null,
        version: published ? 2 : 1,
        createdAt,
        updatedAt: published ? at(entry.publishOn, 7 * 60) : createdAt,
      });
      const prices = pricesFor(random, entry.format, plan.genre.key);
      for (const currency of TRADING_CURRENCIES) {
        data.prices.push({
          publicationId: id,
          currency,
          amount: prices[currency],
          createdAt,
          updatedAt: createdAt,
        });
      }
      data.saleItems.push({
        id,
        commissioningId: plan.id,
        format: entry.format,
        from: entry.publishOn,
        until: outOfPrint && supersededOn ? supersededOn : today,
        prices,
        popularity: entry.format === 'BB' || entry.format === 'EB' ? popularity : popularity * 0.8,
      });

      const codes = taxonomy.byGenre.get(plan.genre.key);
      if (codes) {
        for (const termId of [codes.thema, codes.bisac, codes.bic])
          data.terms.push({ publicationId: id, termId, main: true });
        data.terms.push({ publicationId: id, termId: codes.subject, main: false });
      }
      if (seriesId)
        data.terms.push({
          publicationId: id,
          termId: seriesId,
          main: false,
          seriesNumber: seriesNumber ?? null,
        });

      if (published && !praised && random.chance(0.5)) {
        praised = true;
        for (let position = 1; position <= random.int(1, 3); position++) {
          // Endorsements are gathered from proofs, before publication.
          const stamp = at(addDays(entry.publishOn, -random.int(1, 60)), 12 * 60);
          data.praises.push({
            publicationId: id,
            quote: random.pick(QUOTES),
            source: random.chance(0.6)
              ? random.pick(NEWSPAPERS)
              : `${random.pick(['Ada', 'Jonas', 'Miriam', 'Hector', 'Imogen'])} ${random.pick(['Lowell', 'Strand', 'Ferreira', 'Tennant', 'Quint'])}, author`,
            rightsCleared: random.chance(0.85),
            position,
            createdAt: stamp,
            updatedAt: stamp,
          });
        }
      }
    }
  }
  data.prices.forEach((row, index) => (row.id = index + 1));
  data.praises.forEach((row, index) => (row.id = index + 1));

  generateExports(context, random, data, staff, files);
  return data;
}

/** A feed to one recipient most weeks, each carrying the records created or published since the last. */
function generateExports(
  context: SeedContext,
  random: Random,
  data: CatalogueData,
  staff: StaffResult,
  files: FileRegistry,
) {
  const requesters = [...staff.byGroup(12), ...staff.byGroup(2)];
  // The newest feed went out yesterday morning: one of today's would be later than the moment a demo
  // started before its hour, and would be listed above the runs its staff make.
  const yesterday = addDays(context.today, -1);
  let previous = context.start;
  let index = 0;
  for (const day of eachDay(addMonths(context.start, 1), yesterday)) {
    if (!day.endsWith('-01') && !day.endsWith('-15') && day !== yesterday) continue;
    const id = data.exports.length + 1;
    const latest = day === yesterday;
    const status = !latest && index % 17 === 16 ? 'failed' : 'completed';
    const target = RECIPIENTS[index % RECIPIENTS.length];
    if (!target) break;
    const recipient = target.key;
    const createdAt = at(day, 6 * 60 + 15);
    const completedAt = status === 'completed' ? at(day, 6 * 60 + 18) : null;
    const { format } = target;
    // A target's first run sends everything; later ones what changed, where the target takes deltas.
    const mode = index < RECIPIENTS.length ? 'full' : target.mode;
    const items = data.publications.filter((publication) => {
      const published = publication.publicationDate ?? '';
      return (mode === 'full' || published > previous) && published <= addDays(day, 90);
    });
    const included = items.slice(0, 400);
    data.exports.push({
      id,
      recipient,
      format,
      mode,
      status,
      includedCount: status === 'completed' ? included.length : 0,
      fileId: completedAt
        ? files.add({
            name: `${recipient}-${mode}-${day}.${format === 'csv' ? 'csv' : 'xml'}`,
            mimeType: format === 'csv' ? MIME.csv : MIME.xml,
            uploadedById: null,
            createdAt: completedAt,
          })
        : null,
      requestedById: requesters.length > 0 ? random.pick(requesters) : null,
      completedAt,
      error:
        status === 'failed'
          ? 'The delivery folder could not be written: no space left on the device (ENOSPC)'
          : null,
      createdAt,
      updatedAt: completedAt ?? createdAt,
    });
    if (status === 'completed')
      for (const publication of included) {
        if (publication.id) data.exportItems.push({ exportId: id, publicationId: publication.id });
      }
    previous = day;
    index++;
  }
}
