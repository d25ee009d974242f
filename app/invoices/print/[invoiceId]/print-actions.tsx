'use client';

import * as React from 'react';
import { DownloadIcon, MailIcon, PrinterIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const sent = okOf((value): value is { to: string } => isRecord(value) && typeof value.to === 'string');

/** Print, download the PDF, and (for staff who may) email the PDF to the customer. Not printed. */
export function PrintActions({ invoiceId, canEmail }: { invoiceId: number; canEmail: boolean }) {
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
        <a href={`/api/invoices/${invoiceId}/pdf`} download>
          <DownloadIcon aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {canEmail ? (
        <Button variant="outline" disabled={sending} onClick={() => void email()}>
          <MailIcon aria-hidden="true" />
          Email invoice
        </Button>
      ) : null}
    </div>
  );
}
