'use client';

import * as React from 'react';
import { LinkIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { formatDay } from '@/lib/format';

const madeLink = okOf(
  (value): value is { path: string; expiresAt: string } =>
    isRecord(value) && typeof value.path === 'string' && typeof value.expiresAt === 'string',
);

/**
 * Copy link: a signed link to the invoice's printable page, which opens it without signing in until it
 * expires, put on the clipboard to paste into a message to the customer (shown instead where the
 * browser does not allow copying).
 */
export function CopyLinkButton({ invoiceId }: { invoiceId: number }) {
  const [making, setMaking] = React.useState(false);
  async function copy() {
    setMaking(true);
    try {
      const { data } = await fetchJson(`/api/invoices/${invoiceId}/print-link`, madeLink, { method: 'POST' });
      const link = new URL(data.path, window.location.origin).toString();
      const until = `It opens the invoice without signing in until ${formatDay(data.expiresAt)}.`;
      try {
        await navigator.clipboard.writeText(link);
        toast.success('The link is copied', { description: until });
      } catch {
        toast.success('Copy this link to the invoice', { description: `${link} — ${until}` });
      }
    } catch (error) {
      toast.error('No link was made', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setMaking(false);
    }
  }
  return (
    <Button variant="outline" disabled={making} onClick={() => void copy()}>
      {making ? <Spinner label="" /> : <LinkIcon aria-hidden="true" />}
      Copy link
    </Button>
  );
}
