import { cache } from 'react';

import { convertedFacts } from '@/components/detail-page/converted-amount';
import type { DetailTab } from '@/components/detail-page/detail-tabs';
import { RelatedTable } from '@/components/detail-page/related-table';
import type { Row } from '@/lib/area/view';
import { lineName } from '@/lib/areas/order-line-values';
import { linesOf, orderArea, type Order } from '@/lib/areas/orders';
import type { CurrentUser } from '@/lib/contract/auth';
import { ORDER_CHANNEL, PAYMENT_TERM, choiceLabel } from '@/lib/contract/choices';
import { formatDay } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { OrderActions } from './order-actions';

/*
 * What the order's record page adds to the shared one: the facts under its number, its life's
 * buttons and the Returns tab.
 */

/** The record as the page read it, checked once per request however many parts read it. */
const readOrder = cache((row: Row): Order => orderArea.detailSchema.parse(row));

export function orderFacts(row: Row) {
  const order = readOrder(row);
  return [
    order.customerName,
    `${choiceLabel(ORDER_CHANNEL, order.channel)}, ${choiceLabel(PAYMENT_TERM, order.paymentTerms).toLowerCase()}`,
    `Ordered ${formatDay(order.orderDate)}`,
    ...convertedFacts({
      label: 'Net',
      amount: order.netSales,
      currency: order.currency,
      inEuros: order.netInEuros,
      rate: order.rateUsed,
      day: order.orderDate,
    }),
    order.cancelReason ? `Cancelled: ${order.cancelReason}` : null,
  ].filter(Boolean);
}

export function orderActions(row: Row, user: CurrentUser) {
  const order = readOrder(row);
  if (!meetsGuard(user, orderArea.rights.update)) return null;
  return (
    <OrderActions
      key={order.version}
      orderId={order.orderId}
      status={order.status}
      version={order.version}
      lines={linesOf(order).map((line) => ({
        lineId: line.lineId,
        name: lineName(line.title, line.format),
        quantity: line.quantity,
        returnedQuantity: line.returnedQuantity,
      }))}
      canInvoice={meetsGuard(user, AREA_RIGHTS.invoices.create)}
    />
  );
}

export function orderTabs(row: Row): DetailTab[] {
  const order = readOrder(row);
  return [
    {
      value: 'returns',
      label: 'Returns',
      count: order.returns.length,
      content: (
        <RelatedTable
          caption={`Returns against ${order.orderNumber}`}
          rows={order.returns}
          rowKey={(entry) => entry.returnId}
          empty="Nothing has come back against this order."
          columns={[
            { header: 'Came back', cell: (entry) => formatDay(entry.returnDate) },
            { header: 'Publication', cell: (entry) => entry.title },
            { header: 'Copies', cell: (entry) => entry.quantity, align: 'end' },
            { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
          ]}
        />
      ),
    },
  ];
}
