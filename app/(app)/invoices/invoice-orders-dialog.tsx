'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { FormFailure } from '@/components/entity-form/form-failure';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import type { BillableOrder } from '@/lib/areas/invoice-lines';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, isRecord, okOf } from '@/lib/bff/parser';
import { BILLABLE_ORDERS_LIMIT } from '@/lib/finance/billable-orders';
import { formatDay, formatMoney } from '@/lib/format';

const billable = okOf(
  (value): value is BillableOrder[] =>
    Array.isArray(value) &&
    value.every(
      (order) =>
        isRecord(order) &&
        Number.isInteger(order.orderId) &&
        typeof order.orderNumber === 'string' &&
        typeof order.customerName === 'string' &&
        typeof order.currency === 'string' &&
        typeof order.orderDate === 'string' &&
        typeof order.netSales === 'number',
    ),
);

const made = okOf(hasId('invoiceId'));

/** Orders billed together: one customer in one currency. */
const billingKey = (order: Pick<BillableOrder, 'customerName' | 'currency'>) =>
  `${order.customerName}\u0000${order.currency}`;

type Loaded =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; orders: BillableOrder[] };

/**
 * Invoice shipped orders: the shipped orders no invoice bills yet, newest first and searched by
 * customer or number; once one is ticked, only orders of its customer and currency can join it. Make
 * draft invoice bills them on one draft and opens it. Loaded when first opened.
 */
export function InvoiceOrdersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [search, setSearch] = React.useState('');
  const [query, setQuery] = React.useState('');
  const [round, setRound] = React.useState(0);
  // The answer to the latest search; an older one, or none yet, reads as loading.
  const [answered, setAnswered] = React.useState<{ key: string; loaded: Loaded } | null>(null);
  const [chosen, setChosen] = React.useState<BillableOrder[]>([]);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);

  // The search is sent once typing pauses.
  React.useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const requestKey = `${round}:${query}`;
  React.useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const address = `/api/invoices/billable-orders${query ? `?q=${encodeURIComponent(query)}` : ''}`;
    fetchJson(address, billable, { signal: controller.signal }).then(
      (answer) => setAnswered({ key: requestKey, loaded: { state: 'ready', orders: answer.data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.';
        setAnswered({ key: requestKey, loaded: { state: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [open, query, requestKey]);
  const loaded: Loaded = answered && answered.key === requestKey ? answered.loaded : { state: 'loading' };

  const key = chosen[0] ? billingKey(chosen[0]) : null;
  const isChosen = (order: BillableOrder) => chosen.some((entry) => entry.orderId === order.orderId);
  function toggle(order: BillableOrder, on: boolean) {
    setRefusal(null);
    setChosen((last) => (on ? [...last, order] : last.filter((entry) => entry.orderId !== order.orderId)));
  }

  async function invoice() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await fetchJson('/api/invoices/from-orders', made, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderIds: chosen.map((order) => order.orderId) }),
      });
      toast.success(
        `A draft invoice of ${chosen.length === 1 ? 'the order' : `${chosen.length} orders`} is made`,
      );
      onOpenChange(false);
      router.push(`/invoices/manage/${String(answer.data.invoiceId)}`);
    } catch (error) {
      setRefusal(
        error instanceof ApiError ? error.message : 'The server could not be reached; nothing was made.',
      );
    } finally {
      setBusy(false);
    }
  }

  const total = chosen.reduce((sum, order) => sum + order.netSales, 0);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Invoice shipped orders</DialogTitle>
          <DialogDescription>
            Choose shipped orders of one customer in one currency: they are billed on one draft invoice, which
            you check and then issue.
          </DialogDescription>
        </DialogHeader>
        {refusal ? <FormFailure title="No invoice was made" message={refusal} /> : null}
        <div className="space-y-2">
          <Label htmlFor="billable-search">Customer or order number</Label>
          <Input
            id="billable-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="max-h-80 overflow-y-auto rounded-md border" aria-busy={loaded.state === 'loading'}>
          {loaded.state === 'loading' ? (
            <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <Spinner label="" /> Finding shipped orders…
            </p>
          ) : loaded.state === 'failed' ? (
            <div className="space-y-2 p-4 text-sm">
              <p role="alert">{loaded.message}</p>
              <Button variant="outline" onClick={() => setRound((last) => last + 1)}>
                Try again
              </Button>
            </div>
          ) : loaded.orders.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              {query
                ? 'No shipped order waiting for an invoice matches.'
                : 'No shipped order waits for an invoice.'}
            </p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Shipped orders not yet invoiced</caption>
              <thead className="sticky top-0 bg-background">
                <tr className="border-b text-left">
                  <th scope="col" className="w-10 p-2">
                    <span className="sr-only">Chosen</span>
                  </th>
                  <th scope="col" className="p-2">
                    Order
                  </th>
                  <th scope="col" className="p-2">
                    Customer
                  </th>
                  <th scope="col" className="p-2">
                    Date
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.orders.map((order) => {
                  const other = key !== null && billingKey(order) !== key;
                  const id = `billable-${order.orderId}`;
                  return (
                    <tr key={order.orderId} className="border-b last:border-0">
                      <td className="p-2">
                        <Checkbox
                          id={id}
                          checked={isChosen(order)}
                          disabled={other}
                          title={other ? 'Another customer or currency than the orders chosen' : undefined}
                          onCheckedChange={(on) => toggle(order, on)}
                        />
                      </td>
                      <td className="p-2 font-mono">
                        <label htmlFor={id}>{order.orderNumber}</label>
                      </td>
                      <td className={other ? 'p-2 text-muted-foreground' : 'p-2'}>{order.customerName}</td>
                      <td className="p-2">{formatDay(order.orderDate)}</td>
                      <td className="p-2 text-right tabular-nums">
                        {formatMoney(order.netSales, order.currency)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
        {loaded.state === 'ready' && loaded.orders.length === BILLABLE_ORDERS_LIMIT ? (
          <p className="text-xs text-muted-foreground">
            The latest {BILLABLE_ORDERS_LIMIT} are listed: search for a customer to find earlier ones.
          </p>
        ) : null}
        <DialogFooter className="items-center">
          <p className="mr-auto text-sm" aria-live="polite">
            {chosen[0]
              ? `${chosen.length} ${chosen.length === 1 ? 'order' : 'orders'} of ${chosen[0].customerName}, ${formatMoney(total, chosen[0].currency)} net`
              : 'No order chosen'}
          </p>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void invoice()} disabled={busy || chosen.length === 0}>
            {busy ? <Spinner label="" /> : null}
            Make draft invoice
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
