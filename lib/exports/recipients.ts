import { COVER_MIN_SHORT_SIDE_PX } from '@/lib/contract/cover';
import { PUBLICATION_FORMATS, type ExportMode, type PublicationFormat } from '@/lib/contract/enums';

/*
 * The trade recipients of the firm's metadata, declared once: what each takes (product forms,
 * territories, currencies), what it requires of a record before it accepts it, and how its file
 * leaves. Plain data, read by the pre-flight, the ONIX writer, the API and the pages alike.
 */

export type SubjectRule = 'thema' | 'bisac' | 'thema-or-bisac';

export interface CoverSize {
  widthPx: number;
  heightPx: number;
}

/** Retailers' usual minimum, the one every upload is checked for on its short side, at a 2:3 ratio. */
const COVER_STANDARD: CoverSize = {
  widthPx: COVER_MIN_SHORT_SIDE_PX,
  heightPx: COVER_MIN_SHORT_SIDE_PX * 1.5,
};
/** E-book stores show covers on high-density screens: 1600 × 2560, their recommended size, at least. */
const COVER_LARGE: CoverSize = { widthPx: 1600, heightPx: 2560 };

export interface RecipientRules {
  /** A price in each of these currencies is required. */
  currencies: readonly string[];
  /** The description's length in characters, tags not counted. */
  descriptionLength: { min: number; max: number };
  subject: SubjectRule;
  /** A JPEG or PNG cover at least this size in pixels on its short and long side, or none needed. */
  cover: CoverSize | null;
  /** A contributor credited on the record. */
  contributor: boolean;
  /** A publication date. */
  publicationDate: boolean;
}

export interface Recipient {
  key: string;
  name: string;
  description: string;
  /** ONIX list 150 product forms it takes. */
  formats: readonly PublicationFormat[];
  /** Countries (ISO 3166-1) or WORLD: the price territories it reads; WORLD prices hold everywhere. */
  territories: readonly string[];
  rules: RecipientRules;
  /** ONIX 3.0 element names: reference tags (`<Product>`), or short tags (`<product>`) for older systems. */
  tags: 'reference' | 'short';
  /** What a run sends unless told otherwise. */
  mode: ExportMode;
  /**
   * `download`: the file is kept in the file store and downloaded from the run. `drop-box`: also put
   * in the recipient's folder of the drop box ops configured, an SFTP server or a folder
   * (`upstream/exports/delivery.ts`).
   */
  delivery: 'download' | 'drop-box';
}

export const RECIPIENTS: readonly Recipient[] = [
  {
    key: 'onix-full',
    name: 'Full ONIX 3.0 feed',
    description: 'The whole catalogue in every format, for data aggregators and the firm’s own site.',
    formats: PUBLICATION_FORMATS,
    territories: ['WORLD'],
    rules: {
      currencies: ['GBP'],
      descriptionLength: { min: 1, max: 10_000 },
      subject: 'thema-or-bisac',
      cover: null,
      contributor: true,
      publicationDate: true,
    },
    tags: 'reference',
    mode: 'full',
    delivery: 'download',
  },
  {
    key: 'online-retailer',
    name: 'Online retailer',
    description:
      'Print and e-books for a web bookshop: a cover and a full description for every product page.',
    formats: ['BB', 'BC', 'EB'],
    territories: ['GB', 'IE'],
    rules: {
      currencies: ['GBP', 'EUR'],
      descriptionLength: { min: 30, max: 4_000 },
      subject: 'thema',
      cover: COVER_STANDARD,
      contributor: true,
      publicationDate: true,
    },
    tags: 'reference',
    mode: 'delta',
    delivery: 'download',
  },
  {
    key: 'ebook-platform',
    name: 'E-book platform',
    description: 'E-books and audiobooks for a digital store selling in three currencies.',
    formats: ['EB', 'AJ'],
    territories: ['WORLD'],
    rules: {
      currencies: ['GBP', 'EUR', 'USD'],
      descriptionLength: { min: 30, max: 4_000 },
      subject: 'thema-or-bisac',
      cover: COVER_LARGE,
      contributor: true,
      publicationDate: true,
    },
    tags: 'reference',
    mode: 'delta',
    delivery: 'download',
  },
  {
    key: 'wholesaler',
    name: 'Wholesaler',
    description:
      'Hardbacks and paperbacks for the trade in the UK and Ireland, in short tags, collected from its drop box each night.',
    formats: ['BB', 'BC'],
    territories: ['GB', 'IE'],
    rules: {
      currencies: ['GBP'],
      descriptionLength: { min: 1, max: 10_000 },
      subject: 'thema-or-bisac',
      cover: null,
      contributor: true,
      publicationDate: true,
    },
    tags: 'short',
    mode: 'delta',
    delivery: 'drop-box',
  },
  {
    key: 'library-supplier',
    name: 'Library supplier',
    description: 'Print and e-books for public and academic libraries in the UK and the US, filed by BISAC.',
    formats: ['BB', 'BC', 'EB'],
    territories: ['GB', 'US'],
    rules: {
      currencies: ['GBP', 'USD'],
      descriptionLength: { min: 30, max: 4_000 },
      subject: 'bisac',
      cover: COVER_STANDARD,
      contributor: true,
      publicationDate: true,
    },
    tags: 'reference',
    mode: 'full',
    delivery: 'download',
  },
];

export function recipientOf(key: string): Recipient | undefined {
  return RECIPIENTS.find((recipient) => recipient.key === key);
}

/** Where on the publication's record each kind of blocker is fixed: a tab of its page. */
export const FIX_TABS = {
  isbn: 'product',
  title: 'details',
  contributor: 'contributors',
  price: 'product',
  description: 'details',
  subject: 'subjects',
  cover: 'cover',
  date: 'details',
  status: 'details',
} as const;

export type BlockerKind = keyof typeof FIX_TABS;

export interface Blocker {
  kind: BlockerKind;
  message: string;
}

export const publicationFixHref = (publicationId: number, kind: BlockerKind): string =>
  `/publications/manage/${publicationId}#${FIX_TABS[kind]}`;

/** What a run can produce: an ONIX feed for a recipient, Crossref's deposit, or the catalogue as CSV. */
export const EXPORT_TARGETS = [
  ...RECIPIENTS.map((recipient) => ({
    key: recipient.key,
    name: recipient.name,
    format: 'onix_3_0' as const,
    mode: recipient.mode,
  })),
  { key: 'crossref', name: 'Crossref deposit', format: 'crossref' as const, mode: 'delta' as const },
  {
    key: 'catalogue-csv',
    name: 'Catalogue spreadsheet (CSV)',
    format: 'csv' as const,
    mode: 'full' as const,
  },
];

export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export const EXPORT_TARGET_KEYS = EXPORT_TARGETS.map((target) => target.key) as [string, ...string[]];

export function targetOf(key: string): ExportTarget | undefined {
  return EXPORT_TARGETS.find((target) => target.key === key);
}

export const exportTargetName = (key: string): string => targetOf(key)?.name ?? key;
