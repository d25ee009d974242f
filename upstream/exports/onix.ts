import { sql, type SQL } from 'drizzle-orm';
import { AUDIO_FORMATS, type ExportMode } from '@/lib/contract/enums';
import { themaQualifierScheme } from '@/lib/contract/taxonomies';
import type { Blocker, Recipient } from '@/lib/exports/recipients';
import { blockersFor, priceHoldsFor, takesFormat } from '@/lib/exports/preflight';
import type { Tx } from '../db/client';
import { readFacts, readProducts, type ProductRecord } from './catalogue';
import { shortTagSink } from './onix-short';
import { element as el, xmlText, type TextSink } from './sink';

/*
 * An ONIX 3.0 message for one recipient, in reference tags or, where it reads only those, short tags
 * (`onix-short.ts`), written product by product as batches of the catalogue are read, so that the
 * file never sits whole in memory. Code values are those of
 * EDItEUR's lists (the list number is named beside each). A product the pre-flight blocks is left
 * out and reported; in a delta, a withdrawn product is sent as a delete (notification type 05).
 */

export const ONIX_NAMESPACE = 'http://ns.editeur.org/onix/3.0/reference';

/** How many products are read and written at a time. */
export const FEED_BATCH = 500;

export interface FeedOptions {
  recipient: Recipient;
  mode: ExportMode;
  /** The recipient's last run's data version: a delta takes the products that moved past it. */
  sinceVersion: number;
  /** The data version the run reads up to (`currentFeedVersion` at its start). */
  untilVersion: number;
  now: Date;
  sender: { name: string; email: string };
  publicUrl: string;
}

export interface FeedOutcome {
  publicationId: number;
  outcome: 'included' | 'deleted' | 'blocked';
  reasons: Blocker[];
}

/** The catalogue's data version now: what a run reads up to. */
export async function currentFeedVersion(db: Tx): Promise<number> {
  const result = await db.execute(
    sql`select (case when is_called then last_value else 0 end)::float8 as version from publication_feed_seq`,
  );
  return Number((result as unknown as { rows: { version: number }[] }).rows[0]?.version ?? 0);
}

