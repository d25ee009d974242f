'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { SiteElementState } from '@/lib/contract/enums';

const movedElement = okOf(hasId('elementId'));

type Move = 'publish' | 'unpublish';

const DONE: Record<Move, { title: string; description: string }> = {
  publish: { title: 'Published', description: 'The website is now served this version.' },
  unpublish: { title: 'Unpublished', description: 'The website is no longer served this element.' },
};

/** Publish (the draft becomes what is served) and Unpublish (nothing is served), as the state allows. */
export function ElementPublishActions({
  elementId,
  version,
  state,
}: {
  elementId: number;
  version: number;
  state: SiteElementState;
}) {
  const router = useRouter();
  const [moving, setMoving] = React.useState<Move | null>(null);

  async function go(move: Move) {
    setMoving(move);
    try {
      await fetchJson(`/api/site-elements/${elementId}/${move}`, movedElement, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version }),
      });
      toast.success(DONE[move].title, { description: DONE[move].description });
      router.refresh();
    } catch (error) {
      toast.error(move === 'publish' ? 'Not published' : 'Not unpublished', {
        description:
          error instanceof ApiError ? error.message : 'The server could not be reached; nothing changed.',
      });
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Publishing">
      {state !== 'published' ? (
        <Button disabled={moving !== null} onClick={() => void go('publish')}>
          {moving === 'publish' ? <Spinner label="" /> : null}
          {state === 'changed' ? 'Publish changes' : 'Publish'}
        </Button>
      ) : null}
      {state !== 'draft' ? (
        <Button variant="outline" disabled={moving !== null} onClick={() => void go('unpublish')}>
          {moving === 'unpublish' ? <Spinner label="" /> : null}
          Unpublish
        </Button>
      ) : null}
    </div>
  );
}
