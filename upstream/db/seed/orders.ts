import { lineNetAmount } from '@/lib/areas/order-line-values';
import type { OrderChannel, OrderStatus } from '@/lib/contract/enums';
import { coupons, orderLines, orderReturns, orders } from '../schema';
import type { SaleItem } from './catalogue';
import { scaled, type SeedContext } from './context';
import { addDays, at, daysBetween, eachDay, isWeekend, minDay } from './dates';
import type { RowOf } from './insert';
import { CUSTOMERS, CUSTOMER_COUNTRY, FIRST_NAMES, LAST_NAMES, STREETS } from './names';
import { Random } from './random';
import type { TradingCurrency } from './reference';

export type OrderRow = RowOf<typeof orders> & {
  id: number;
  currency: string;
  orderDate: string;
  channel: OrderChannel;
};
export type OrderLineRow = RowOf<typeof orderLines> & {
  id: number;
  quantity: number;
  unitPrice: number;
  discountPercent: string;
};

export interface OrderChunk {
  orders: OrderRow[];
  lines: OrderLineRow[];
}

const CHANNELS: readonly (readonly [OrderChannel, number])[] = [
  ['trade', 35],
  ['wholesale', 15],
  ['online_retail', 20],
  ['direct', 15],
  ['library', 8],
  ['export', 7],
];
const CURRENCY_WEIGHTS: readonly (readonly [TradingCurrency, number])[] = [
  ['GBP', 45],
  ['EUR', 35],
  ['USD', 20],
];
const LINES: Record<OrderChannel, [number, number]> = {
  trade: [2, 8],
  wholesale: [3, 12],
  online_retail: [1, 6],
  direct: [1, 2],
  library: [1, 5],
  export: [2, 8],
};
const DISCOUNT: Record<OrderChannel, [number, number]> = {
  trade: [35, 45],
  wholesale: [50, 55],
  online_retail: [40, 50],
  direct: [0, 0],
  library: [15, 25],
  export: [45, 55],
};
const AVERAGE_LINES_PER_ORDER = 2.65;
const RETURNING_CHANNELS: ReadonlySet<OrderChannel> = new Set([
  'trade',
  'wholesale',
  'online_retail',
  'export',
]);
/** Shops, wholesalers, libraries and export agents buy printed books; e-books and audio sell through retailers and the web shop. */
const PRINT_ONLY_CHANNELS: ReadonlySet<OrderChannel> = new Set(['trade', 'wholesale', 'library', 'export']);

/** Bestsellers are ordered in larger numbers; a retailer's digital line is its period's downloads. */
function orderQuantity(random: Random, channel: OrderChannel, digital: boolean, popularity: number): number {
  const boost = Math.min(popularity, 20);
  if (digital) return channel === 'direct' ? 1 : random.int(3, 20 + Math.round(boost * 2));
  switch (channel) {
    case 'trade':
      return random.int(1, 4 + Math.round(boost / 4));
    case 'wholesale':
      return random.int(5, 20 + Math.round(boost * 2));
    case 'online_retail':
      return random.int(2, 8 + Math.round(boost));
    case 'export':
      return random.int(3, 10 + Math.round(boost / 2));
    case 'library':
      return random.int(1, 3);
    case 'direct':
      return random.chance(0.15) ? 2 : 1;
  }
}

/** Line value after discount, in minor units. */
export function lineNet(line: { quantity: number; unitPrice: number; discountPercent: string }): number {
  return lineNetAmount({ ...line, discountPercent: Number(line.discountPercent) });
}

const CITY_OF: Record<string, string> = {
  GB: 'London',
  US: 'New York',
  DE: 'Berlin',
  NL: 'Amsterdam',
  FR: 'Paris',
  IT: 'Milan',
  ES: 'Barcelona',
  LU: 'Luxembourg',
  HR: 'Zagreb',
  IS: 'Reykjavík',
  NO: 'Oslo',
  SG: 'Singapore',
  AE: 'Dubai',
};

const CANCEL_REASONS = [
  'The customer withdrew the order',
  'Ordered twice by mistake',
  'The titles were not available in time',
];

