'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const answered = okOf(isRecord);

type Action = 'test' | 'send' | 'schedule' | 'cancel' | 'retry' | 'delete';

/**
 * What can be done with a newsletter now: a test to oneself (editing), sending it or scheduling it,
 * taking a schedule back and retrying failed recipients (sending), deleting a draft.
 */
export function NewsletterActions({
  newsletterId,
  version,
  status,
  canEdit,
  canSend,
  canDelete,
  failed,
  audienceSize,
  proposed,
}: {
  newsletterId: number;
  version: number;
  status: string;
  canEdit: boolean;
  canSend: boolean;
  canDelete: boolean;
  failed: number;
  audienceSize: number;
  /** The time Schedule offers first, `YYYY-MM-DDTHH:MM` in UTC. */
  proposed: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState<Action | null>(null);
  const [at, setAt] = React.useState(proposed);
  const [confirming, setConfirming] = React.useState(false);

  async function run(action: Action, path: string, body: unknown, done: string, method = 'POST') {
    setBusy(action);
    try {
      await fetchJson(`/api/newsletters/${newsletterId}${path}`, answered, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      toast.success(done);
      setConfirming(false);
      if (action === 'delete') router.push('/marketing/newsletters');
      else router.refresh();
    } catch (error) {
      toast.error('Nothing was done', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setBusy(null);
    }
  }

  const spin = (action: Action) => (busy === action ? <Spinner /> : null);
  const draft = status === 'draft';

  return (
    <div className="space-y-3" role="group" aria-label="The newsletter’s actions">
      <div className="flex flex-wrap items-center gap-2">
        {canEdit ? (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void run('test', '/test', undefined, 'Test sent to your address')}
          >
            {spin('test')}
            Send test to me
          </Button>
        ) : null}
        {canSend && (draft || status === 'scheduled') ? (
          confirming ? (
            <>
              <span className="text-sm">
                Send to {audienceSize} {audienceSize === 1 ? 'address' : 'addresses'} now?
              </span>
              <Button
                disabled={busy !== null}
                onClick={() => void run('send', '/send', { version }, 'Sending')}
              >
                {spin('send')}
                Yes, send now
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                No
              </Button>
            </>
          ) : (
            <Button disabled={busy !== null || audienceSize === 0} onClick={() => setConfirming(true)}>
              Send now
            </Button>
          )
        ) : null}
        {canSend && status === 'scheduled' ? (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void run('cancel', '/cancel', { version }, 'Back to draft')}
          >
            {spin('cancel')}
            Cancel the schedule
          </Button>
        ) : null}
        {canSend && failed > 0 ? (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void run('retry', '/retry', {}, 'Failed recipients queued again')}
          >
            {spin('retry')}
            Retry {failed} failed
          </Button>
        ) : null}
        {canDelete && (draft || status === 'cancelled') ? (
          <Button
            variant="ghost"
            disabled={busy !== null}
            onClick={() => void run('delete', '', undefined, 'Deleted', 'DELETE')}
          >
            {spin('delete')}
            Delete
          </Button>
        ) : null}
      </div>
      {canSend && draft ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run('schedule', '/send', { version, at: `${at}:00Z` }, 'Scheduled');
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="send-at">Send at (UTC)</Label>
            <Input
              id="send-at"
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              required
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {spin('schedule')}
            Schedule
          </Button>
        </form>
      ) : null}
    </div>
  );
}
