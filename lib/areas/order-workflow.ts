import type { OrderStatus } from '@/lib/contract/enums';

/*
 * An order's life as plain data, for the API that enforces it and the buttons that offer it (no zod:
 * the browser loads this).
 */

/**
 * draft → confirmed → shipped → invoiced; a draft or a confirmed order may be cancelled, with a
 * reason. Invoicing is the invoice's doing: issuing one marks its orders invoiced.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: [],
  invoiced: [],
  cancelled: [],
};

/** Moves made with the status route; `invoiced` is set by issuing an invoice. */
export const ORDER_MOVES = ['confirmed', 'shipped', 'cancelled'] as const satisfies readonly OrderStatus[];
export type OrderMove = (typeof ORDER_MOVES)[number];

/** Only a draft's customer, currency and lines may change: from confirmation royalties and figures count them. */
export const isOrderOpen = (status: OrderStatus) => status === 'draft';

/** Copies come back against an order once it has gone out. */
export const takesReturns = (status: OrderStatus) => status === 'shipped' || status === 'invoiced';

/** The fields that stay editable once an order is confirmed. */
export const ALWAYS_EDITABLE = [
  'customerReference',
  'customerEmail',
  'shippingAddress',
  'billingAddress',
  'notes',
];

export const ORDER_MOVE_LABELS: Record<OrderMove, string> = {
  confirmed: 'Confirm',
  shipped: 'Mark as shipped',
  cancelled: 'Cancel order',
};