/** A street address in the customer's country, the same for an order and its invoice. */
export function customerAddress(orderId: number, country: string): string {
  return `${(orderId % 170) + 1} ${STREETS[orderId % STREETS.length] ?? 'High Street'}, ${CITY_OF[country] ?? 'London'}, ${country}`;
}

export function customerCountry(name: string, currency: string): string {
  return CUSTOMER_COUNTRY[name] ?? (currency === 'GBP' ? 'GB' : currency === 'USD' ? 'US' : 'DE');
}

const RETURN_REASONS = ['Unsold stock', 'Damaged in transit', 'Sent in error', null];

/** One return for each line with copies back, some weeks after the order (never after today). */
export function returnsOf(chunk: OrderChunk, today: string): RowOf<typeof orderReturns>[] {
  const orderOf = new Map(chunk.orders.map((order) => [order.id, order]));
  return chunk.lines
    .filter((line) => (line.returnedQuantity ?? 0) > 0)
    .map((line) => {
      const order = orderOf.get(line.orderId);
      const returnDate = minDay(addDays(order?.orderDate ?? today, 21 + (line.id % 60)), today);
      return {
        orderId: line.orderId,
        orderLineId: line.id,
        quantity: line.returnedQuantity ?? 0,
        returnDate,
        reason: RETURN_REASONS[line.id % RETURN_REASONS.length] ?? null,
        createdAt: at(returnDate, 11 * 60),
        updatedAt: at(returnDate, 11 * 60),
      };
    });
}

