'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { toastWriteFailure } from '@/components/entity-form/write-failure-toast';
import { ORDER_MOVE_LABELS, ORDER_TRANSITIONS, takesReturns } from '@/lib/areas/order-workflow';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { OrderStatus } from '@/lib/contract/enums';
import type { ReturnableLine } from './return-dialog';

const CancelDialog = lazyDialog(() => import('./cancel-dialog').then((module) => module.CancelDialog));
const ReturnDialog = lazyDialog(() => import('./return-dialog').then((module) => module.ReturnDialog));

export const movedOrder = okOf(hasId('orderId'));
const madeInvoice = okOf(hasId('invoiceId'));

/**
 * The order's next steps as buttons: Confirm and Mark as shipped at once, Cancel order with its
 * reason, and Record a return once it has gone out.
 */
export function OrderActions({
  orderId,
  status,
  version,
  lines,
  canInvoice,
}: {
  orderId: number;
  status: OrderStatus;
  version: number;
  lines: readonly ReturnableLine[];
  /** The user may make invoices too (the Invoices page's guard). */
  canInvoice: boolean;
}) {
  const router = useRouter();
  const [moving, setMoving] = React.useState(false);
  const [cancelling, setCancelling] = React.useState(false);
  const [returning, setReturning] = React.useState(false);
  const moves = ORDER_TRANSITIONS[status].filter((to) => to === 'confirmed' || to === 'shipped');

  async function move(to: 'confirmed' | 'shipped') {
    setMoving(true);
    try {
      await fetchJson(`/api/orders/${orderId}/status`, movedOrder, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: to, version }),
      });
      toast.success(to === 'confirmed' ? 'The order is confirmed' : 'The order is shipped');
      router.refresh();
    } catch (error) {
      toastWriteFailure('The order was not changed', error, () => router.refresh());
    } finally {
      setMoving(false);
    }
  }

  async function invoice() {
    setMoving(true);
    try {
      const made = await fetchJson('/api/invoices/from-orders', madeInvoice, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderIds: [orderId] }),
      });
      toast.success('A draft invoice is made for this order');
      router.push(`/invoices/manage/${made.data.invoiceId}`);
    } catch (error) {
      toast.error('No invoice was made', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      setMoving(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The order’s life">
      {status === 'shipped' && canInvoice ? (
        <Button disabled={moving} onClick={() => void invoice()}>
          Invoice
        </Button>
      ) : null}
      {moves.map((to) => (
        <Button key={to} disabled={moving} onClick={() => void move(to as 'confirmed' | 'shipped')}>
          {moving ? <Spinner label="" /> : null}
          {ORDER_MOVE_LABELS[to as 'confirmed' | 'shipped']}
        </Button>
      ))}
      {takesReturns(status) ? (
        <Button variant="outline" onClick={() => setReturning(true)}>
          Record a return
        </Button>
      ) : null}
      {ORDER_TRANSITIONS[status].includes('cancelled') ? (
        <Button variant="outline" onClick={() => setCancelling(true)}>
          {ORDER_MOVE_LABELS.cancelled}
        </Button>
      ) : null}
      <CancelDialog open={cancelling} onOpenChange={setCancelling} orderId={orderId} version={version} />
      <ReturnDialog
        open={returning}
        onOpenChange={setReturning}
        orderId={orderId}
        version={version}
        lines={lines}
      />
    </div>
  );
}
