import type { PriceTerritory, PriceType, ProductAvailability, PriceTaxRate } from '@/lib/contract/enums';
import { isValidIsbn13 } from '@/lib/contract/isbn';
import { isbnBlocks, isbnNumbers, publicationContributors } from '../schema';
import type { CatalogueData } from './catalogue';
import type { CommissioningPlan } from './commissionings';
import type { RowOf } from './insert';
import { FIRM_ISBN_PREFIX } from './isbn';
import { Random } from './random';
import type { SeedContext } from './context';
import { at } from './dates';
import { slugify } from './files';

/*
 * What the catalogue's products carry beyond their first fields: measures, availability, prices by
 * territory with their type and tax class, credits from the commissioning's people, and the firm's ISBN
 * register. A random stream of its own, so that the rest of the demo stays as it was.
 */

/** Where each trading currency's price holds, and how it is quoted there. */
const PRICE_TERMS: Record<
  string,
  { territory: PriceTerritory; priceType: PriceType; taxClass: PriceTaxRate }
> = {
  GBP: { territory: 'GB', priceType: '02', taxClass: 'zero' },
  EUR: { territory: 'EUROZONE', priceType: '02', taxClass: 'reduced' },
  USD: { territory: 'US', priceType: '01', taxClass: 'exempt' },
};

/** A block of a hundred numbers not yet touched, so a newcomer sees free numbers in the register. */
const SPARE_BLOCK_PREFIX = '9781919999';

export interface ProductData {
  contributors: RowOf<typeof publicationContributors>[];
  blocks: RowOf<typeof isbnBlocks>[];
  numbers: RowOf<typeof isbnNumbers>[];
}

export function completeProducts(
  context: SeedContext,
  catalogue: CatalogueData,
  plans: readonly CommissioningPlan[],
): ProductData {
  const random = Random.named('catalogue-products');
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  for (const price of catalogue.prices) Object.assign(price, PRICE_TERMS[price.currency]);

  const contributors: ProductData['contributors'] = [];
  for (const publication of catalogue.publications) {
    const print = publication.format === 'BB' || publication.format === 'BC';
    if (print) {
      const hardback = publication.format === 'BB';
      publication.heightMm = hardback ? 234 : 198;
      publication.widthMm = hardback ? 153 : 129;
      publication.thicknessMm = Math.max(8, Math.round((publication.pages ?? 200) * 0.065));
      publication.weightGrams = Math.round((publication.pages ?? 200) * (hardback ? 2.4 : 1.3));
    }
    const availability: ProductAvailability =
      publication.status === 'in_production'
        ? '10'
        : publication.status === 'out_of_print'
          ? '40'
          : print && random.chance(0.08)
            ? '31'
            : '21';
    publication.availability = availability;
    publication.audience = 'General trade';

    const plan = planOf.get(publication.commissioningId);
    if (!plan || publication.id === undefined) continue;
    const credits: [number | null, RowOf<typeof publicationContributors>['role']][] = [
      ...plan.authorIds.map((id): [number, 'A01'] => [id, 'A01']),
      [plan.translatorId, 'B06'],
      [plan.illustratorId, 'A12'],
    ];
    let position = 0;
    for (const [contactId, role] of credits)
      if (contactId)
        contributors.push({ publicationId: publication.id, contactId, role, position: ++position });
  }

  for (const praise of catalogue.praises) {
    const [name, role] = praise.source.split(', ');
    const review = role === undefined;
    praise.source = name ?? praise.source;
    praise.sourceRole = review ? null : `${role?.charAt(0).toUpperCase()}${role?.slice(1)}`;
    praise.outlet = review ? praise.source : null;
    praise.quotedOn = praise.createdAt?.toISOString().slice(0, 10) ?? null;
    praise.sourceUrl = review ? `https://${slugify(praise.source)}.example/reviews/${praise.id}` : null;
  }

  const received = { createdAt: at(context.start, 9 * 60), updatedAt: at(context.today, 7 * 60) };
  const blocks = [
    { id: 1, prefix: FIRM_ISBN_PREFIX, nextTitle: catalogue.publications.length + 1, ...received },
    { id: 2, prefix: SPARE_BLOCK_PREFIX, nextTitle: 0, ...received },
  ];
  const numbers: ProductData['numbers'] = [];
  const entered = new Set<string>();
  for (const publication of catalogue.publications) {
    const { isbn } = publication;
    if (!isbn.startsWith(FIRM_ISBN_PREFIX) || !isValidIsbn13(isbn) || entered.has(isbn)) continue;
    entered.add(isbn);
    numbers.push({
      isbn,
      blockId: 1,
      state: 'assigned',
      publicationId: publication.id ?? null,
      changedAt: publication.createdAt ?? received.updatedAt,
    });
  }
  // Two numbers held back for titles announced but not yet set up.
  for (const title of [10, 11]) {
    const first12 = `${SPARE_BLOCK_PREFIX}${String(title).padStart(2, '0')}`;
    const isbn = [...'0123456789'].map((digit) => `${first12}${digit}`).find(isValidIsbn13);
    if (isbn)
      numbers.push({
        isbn,
        blockId: 2,
        state: 'reserved',
        note: 'Held for the spring list',
        changedAt: received.updatedAt,
      });
  }
  return { contributors, blocks, numbers };
}
