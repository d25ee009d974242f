import {
  FORM_DETAILS_OF,
  PHYSICAL_FORMATS,
  type PublicationFormat,
  type ProductFormDetail,
} from '@/lib/contract/enums';
import { publicationPrintRuns } from '../schema';
import type { CatalogueData } from './catalogue';
import type { SeedContext } from './context';
import { addDays, addMonths } from './dates';
import { firmIsbn } from './isbn';
import type { RowOf } from './insert';
import { Random } from './random';
import type { TaxonomyIds } from './reference';

/*
 * The catalogue's less common product forms (ONIX list 150 with the details of list 175), added as
 * further formats of works the demo already publishes, and the print runs of its physical formats.
 * Random streams of their own, so that the rest of the demo stays as it was.
 */

/** The forms the main catalogue does not make, each given to one work, with the detail it carries. */
const SHOWCASE: readonly { format: PublicationFormat; formDetail: ProductFormDetail | null }[] = [
  { format: 'BE', formDetail: null },
  { format: 'BH', formDetail: null },
  { format: 'ED', formDetail: 'E101' },
  { format: 'ED', formDetail: 'E107' },
  { format: 'EA', formDetail: 'E116' },
  { format: 'ED', formDetail: 'E127' },
  { format: 'AC', formDetail: 'A101' },
  { format: 'AJ', formDetail: 'A109' },
];

/** Height, width, thickness (mm) and weight (g) of the showcase's physical forms. */
const MEASURES: Partial<
  Record<PublicationFormat, { heightMm: number; widthMm: number; thicknessMm: number; weightGrams: number }>
> = {
  BE: { heightMm: 246, widthMm: 189, thicknessMm: 22, weightGrams: 780 },
  BH: { heightMm: 180, widthMm: 180, thicknessMm: 18, weightGrams: 390 },
  AC: { heightMm: 142, widthMm: 125, thicknessMm: 10, weightGrams: 95 },
};

/** The usual detail of the forms the main catalogue makes: its e-books are EPUB, its downloads MP3. */
const USUAL_DETAIL: Partial<Record<PublicationFormat, ProductFormDetail>> = { EB: 'E101', AJ: 'A103' };

/**
 * Gives the catalogue every product form, each a format of a work it publishes already. They are filed
 * under the work's subjects but BIC, not yet chosen for them: the taxonomies page suggests it from the
 * mapping files.
 */
export function addProductForms(catalogue: CatalogueData, taxonomy: TaxonomyIds): void {
  const bic = new Set([...taxonomy.byGenre.values()].map((codes) => codes.bic));
  for (const publication of catalogue.publications)
    publication.formDetail = USUAL_DETAIL[publication.format] ?? null;

  const random = Random.named('product-forms');
  const published = catalogue.publications.filter(
    (publication) => publication.status === 'published' && publication.format === 'BC',
  );
  const works = random.sample(published, Math.min(SHOWCASE.length, published.length));
  SHOWCASE.forEach((form, index) => {
    const source = works[index];
    if (!source?.id) return;
    const id = catalogue.publications.length + 1;
    const audio = form.format === 'AC' || form.format === 'AJ';
    catalogue.publications.push({
      ...source,
      id,
      format: form.format,
      formDetail: form.formDetail ?? FORM_DETAILS_OF[form.format][0] ?? null,
      isbn: firmIsbn(id),
      doi: null,
      doiRegisteredAt: null,
      coverFileId: null,
      pages: audio ? null : source.pages,
      durationMinutes: audio ? Math.round((source.pages ?? 240) * 2.1) : null,
      ...(MEASURES[form.format] ?? { heightMm: null, widthMm: null, thicknessMm: null, weightGrams: null }),
    });
    for (const price of catalogue.prices.filter((row) => row.publicationId === source.id))
      catalogue.prices.push({ ...price, id: catalogue.prices.length + 1, publicationId: id });
    for (const term of catalogue.terms.filter(
      (row) => row.publicationId === source.id && !bic.has(row.termId),
    ))
      catalogue.terms.push({ ...term, publicationId: id });
  });
}

const PRINTERS = ['Ashdown Print', 'Northgate Press', 'Marlowe & Finch', 'Riverside Book Manufacturing'];

/** Copies of a first printing and pence a copy, by form. */
const RUN_SIZES: Partial<Record<PublicationFormat, { copies: [number, number]; pence: [number, number] }>> = {
  BB: { copies: [1500, 5000], pence: [240, 420] },
  BC: { copies: [3000, 10000], pence: [90, 180] },
  BE: { copies: [1000, 3000], pence: [310, 450] },
  BH: { copies: [2000, 6000], pence: [140, 260] },
  AC: { copies: [500, 1500], pence: [60, 110] },
};

/** A first printing three weeks before publication for every physical format out, and reprints of some. */
export function generatePrintRuns(
  context: SeedContext,
  catalogue: CatalogueData,
): RowOf<typeof publicationPrintRuns>[] {
  const random = Random.named('print-runs');
  const runs: RowOf<typeof publicationPrintRuns>[] = [];
  for (const publication of catalogue.publications) {
    const size = RUN_SIZES[publication.format];
    if (!size || !publication.id || !publication.publicationDate) continue;
    if (!(PHYSICAL_FORMATS as readonly string[]).includes(publication.format)) continue;
    if (publication.status === 'in_production') continue;
    const printer = random.pick(PRINTERS);
    const pence = random.int(...size.pence);
    runs.push({
      publicationId: publication.id,
      printedOn: addDays(publication.publicationDate, -21),
      quantity: Math.round(random.int(...size.copies) / 250) * 250,
      printer,
      unitCost: pence,
      currency: 'GBP',
    });
    let reprint = addMonths(publication.publicationDate, random.int(3, 9));
    while (reprint < context.today && random.chance(0.35)) {
      runs.push({
        publicationId: publication.id,
        printedOn: reprint,
        quantity: Math.round(random.int(...size.copies) / 500) * 250,
        printer: random.chance(0.8) ? printer : random.pick(PRINTERS),
        // A reprint costs a little more a copy: a shorter run.
        unitCost: pence + random.int(5, 30),
        currency: 'GBP',
      });
      reprint = addMonths(reprint, random.int(6, 12));
    }
  }
  return runs;
}
