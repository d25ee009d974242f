'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { NEWS_MOVE_LABELS, NEWS_MOVES } from '@/lib/areas/news-workflow';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { NewsStatus } from '@/lib/contract/enums';

const ScheduleDialog = lazyDialog(() => import('./schedule-dialog').then((module) => module.ScheduleDialog));

const movedNews = okOf(hasId('newsId'));

export interface NewsMove {
  newsId: number;
  version: number;
}

/** Sends a move of a news item's life; the caller says what happened, or the API's refusal is thrown. */
export async function sendNewsMove(move: NewsMove, status: NewsStatus, publishAt?: string): Promise<void> {
  await fetchJson(`/api/news/${move.newsId}/status`, movedNews, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, publishAt, version: move.version }),
  });
}

/** The item's next steps as buttons; Schedule asks for the time it goes live, `proposed` first. */
export function NewsStatusActions({
  status,
  proposed,
  ...move
}: NewsMove & { status: NewsStatus; proposed: string }) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<NewsStatus | null>(null);
  const [scheduling, setScheduling] = React.useState(false);

  async function go(to: NewsStatus) {
    setMoving(to);
    try {
      await sendNewsMove(move, to);
      toast.success(to === 'published' ? 'Published' : to === 'archived' ? 'Archived' : 'Back to draft');
      router.refresh();
    } catch (error) {
      toast.error('The status was not changed', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The news item’s life">
      {NEWS_MOVES[status].map((to) => (
        <Button
          key={to}
          variant={to === 'draft' || to === 'archived' ? 'outline' : 'default'}
          disabled={moving !== null}
          onClick={() => (to === 'scheduled' ? setScheduling(true) : void go(to))}
        >
          {moving === to ? <Spinner label="" /> : null}
          {NEWS_MOVE_LABELS[status][to]}
        </Button>
      ))}
      <ScheduleDialog open={scheduling} onOpenChange={setScheduling} move={move} proposed={proposed} />
    </div>
  );
}
