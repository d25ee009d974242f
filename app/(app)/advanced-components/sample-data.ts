import 'server-only';

import type { Row } from '@/lib/area/view';
import type { ListPage, ListQuery } from '@/lib/contract/list-url';

/*
 * Static rows in the shape of the Coupons list, so the gallery draws the shared list without calling
 * the API. Sorting, searching, facets and paging work on them as the API's list does on a table.
 */
const COUPON_ROWS: readonly Row[] = [
  ['WELCOME10', 'First order in the web shop', 'active', 'percent', 10, null, '2026-01-01', null, 412],
  ['SPRING-26', 'Spring list launch', 'scheduled', 'percent', 15, null, '2026-03-20', '2026-04-30', 0],
  [
    'POETRY5',
    'Poetry month, any poetry title',
    'expired',
    'fixed',
    null,
    500,
    '2025-04-01',
    '2025-04-30',
    96,
  ],
  [
    'BOOKFAIR',
    'Frankfurt Book Fair visitors',
    'expired',
    'percent',
    20,
    null,
    '2025-10-15',
    '2025-10-19',
    233,
  ],
  ['CLASSROOM', 'Teachers ordering class sets', 'active', 'percent', 25, null, '2025-09-01', null, 58],
  ['LIBRARY-15', 'Public libraries', 'active', 'fixed', null, 1500, '2026-01-15', '2026-12-31', 17],
  ['GIFT-GBP', 'Gift card holders (UK)', 'used_up', 'fixed', null, 1000, '2025-11-01', null, 500],
  [
    'AUTHOR-FRIENDS',
    'Friends and family of our authors',
    'inactive',
    'percent',
    30,
    null,
    '2025-06-01',
    null,
    41,
  ],
  [
    'SUMMER-READS',
    'Summer reading promotion',
    'scheduled',
    'percent',
    12,
    null,
    '2026-06-21',
    '2026-08-31',
    0,
  ],
  [
    'PREORDER',
    'Pre-orders of the autumn list',
    'active',
    'percent',
    5,
    null,
    '2026-02-01',
    '2026-09-30',
    129,
  ],
  ['STUDENT', 'Students with a valid card', 'active', 'percent', 10, null, '2025-08-15', null, 874],
  ['REVIEWER', 'Reviewers’ copies at cost', 'inactive', 'fixed', null, 800, '2025-05-01', null, 12],
].map(
  (
    [code, description, state, discountType, percentOff, amountOff, validFrom, validUntil, usageCount],
    index,
  ) => ({
    couponId: 9001 + index,
    code,
    description,
    state,
    discountType,
    percentOff,
    amountOff,
    currency: amountOff === null ? null : code === 'GIFT-GBP' ? 'GBP' : 'EUR',
    validFrom,
    validUntil,
    usageCount,
    appliesToAll: true,
    active: state !== 'inactive',
    createdDate: `${String(validFrom)}T09:00:00.000Z`,
  }),
);

/** Empty values sort last ascending and first descending, as the API's lists do. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function matches(row: Row, name: string, wanted: unknown): boolean {
  if (wanted === undefined) return true;
  const value = row[name];
  return Array.isArray(wanted) ? wanted.includes(value) : value === wanted;
}

/** The page of sample coupons the address asks for. */
export function sampleCouponPage(query: ListQuery): ListPage<Row> {
  const needle = query.q.trim().toLowerCase();
  const field = query.sort.replace(/^-/, '');
  const direction = query.sort.startsWith('-') ? -1 : 1;
  const rows = COUPON_ROWS.filter(
    (row) =>
      (needle === '' ||
        [row.code, row.description].some((text) => String(text).toLowerCase().includes(needle))) &&
      Object.entries(query.filters).every(([name, wanted]) => matches(row, name, wanted)),
  ).sort((a, b) => direction * compare(a[field], b[field]) || direction * compare(a.couponId, b.couponId));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    meta: { page: query.page, pageSize: query.pageSize, total: rows.length },
  };
}

/** A related-records table's rows: a contract's statements. */
export const SAMPLE_STATEMENTS = [
  { id: 1, period: 'Jan–Jun 2025', payee: 'Rowan Ashdown', payable: 184_250, currency: 'EUR' },
  { id: 2, period: 'Jul–Dec 2025', payee: 'Rowan Ashdown', payable: 96_010, currency: 'EUR' },
  { id: 3, period: 'Jul–Dec 2025', payee: 'Imogen Vale', payable: 4_990, currency: 'GBP' },
] as const;
