import { couponPublications, coupons, publications } from '../schema';
import type { SeedContext } from './context';
import { addDays, addMonths, at } from './dates';
import type { RowOf } from './insert';

type CouponRow = RowOf<typeof coupons>;

/**
 * Web-shop codes: a few evergreen ones and a seasonal set each year. Ids 2 and 3 are the planted ones
 * (see planted.ts), so they come first.
 */
export function generateCoupons(context: SeedContext): CouponRow[] {
  const { today, start } = context;
  const rows: CouponRow[] = [];
  const add = (row: Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt' | 'active'> & { active?: boolean }) => {
    const createdAt = at(addDays(row.validFrom, -7), 10 * 60);
    const expired = row.validUntil !== null && row.validUntil !== undefined && row.validUntil < today;
    rows.push({
      ...row,
      id: rows.length + 1,
      active: row.active ?? !expired,
      createdAt,
      updatedAt: expired && row.validUntil ? at(row.validUntil, 23 * 60) : createdAt,
    });
  };

  add({
    code: 'WELCOME10',
    description: 'Ten percent off a first order',
    discountType: 'percent',
    percentOff: '10.00',
    validFrom: start,
    validUntil: null,
    usageLimit: null,
  });
  add({
    code: 'LAUNCH-SPRING',
    description: 'Spring list launch',
    discountType: 'percent',
    percentOff: '20.00',
    validFrom: addMonths(start, 2),
    validUntil: addMonths(start, 4),
    usageLimit: 500,
  });
  add({
    code: 'NEWSLETTER15',
    description: 'Newsletter subscribers',
    discountType: 'percent',
    percentOff: '15.00',
    validFrom: start,
    validUntil: null,
    usageLimit: null,
  });
  add({
    code: 'STUDENT20',
    description: 'Students, with a valid card',
    discountType: 'percent',
    percentOff: '20.00',
    validFrom: start,
    validUntil: null,
    usageLimit: 2000,
  });
  add({
    code: 'GIFT5',
    description: 'Five pounds off',
    discountType: 'fixed',
    amountOff: 500,
    currency: 'GBP',
    validFrom: start,
    validUntil: null,
    usageLimit: 1000,
  });
  add({
    code: 'GIFT5EUR',
    description: 'Five euros off',
    discountType: 'fixed',
    amountOff: 500,
    currency: 'EUR',
    validFrom: start,
    validUntil: null,
    usageLimit: 1000,
  });
  add({
    code: 'BOOKCLUB',
    description: 'Reading groups: the paperbacks of this season’s reading list',
    discountType: 'percent',
    percentOff: '25.00',
    validFrom: addMonths(start, 6),
    validUntil: null,
    usageLimit: 300,
    appliesToAll: false,
  });
  add({
    code: 'AUTHOR30',
    description: 'Authors buying their own books',
    discountType: 'percent',
    percentOff: '30.00',
    validFrom: start,
    validUntil: null,
    usageLimit: null,
  });

  for (let year = Number(start.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
    const yy = String(year).slice(2);
    const seasonal: [string, string, string, string, number, number | null][] = [
      [`SPRING${yy}`, 'Spring sale', `${year}-03-01`, `${year}-04-15`, 15, 400],
      [`SUMMER${yy}`, 'Summer reading', `${year}-06-15`, `${year}-08-31`, 20, 400],
      [`FESTIVAL${yy}`, 'Literary festival visitors', `${year}-10-01`, `${year}-10-31`, 25, 250],
      [`XMAS${yy}`, 'Christmas gifts', `${year}-11-15`, `${year}-12-24`, 15, 800],
      [`BOOKFAIR${yy}`, 'Book fair week', `${year}-10-14`, `${year}-10-22`, 30, 150],
    ];
    for (const [code, description, from, until, percent, limit] of seasonal) {
      if (until < start || from > addMonths(today, 2)) continue;
      add({
        code,
        description,
        discountType: 'percent',
        percentOff: `${percent}.00`,
        validFrom: from,
        validUntil: until,
        usageLimit: limit,
      });
    }
    if (`${year}-01-10` <= today && `${year}-01-31` >= start) {
      add({
        code: `JANUARY${yy}`,
        description: 'New year, ten pounds off',
        discountType: 'fixed',
        amountOff: 1000,
        currency: 'GBP',
        validFrom: `${year}-01-02`,
        validUntil: `${year}-01-31`,
        usageLimit: 200,
      });
    }
  }
  return rows;
}

/** The titles of the coupons limited to some: the reading list's paperbacks, a dozen of them. */
export function couponTitles(
  couponRows: readonly CouponRow[],
  publicationRows: readonly RowOf<typeof publications>[],
): RowOf<typeof couponPublications>[] {
  const readingList = publicationRows.filter((row) => row.format === 'BC' && row.id).slice(0, 12);
  return couponRows
    .filter((coupon) => coupon.appliesToAll === false)
    .flatMap((coupon) =>
      readingList.map((publication) => ({ couponId: coupon.id ?? 0, publicationId: publication.id ?? 0 })),
    );
}
