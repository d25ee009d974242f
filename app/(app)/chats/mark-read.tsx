'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const marked = okOf(
  (value): value is { marked: number } => isRecord(value) && Number.isInteger(value.marked),
);

/** Marks one mention read (`commentId`), or all of the user's. */
export function MarkMentionsRead({ commentId, label }: { commentId?: number; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);

  async function mark() {
    setBusy(true);
    try {
      await fetchJson('/api/comments/mentions/read', marked, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(commentId ? { commentIds: [commentId] } : { all: true }),
      });
      router.refresh();
    } catch (error) {
      toast.error('The mentions were not marked read', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      size="sm"
      variant={commentId ? 'outline' : 'default'}
      onClick={() => void mark()}
      disabled={busy}
    >
      {busy ? <Spinner label="" /> : null}
      {label}
    </Button>
  );
}