/** The products a run looks at, a batch at a time by id: those it takes, or in a delta those changed. */
export async function* feedBatches(db: Tx, options: Omit<FeedOptions, 'now' | 'sender' | 'publicUrl'>) {
  const formats = sql.join(
    options.recipient.formats.map((format) => sql`${format}`),
    sql`, `,
  );
  const scope: SQL =
    options.mode === 'delta'
      ? sql`p.feed_version > ${options.sinceVersion} and p.feed_version <= ${options.untilVersion}`
      : sql`p.status <> 'withdrawn' and p.feed_version <= ${options.untilVersion}`;
  let after = 0;
  for (;;) {
    const facts = await readFacts(db, {
      where: sql`p.id > ${after} and p.format in (${formats}) and ${scope}`,
      limit: FEED_BATCH,
    });
    if (facts.length === 0) return;
    yield facts;
    after = facts[facts.length - 1]?.publicationId ?? after;
    if (facts.length < FEED_BATCH) return;
  }
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** List 64: forthcoming, active, out of print, withdrawn from sale. */
const PUBLISHING_STATUS: Record<ProductRecord['status'], string> = {
  in_production: '02',
  published: '04',
  out_of_print: '07',
  withdrawn: '11',
};

/** List 17 is stored as such; list 62 from the firm's tax classes, with the UK rates they stand for. */
const TAX: Record<string, { code: string; percent: string } | undefined> = {
  standard: { code: 'S', percent: '20' },
  reduced: { code: 'R', percent: '5' },
  zero: { code: 'Z', percent: '0' },
};

/** List 175 where the record gives none: EPUB for e-books, MP3 for audiobook downloads. */
const DEFAULT_FORM_DETAIL: Partial<Record<ProductRecord['format'], string>> = { EB: 'E101', AJ: 'A103' };

/** List 27: Thema subject category (its qualifiers have schemes of their own), BISAC heading, BIC category. */
const SUBJECT_SCHEME: Record<string, string> = { thema: '93', bisac: '10', bic: '12' };

const onixDate = (day: string) => day.replaceAll('-', '');

function sentDateTime(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Territory composite: a region (list 49) for WORLD and the eurozone, else a country (ISO 3166-1). */
function territory(code: string): string {
  if (code === 'WORLD') return '<Territory><RegionsIncluded>WORLD</RegionsIncluded></Territory>';
  if (code === 'EUROZONE') return '<Territory><RegionsIncluded>ECZ</RegionsIncluded></Territory>';
  return `<Territory><CountriesIncluded>${xmlText(code)}</CountriesIncluded></Territory>`;
}

/** Text as ONIX carries it: escaped HTML (list 34, 02) when it holds markup, plain text (06) otherwise. */
function textContent(textType: string, text: string | null, extra = ''): string {
  if (!text?.trim()) return '';
  const format = /<[a-z][^>]*>/i.test(text) ? '02' : '06';
  return `<TextContent><TextType>${textType}</TextType><ContentAudience>00</ContentAudience>${el('Text', text, ` textformat="${format}"`)}${extra}</TextContent>`;
}

function header(options: FeedOptions): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="${ONIX_NAMESPACE}">\n` +
    `<Header><Sender>${el('SenderName', options.sender.name)}${el('EmailAddress', options.sender.email)}</Sender>` +
    `${el('SentDateTime', sentDateTime(options.now))}` +
    `${el('MessageNote', `${options.mode === 'delta' ? 'Changes' : 'Full catalogue'} for ${options.recipient.name}`)}</Header>\n`
  );
}

function identifiers(product: Pick<ProductRecord, 'isbn' | 'doi'>): string {
  return (
    `<ProductIdentifier><ProductIDType>15</ProductIDType>${el('IDValue', product.isbn)}</ProductIdentifier>` +
    (product.doi
      ? `<ProductIdentifier><ProductIDType>06</ProductIDType>${el('IDValue', product.doi)}</ProductIdentifier>`
      : '')
  );
}

function measures(product: ProductRecord): string {
  const measure = (type: string, value: number | null, unit: string) =>
    value
      ? `<Measure><MeasureType>${type}</MeasureType>${el('Measurement', value)}<MeasureUnitCode>${unit}</MeasureUnitCode></Measure>`
      : '';
  // List 48: height, width, thickness, unit weight; list 50: millimetres, grams.
  return (
    measure('01', product.heightMm, 'mm') +
    measure('02', product.widthMm, 'mm') +
    measure('03', product.thicknessMm, 'mm') +
    measure('08', product.weightGrams, 'gr')
  );
}

function contributors(product: ProductRecord): string {
  return product.contributors
    .map((credit, index) => {
      const orcid = credit.orcid
        ? `<NameIdentifier><NameIDType>21</NameIDType>${el('IDValue', credit.orcid)}</NameIdentifier>`
        : '';
      const name = [credit.firstName, credit.lastName].filter(Boolean).join(' ');
      return (
        `<Contributor><SequenceNumber>${index + 1}</SequenceNumber>${el('ContributorRole', credit.role)}${orcid}` +
        `${el('PersonName', name)}${el('NamesBeforeKey', credit.firstName)}${el('KeyNames', credit.lastName)}` +
        `${el('BiographicalNote', credit.biography, ' textformat="06"')}</Contributor>`
      );
    })
    .join('');
}

function descriptiveDetail(product: ProductRecord): string {
  const collection = product.collection
    ? `<Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement>` +
      `<TitleElementLevel>02</TitleElementLevel>${el('PartNumber', product.collection.number)}` +
      `${el('TitleText', product.collection.title)}</TitleElement></TitleDetail></Collection>`
    : '';
  const extent = (AUDIO_FORMATS as readonly string[]).includes(product.format)
    ? product.durationMinutes
      ? `<Extent><ExtentType>09</ExtentType>${el('ExtentValue', product.durationMinutes)}<ExtentUnit>05</ExtentUnit></Extent>`
      : ''
    : product.pages
      ? `<Extent><ExtentType>00</ExtentType>${el('ExtentValue', product.pages)}<ExtentUnit>03</ExtentUnit></Extent>`
      : '';
  const subjects = product.subjects
    .filter((term) => SUBJECT_SCHEME[term.scheme])
    .map((term) => {
      const qualifier = term.scheme === 'thema' ? themaQualifierScheme(term.code) : null;
      return (
        `<Subject>${term.main && !qualifier ? '<MainSubject/>' : ''}` +
        `<SubjectSchemeIdentifier>${qualifier ?? SUBJECT_SCHEME[term.scheme]}</SubjectSchemeIdentifier>` +
        `${el('SubjectCode', term.code)}</Subject>`
      );
    })
    .join('');
  const ownSubjects = product.subjects
    .filter((term) => term.scheme === 'subject')
    .map(
      (term) =>
        `<Subject><SubjectSchemeIdentifier>20</SubjectSchemeIdentifier>${el('SubjectHeadingText', term.label)}</Subject>`,
    )
    .join('');
  return (
    `<DescriptiveDetail><ProductComposition>00</ProductComposition>${el('ProductForm', product.format)}` +
    `${el('ProductFormDetail', product.formDetail ?? DEFAULT_FORM_DETAIL[product.format])}${measures(product)}${collection}` +
    `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>` +
    `${el('TitleText', product.title)}${el('Subtitle', product.subtitle)}</TitleElement></TitleDetail>` +
    `${contributors(product)}${product.contributors.length === 0 ? '<NoContributor/>' : ''}` +
    `${el('EditionNumber', product.editionNumber)}` +
    `<Language><LanguageRole>01</LanguageRole>${el('LanguageCode', product.language)}</Language>` +
    `${extent}${subjects}${ownSubjects}</DescriptiveDetail>`
  );
}

function collateralDetail(product: ProductRecord, publicUrl: string): string {
  const texts =
    textContent('02', product.shortDescription) +
    textContent('03', product.description) +
    textContent('04', product.tableOfContents) +
    // Only praises whose rights are cleared are read (`readProducts`): each a review quote (list 153, 06).
    product.praises
      .map((praise) =>
        textContent(
          '06',
          praise.quote,
          `${el('TextAuthor', praise.source)}${praise.outlet && praise.outlet !== praise.source ? el('SourceTitle', praise.outlet) : ''}`,
        ),
      )
      .join('');
  const extension = product.coverType === 'image/png' ? 'png' : 'jpg';
  // List 162: the image's height (02) and width (03) in pixels, so a retailer knows the size before fetching.
  const feature = (type: string, value: number | null) =>
    value
      ? `<ResourceVersionFeature><ResourceVersionFeatureType>${type}</ResourceVersionFeatureType>${el('FeatureValue', value)}</ResourceVersionFeature>`
      : '';
  const cover = product.coverType
    ? `<SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience>` +
      `<ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm>` +
      `${feature('02', product.coverHeightPx)}${feature('03', product.coverWidthPx)}` +
      `${el('ResourceLink', `${publicUrl}/covers/${product.isbn}.${extension}`)}</ResourceVersion></SupportingResource>`
    : '';
  return texts || cover ? `<CollateralDetail>${texts}${cover}</CollateralDetail>` : '';
}

function publishingDetail(product: ProductRecord, options: FeedOptions): string {
  const date = product.publicationDate
    ? `<PublishingDate><PublishingDateRole>01</PublishingDateRole>${el('Date', onixDate(product.publicationDate))}</PublishingDate>`
    : '';
  const rights = options.recipient.territories
    .map((code) => `<SalesRights><SalesRightsType>01</SalesRightsType>${territory(code)}</SalesRights>`)
    .join('');
  return (
    `<PublishingDetail><Imprint>${el('ImprintName', product.imprint ?? options.sender.name)}</Imprint>` +
    `<Publisher><PublishingRole>01</PublishingRole>${el('PublisherName', options.sender.name)}</Publisher>` +
    `<PublishingStatus>${PUBLISHING_STATUS[product.status]}</PublishingStatus>${date}${rights}</PublishingDetail>`
  );
}

function productSupply(product: ProductRecord, options: FeedOptions): string {
  const { recipient } = options;
  const prices = product.prices
    .filter(
      (price) =>
        recipient.rules.currencies.includes(price.currency) && priceHoldsFor(recipient, price.territory),
    )
    .map((price) => {
      // A price without tax (list 58: 01) or exempt from it carries no Tax composite.
      const tax = price.priceType === '01' ? undefined : TAX[price.taxClass];
      return (
        `<Price>${el('PriceType', price.priceType)}${el('PriceAmount', (price.amount / 100).toFixed(2))}` +
        (tax
          ? `<Tax><TaxType>01</TaxType><TaxRateCode>${tax.code}</TaxRateCode><TaxRatePercent>${tax.percent}</TaxRatePercent></Tax>`
          : '') +
        `${el('CurrencyCode', price.currency)}${territory(price.territory)}</Price>`
      );
    })
    .join('');
  return (
    `<ProductSupply><SupplyDetail><Supplier><SupplierRole>01</SupplierRole>${el('SupplierName', options.sender.name)}</Supplier>` +
    `${el('ProductAvailability', product.availability)}${prices}</SupplyDetail></ProductSupply>`
  );
}

/** A product's reference for ever: the sender and the record's number, whatever happens to its ISBN. */
function recordReference(product: { publicationId: number }, options: FeedOptions): string {
  const sender = options.sender.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return xmlText(`${sender || 'publisher'}.${product.publicationId}`);
}

/** One product's record, as a new or changed product (list 1: 02 advance notice, 03 confirmed). */
export function productRecord(product: ProductRecord, options: FeedOptions): string {
  const notification = product.status === 'in_production' ? '02' : '03';
  return (
    `<Product><RecordReference>${recordReference(product, options)}</RecordReference>` +
    `<NotificationType>${notification}</NotificationType>${identifiers(product)}` +
    `${descriptiveDetail(product)}${collateralDetail(product, options.publicUrl)}` +
    `${publishingDetail(product, options)}${productSupply(product, options)}</Product>\n`
  );
}

function deleteRecord(product: { publicationId: number; isbn: string }, options: FeedOptions): string {
  return (
    `<Product><RecordReference>${recordReference(product, options)}</RecordReference>` +
    `<NotificationType>05</NotificationType>${el('DeletionText', 'Withdrawn from sale')}` +
    `${identifiers({ isbn: product.isbn, doi: null })}</Product>\n`
  );
}

/**
 * Writes the recipient's ONIX message to `sink`, a batch at a time, and hands each batch's outcomes to
 * `onBatch` (the run records them). Callable from a script with any writable stream (`streamSink`).
 */
export async function writeOnixFeed(
  db: Tx,
  options: FeedOptions,
  target: TextSink,
  onBatch: (outcomes: FeedOutcome[]) => Promise<void> = async () => {},
): Promise<void> {
  const sink = options.recipient.tags === 'short' ? shortTagSink(target, ONIX_NAMESPACE) : target;
  await sink.write(header(options));
  let written = 0;
  for await (const facts of feedBatches(db, options)) {
    const outcomes: FeedOutcome[] = [];
    const send: number[] = [];
    for (const fact of facts) {
      if (!takesFormat(options.recipient, fact.format)) continue;
      if (fact.status === 'withdrawn') {
        outcomes.push({ publicationId: fact.publicationId, outcome: 'deleted', reasons: [] });
        continue;
      }
      const reasons = blockersFor(options.recipient, fact, today(options.now));
      if (reasons.length > 0)
        outcomes.push({ publicationId: fact.publicationId, outcome: 'blocked', reasons });
      else send.push(fact.publicationId);
    }
    const deletes = facts.filter((fact) => fact.status === 'withdrawn');
    let text = deletes.map((fact) => deleteRecord(fact, options)).join('');
    for (const product of await readProducts(db, send)) {
      text += productRecord(product, options);
      outcomes.push({ publicationId: product.publicationId, outcome: 'included', reasons: [] });
    }
    written += deletes.length + send.length;
    await sink.write(text);
    await onBatch(outcomes);
  }
  await sink.write(`${written === 0 ? '<NoProduct/>\n' : ''}</ONIXMessage>\n`);
}
