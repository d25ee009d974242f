'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { PrinterIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { InvoiceStatus } from '@/lib/contract/enums';
import { CopyLinkButton } from './copy-link-button';
import type { CreditableLine } from './credit-dialog';

const PaymentDialog = lazyDialog(() => import('./payment-dialog').then((module) => module.PaymentDialog));
const CreditDialog = lazyDialog(() => import('./credit-dialog').then((module) => module.CreditDialog));

export const changedInvoice = okOf(hasId('invoiceId'));

/** Posts a change of the invoice and reloads the page; the API's refusal is thrown to the caller. */
export async function postToInvoice(invoiceId: number, action: string, body: unknown): Promise<void> {
  await fetchJson(`/api/invoices/${invoiceId}/${action}`, changedInvoice, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Issue a draft; record a payment or credit lines of an issued invoice; print it. */
export function InvoiceActions({
  invoiceId,
  status,
  version,
  owed,
  currency,
  lines,
}: {
  invoiceId: number;
  status: InvoiceStatus;
  version: number;
  owed: number;
  currency: string;
  lines: readonly CreditableLine[];
}) {
  const router = useRouter();
  const [issuing, setIssuing] = React.useState(false);
  const [paying, setPaying] = React.useState(false);
  const [crediting, setCrediting] = React.useState(false);

  async function issue() {
    setIssuing(true);
    try {
      await postToInvoice(invoiceId, 'issue', { version });
      toast.success('The invoice is issued');
      router.refresh();
    } catch (error) {
      toast.error('The invoice was not issued', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setIssuing(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The invoice’s life">
      {status === 'draft' ? (
        <Button disabled={issuing} onClick={() => void issue()}>
          {issuing ? <Spinner label="" /> : null}
          Issue invoice
        </Button>
      ) : (
        <>
          <Button variant="outline" asChild>
            <Link href={`/invoices/print/${invoiceId}`}>
              <PrinterIcon aria-hidden="true" />
              Print
            </Link>
          </Button>
          <CopyLinkButton invoiceId={invoiceId} />
          {owed > 0 ? <Button onClick={() => setPaying(true)}>Record a payment</Button> : null}
          {status !== 'credited' ? (
            <Button variant="outline" onClick={() => setCrediting(true)}>
              Credit lines
            </Button>
          ) : null}
        </>
      )}
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        invoiceId={invoiceId}
        version={version}
        owed={owed}
        currency={currency}
      />
      <CreditDialog
        open={crediting}
        onOpenChange={setCrediting}
        invoiceId={invoiceId}
        version={version}
        lines={lines}
      />
    </div>
  );
}
