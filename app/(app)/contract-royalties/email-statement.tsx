'use client';

import * as React from 'react';
import { MailIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const sentMail = okOf(
  (value): value is { to: string; fileName: string } =>
    isRecord(value) && typeof value.to === 'string' && typeof value.fileName === 'string',
);

/**
 * Email to payee: the PDF through the mailer, with a toast that says where it went, or the API's reason
 * when it could not go (a payee without an email address).
 */
export function EmailStatement({ statementId }: { statementId: number }) {
  const [sending, setSending] = React.useState(false);
  async function send() {
    setSending(true);
    try {
      const { data } = await fetchJson(`/api/royalty-statements/${statementId}/email`, sentMail, {
        method: 'POST',
      });
      toast.success(`The statement was sent to ${data.to}`, { description: data.fileName });
    } catch (error) {
      toast.error('The statement was not sent', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setSending(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void send()} disabled={sending}>
      {sending ? <Spinner label="" /> : <MailIcon aria-hidden="true" />}
      Email to payee
    </Button>
  );
}
