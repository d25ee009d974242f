import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import {
  PRODUCT_AVAILABILITY,
  PRODUCT_FORM_DETAIL,
  PUBLICATION_FORMAT,
  PUBLICATION_LANGUAGE,
  PUBLICATION_STATUS,
} from '@/lib/contract/choices';
import {
  AUDIO_FORMATS,
  COLLECTION_KINDS,
  FORM_DETAILS_OF,
  PHYSICAL_FORMATS,
  PUBLICATION_FORMATS,
  type PublicationFormat,
} from '@/lib/contract/enums';
import { readIsbn } from '@/lib/contract/isbn';
import { onixText } from '@/lib/contract/onix-xhtml';
import { idFilter, yearFilter } from '@/lib/contract/list-query';
import { optionalText } from '@/lib/contract/resource';
import { AREA_RIGHTS } from '@/lib/rights';
import {
  MAX_CONTRIBUTORS,
  MAX_PRICES,
  MAX_PRINT_RUNS,
  MAX_SUBJECTS,
  contributorRow,
  creditSchema,
  priceRow,
  printRunRow,
  subjectRow,
  subjectTermSchema,
  type PublicationContributor,
  type PublicationPrice,
} from './publication-rows';
import { contractRef, publicationRef } from './refs';

/** ISBN-13 or ISBN-10, hyphenated or not, kept as 13 digits; empty takes the register's next free number. */
const isbnInput = optionalText(20).transform((typed, context) => {
  if (typed === null) return null;
  const read = readIsbn(typed);
  if ('error' in read) {
    context.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  }
  return read.isbn;
});

const measure = (label: string, unit: string, max: number) =>
  field.integer(
    label,
    { min: 1, max, message: `Enter whole ${unit} from 1 to ${max}, or leave it empty` },
    { form: { group: 'Product' } },
  );

const product = { group: 'Product' } as const;

/** The forms that take a detail of ONIX list 175 (digital and audio ones). */
const DETAILED_FORMATS = PUBLICATION_FORMATS.filter((format) => FORM_DETAILS_OF[format].length > 0);
const content = { group: 'Content' } as const;

/** A year of the list's year filter, with how many publications came out in it. */
export const publicationYearSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type PublicationYear = z.infer<typeof publicationYearSchema>;

/** A collection, series or imprint of the list's collection filter (and the imprints of the form). */
export const collectionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(COLLECTION_KINDS),
});
export type Collection = z.infer<typeof collectionSchema>;

/** The publication's own rows, and the sales the record page shows by format. */
export const salesByFormat = z.object({
  format: z.enum(PUBLICATION_FORMATS),
  currency: z.string(),
  copiesSold: z.number().int(),
  copiesReturned: z.number().int(),
  revenue: z.number().int(),
});
export type SalesByFormat = z.infer<typeof salesByFormat>;

/**
 * Publications (section 1): each is one product of a work, in one format with its own ISBN; the
 * formats of a work are the publications of its commissioning. The record holds the metadata of the
 * trade feeds, the product's measures and availability, its prices per currency and territory, and
 * its contributors in credit order.
 */
