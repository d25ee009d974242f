import { notInArray } from 'drizzle-orm';
import { UNSOLD_ORDER_STATUSES } from '@/lib/contract/enums';
import { orders } from './schema';

/** Orders whose lines are sales: confirmed and after, never a draft or a cancelled one. */
export const soldOrders = () => notInArray(orders.status, [...UNSOLD_ORDER_STATUSES]);
