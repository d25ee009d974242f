'use client';

import * as React from 'react';
import { DownloadIcon, MailIcon, PrinterIcon } from '@/components/icons';

import { CopyLinkButton } from '@/app/(app)/invoices/copy-link-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const sent = okOf((value): value is { to: string } => isRecord(value) && typeof value.to === 'string');

/**
 * Print and download the PDF; for staff who may, email the PDF with a signed link to the customer, or
 * copy such a link. Someone who came by a signed link gets the first two. Not printed.
 */
export function PrintActions({
  invoiceId,
  pdfHref,
  canSend,
}: {
  invoiceId: number;
  pdfHref: string;
  canSend: boolean;
}) {
  const [sending, setSending] = React.useState(false);
  async function email() {
    setSending(true);
    try {
      const answer = await fetchJson(`/api/invoices/${invoiceId}/email`, sent, { method: 'POST' });
      toast.success(`The invoice is on its way to ${answer.data.to}`);
    } catch (error) {
      toast.error('The invoice was not sent', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2 print:hidden" role="group" aria-label="Invoice actions">
      <Button onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        Print
      </Button>
      <Button variant="outline" asChild>
        <a href={pdfHref} download>
          <DownloadIcon aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {canSend ? (
        <>
          <Button variant="outline" disabled={sending} onClick={() => void email()}>
            <MailIcon aria-hidden="true" />
            Email invoice
          </Button>
          <CopyLinkButton invoiceId={invoiceId} />
        </>
      ) : null}
    </div>
  );
}