export const publicationArea = defineArea({
  path: 'publications',
  idParam: 'publicationId',
  noun: { one: 'publication', many: 'publications' },
  schemaName: 'Publication',
  href: '/publications/manage',
  rights: AREA_RIGHTS.publications,
  titleField: 'title',
  fields: {
    title: field.requiredText('Title', 300, 'Please enter the title', {
      column: { sort: true },
      search: true,
    }),
    subtitle: field.text('Subtitle', 300),
    credits: field.computed('Contributors', z.array(creditSchema), 'text', { column: true, audit: true }),
    format: field.one('Format', PUBLICATION_FORMAT, 'Choose the product form', {
      column: true,
      filter: true,
    }),
    formDetail: field.optionalOne('Form detail', PRODUCT_FORM_DETAIL, {
      column: { hidden: true },
      form: {
        description: 'ONIX list 175: the file format of a digital or audio form (EPUB, PDF, MP3…).',
        visibleWhen: { field: 'format', is: DETAILED_FORMATS },
      },
    }),
    isbn: field.text('ISBN', 20, {
      input: isbnInput,
      mono: true,
      column: { sort: true },
      search: true,
      form: {
        placeholder: '978-1-915555-00-1',
        description:
          'ISBN-13 or ISBN-10; leave it empty to take the next free number of the firm’s register.',
      },
    }),
    status: field.one('Status', PUBLICATION_STATUS, 'Choose the publishing status', {
      column: true,
      filter: true,
    }),
    publicationDate: field.date('Publication date', { column: { sort: true } }),
    commissioningTitle: field.computed('Work', z.string(), 'text', { column: { hidden: true }, audit: true }),
    commissioningId: field.ref('Commissioning', 'Choose the commissioning this is an edition of', {
      audit: false,
    }),
    language: field.one('Language', PUBLICATION_LANGUAGE, 'Choose the language', {
      column: { hidden: true },
      filter: true,
    }),
    editionNumber: field.integer('Edition', { min: 1, max: 99, message: 'Enter an edition from 1 to 99' }),
    imprintName: field.computed('Imprint', z.string().nullable(), 'text', {
      column: { hidden: true },
      audit: true,
    }),
    imprintId: field.optionalRef('Imprint', {
      audit: false,
      form: { description: 'The imprint it is published under; none for the firm’s own name.' },
    }),
    availability: field.one('Availability', PRODUCT_AVAILABILITY, 'Choose the availability', {
      column: { hidden: true },
      filter: true,
      form: product,
    }),
    pages: field.integer(
      'Pages',
      { min: 1, max: 10_000, message: 'Enter a page count from 1 to 10,000' },
      { form: product },
    ),
    durationMinutes: field.integer(
      'Running time (minutes)',
      { min: 1, max: 10_000, message: 'Enter minutes from 1 to 10,000' },
      { form: { ...product, visibleWhen: { field: 'format', is: AUDIO_FORMATS } } },
    ),
    heightMm: measure('Height (mm)', 'millimetres', 2_000),
    widthMm: measure('Width (mm)', 'millimetres', 2_000),
    thicknessMm: measure('Thickness (mm)', 'millimetres', 500),
    weightGrams: measure('Weight (g)', 'grams', 20_000),
    illustrations: field.text('Illustrations', 300, {
      form: { ...content, placeholder: '24 colour plates' },
    }),
    audience: field.text('Audience', 200, { form: { ...content, placeholder: 'General trade' } }),
    shortDescription: field.longText('Short description', 2_000, {
      input: onixText(2_000),
      form: { ...content, rows: 3, description: 'ONIX XHTML subset; for listings.' },
    }),
    description: field.longText('Long description', 20_000, {
      input: onixText(20_000),
      form: { ...content, rows: 6, description: 'ONIX XHTML subset.' },
    }),
    tableOfContents: field.longText('Table of contents', 20_000, {
      input: onixText(20_000),
      form: { ...content, rows: 4, description: 'ONIX XHTML subset.' },
    }),
    prices: field.rows('Prices', priceRow, {
      max: MAX_PRICES,
      message: `At most ${MAX_PRICES} prices`,
    }),
    printRuns: field.rows(
      'Print runs',
      printRunRow,
      { max: MAX_PRINT_RUNS, message: `At most ${MAX_PRINT_RUNS} print runs` },
      { form: { visibleWhen: { field: 'format', is: PHYSICAL_FORMATS } } },
    ),
    contributors: field.rows('Contributors', contributorRow, {
      max: MAX_CONTRIBUTORS,
      message: `At most ${MAX_CONTRIBUTORS} contributors`,
    }),
    subjects: field.rows(
      'Subjects',
      subjectRow,
      { max: MAX_SUBJECTS, message: `At most ${MAX_SUBJECTS} subjects` },
      { audit: false },
    ),
    subjectTerms: field.computed('Subjects', z.array(subjectTermSchema), 'text', { audit: true }),
    coverFileId: field.computed('Cover', z.number().int().nullable(), 'text'),
    /** Given on Export readiness; the chapters' DOIs are made from it. */
    doi: field.computed('DOI', z.string().nullable(), 'mono'),
  },
  list: {
    defaultSort: 'title',
    searchHint: 'titles, ISBNs and contributors',
    filters: {
      publicationYear: yearFilter('Publication year'),
      collectionId: idFilter('Collection or imprint'),
      commissioningId: idFilter('Commissioning'),
    },
  },
  extraReads: ['publication-years', 'collections', 'isbn-blocks', 'isbn-reservations'],
  recordActions: ['formats'],
  related: {
    formats: z.array(publicationRef),
    contracts: z.array(contractRef),
    sales: z.array(salesByFormat),
    praises: z.array(
      z.object({
        praiseId: z.number().int(),
        source: z.string(),
        outlet: z.string().nullable(),
        quote: z.string(),
        /** The contributor the quote is about, by name; null for a quote about the book. */
        about: z.string().nullable(),
        rightsCleared: z.boolean(),
        position: z.number().int(),
      }),
    ),
  },
  refine(values, context) {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const seen = new Set<string>();
    values.prices.forEach((price: PublicationPrice, index: number) => {
      const key = `${price.currency}|${price.territory}|${price.priceType}`;
      if (seen.has(key))
        issue(['prices', index, 'currency'], 'This price is already given for this territory');
      seen.add(key);
    });
    const format = values.format as PublicationFormat;
    const detail = values.formDetail as string | null;
    if (detail !== null && !(FORM_DETAILS_OF[format] as readonly string[]).includes(detail))
      issue(
        ['formDetail'],
        FORM_DETAILS_OF[format].length === 0
          ? 'This form takes no detail: leave it empty'
          : 'This detail does not go with the form',
      );
    if (values.printRuns.length > 0 && !(PHYSICAL_FORMATS as readonly string[]).includes(format))
      issue(['printRuns'], 'Only a physical format is printed: remove the print runs or change the form');
    const credited = new Set<string>();
    values.contributors.forEach((credit: PublicationContributor, index: number) => {
      const key = `${credit.contactId}|${credit.role}`;
      if (credited.has(key))
        issue(['contributors', index, 'contactId'], 'This contact is already credited in this role');
      credited.add(key);
    });
    const filed = new Set<number>();
    values.subjects.forEach((subject: { termId: number }, index: number) => {
      if (filed.has(subject.termId)) issue(['subjects', index, 'termId'], 'This subject is already given');
      filed.add(subject.termId);
    });
  },
});
export type Publication = z.infer<typeof publicationArea.detailSchema>;
