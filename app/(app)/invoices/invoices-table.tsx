import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import { InvoiceOrders } from './invoice-orders';

export interface BillingExtra {
  /** May make invoices: shipped orders can be invoiced from this list. */
  canInvoiceOrders: boolean;
}

/**
 * A list (invoices, orders) with "Invoice shipped orders" above it for those who make invoices: the
 * shipped orders of one customer and currency become one draft invoice.
 */
export function BillingTable({ extra, ...table }: AreaTablePageProps<BillingExtra>) {
  return (
    <div className="space-y-3">
      {extra.canInvoiceOrders ? (
        <div className="flex justify-end">
          <InvoiceOrders />
        </div>
      ) : null}
      <AreaTable {...table} />
    </div>
  );
}