/** Sales by day: seasonal, busier on weekdays, growing year on year, with new titles selling best at launch. */
export async function* generateOrders(
  context: SeedContext,
  items: readonly SaleItem[],
  couponRows: readonly RowOf<typeof coupons>[],
): AsyncGenerator<OrderChunk> {
  const random = Random.named('orders');
  const { start, today } = context;
  const span = daysBetween(start, today);
  const dayWeight = (day: string) => {
    const month = Number(day.slice(5, 7));
    const season = month === 12 ? 1.5 : month === 11 ? 1.35 : month === 1 ? 0.8 : month === 8 ? 0.85 : 1;
    return (isWeekend(day) ? 0.45 : 1) * season * (1 + (0.18 * daysBetween(start, day)) / span);
  };
  let totalWeight = 0;
  for (const day of eachDay(start, today)) totalWeight += dayWeight(day);
  const ordersPerWeight = scaled(context, 40_000) / AVERAGE_LINES_PER_ORDER / totalWeight;
  const sellable = items.filter((item) => item.prices.EUR && item.prices.GBP && item.prices.USD);
  const used = new Map<number, number>();

  let orderId = 0;
  let lineId = 0;
  let chunk: OrderChunk = { orders: [], lines: [] };
  let month = start.slice(0, 7);

  for (const day of eachDay(start, today)) {
    if (day.slice(0, 7) !== month) {
      yield chunk;
      chunk = { orders: [], lines: [] };
      month = day.slice(0, 7);
    }
    const physical: { item: SaleItem; cumulative: number }[] = [];
    const all: { item: SaleItem; cumulative: number }[] = [];
    let physicalTotal = 0;
    let allTotal = 0;
    for (const item of sellable) {
      if (item.from > day || item.until < day) continue;
      const age = daysBetween(item.from, day);
      const weight = item.popularity * (0.25 + 2.5 * Math.exp(-age / 60));
      allTotal += weight;
      all.push({ item, cumulative: allTotal });
      if (item.format === 'BB' || item.format === 'BC') {
        physicalTotal += weight;
        physical.push({ item, cumulative: physicalTotal });
      }
    }
    if (physical.length === 0) continue;
    const pickFrom = (list: typeof all, total: number): SaleItem => {
      const target = random.next() * total;
      let low = 0;
      let high = list.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((list[mid]?.cumulative ?? 0) < target) low = mid + 1;
        else high = mid;
      }
      const found = list[low];
      if (!found) throw new Error('empty sale list');
      return found.item;
    };

    const expected = dayWeight(day) * ordersPerWeight;
    const count = Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
    const age = daysBetween(day, today);
    for (let n = 0; n < count; n++) {
      const channel = random.weighted(CHANNELS);
      const currency = random.weighted(CURRENCY_WEIGHTS);
      const id = ++orderId;
      const direct = channel === 'direct';
      const person = direct ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : null;
      const customerName = person ?? random.pick(CUSTOMERS[channel][currency]);
      const cancelled = age > 14 && random.chance(0.015);
      const status: OrderStatus = cancelled
        ? 'cancelled'
        : age > 2
          ? 'shipped'
          : age > 0
            ? 'confirmed'
            : 'draft';

      let couponId: number | null = null;
      let couponPercent: string | null = null;
      if (direct && random.chance(0.3)) {
        const valid = couponRows.filter(
          (coupon) =>
            // Coupons limited to some titles are left to the till, which knows the basket.
            coupon.appliesToAll !== false &&
            coupon.validFrom <= day &&
            (!coupon.validUntil || coupon.validUntil >= day) &&
            (coupon.discountType === 'percent' || coupon.currency === currency) &&
            (!coupon.usageLimit || (used.get(coupon.id ?? 0) ?? 0) < coupon.usageLimit),
        );
        if (valid.length > 0) {
          const coupon = random.pick(valid);
          couponId = coupon.id ?? null;
          used.set(coupon.id ?? 0, (used.get(coupon.id ?? 0) ?? 0) + 1);
          couponPercent = coupon.discountType === 'percent' ? (coupon.percentOff ?? null) : null;
        }
      }

      const createdAt = at(day, random.int(6 * 60, 22 * 60));
      const address = customerAddress(id, customerCountry(customerName, currency));
      const statusAt =
        status === 'draft' ? createdAt : at(addDays(day, status === 'confirmed' ? 0 : 1), 15 * 60);
      chunk.orders.push({
        id,
        orderNumber: `SO-${day.slice(0, 4)}-${String(id).padStart(6, '0')}`,
        channel,
        customerName,
        customerEmail: person
          ? `${person.toLowerCase().replace(' ', '.')}.${id}@mail.example`
          : `orders@${customerName
              .toLowerCase()
              .normalize('NFKD')
              .replace(/[^a-z]+/g, '')}.example`,
        customerCountry: customerCountry(customerName, currency),
        customerReference: direct ? null : `PO-${random.int(10_000, 99_999)}`,
        currency,
        orderDate: day,
        status,
        cancelReason: cancelled ? random.pick(CANCEL_REASONS) : null,
        paymentTerms: direct
          ? 'prepaid'
          : channel === 'wholesale' || channel === 'export'
            ? 'net_60'
            : 'net_30',
        shippingAddress: address,
        billingAddress: address,
        couponId,
        notes: null,
        version: status === 'draft' ? 1 : 2,
        createdAt,
        updatedAt:
          statusAt.getTime() > createdAt.getTime() && statusAt <= at(today, 23 * 60) ? statusAt : createdAt,
      });

      const [minLines, maxLines] = LINES[channel];
      const chosen = new Set<number>();
      const lineCount = random.int(minLines, maxLines);
      for (let l = 0; l < lineCount; l++) {
        const item = PRINT_ONLY_CHANNELS.has(channel)
          ? pickFrom(physical, physicalTotal)
          : pickFrom(all, allTotal);
        if (chosen.has(item.id)) continue;
        chosen.add(item.id);
        const digital = item.format === 'EB' || item.format === 'AJ';
        const quantity = orderQuantity(random, channel, digital, item.popularity);
        const [low, high] = DISCOUNT[channel];
        const discountPercent =
          couponPercent ?? `${digital && channel === 'online_retail' ? 30 : random.int(low, high)}.00`;
        const returnable = !digital && !cancelled && age > 60 && RETURNING_CHANNELS.has(channel);
        chunk.lines.push({
          id: ++lineId,
          orderId: id,
          publicationId: item.id,
          quantity,
          unitPrice: item.prices[currency] ?? 0,
          discountPercent,
          returnedQuantity:
            returnable && random.chance(0.1) ? random.int(1, Math.max(1, Math.floor(quantity * 0.4))) : 0,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }
  yield chunk;
}
