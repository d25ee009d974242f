'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DialogButton } from '@/components/ui/dialog-button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord, hasId, okOf } from '@/lib/bff/parser';
import type { Chapter } from '@/lib/contract/chapters';

const ChapterDialog = lazyDialog(() => import('./chapter-dialog').then((module) => module.ChapterDialog));

const unreachable = 'The server could not be reached.';

const MOVES = [
  { by: -1, word: 'up', Icon: ArrowUpIcon },
  { by: 1, word: 'down', Icon: ArrowDownIcon },
] as const;

/** A button that opens the chapter dialog, with a fresh form on each opening. */
function ChapterDialogButton({
  publicationId,
  chapter,
  ...button
}: { publicationId: number; chapter?: Chapter } & Omit<React.ComponentProps<typeof DialogButton>, 'dialog'>) {
  return (
    <DialogButton
      {...button}
      dialog={(state) => <ChapterDialog {...state} publicationId={publicationId} chapter={chapter} />}
    />
  );
}

export function AddChapter({ publicationId }: { publicationId: number }) {
  return (
    <ChapterDialogButton publicationId={publicationId} variant="outline" size="sm">
      <PlusIcon aria-hidden="true" />
      Add a chapter
    </ChapterDialogButton>
  );
}

/** The chapters in their new order. */
const orderAnswer = okOf(
  (value): value is unknown[] => Array.isArray(value) && value.every(hasId('chapterId')),
);

/** Edit, move up or down, or delete one chapter; `order` is every chapter's id in reading order. */
export function ChapterRowActions({
  publicationId,
  chapter,
  order,
}: {
  publicationId: number;
  chapter: Chapter;
  order: readonly number[];
}) {
  const router = useRouter();
  const [asking, setAsking] = React.useState(false);
  const [moving, setMoving] = React.useState(false);
  const index = order.indexOf(chapter.chapterId);
  const what = `chapter ${chapter.position}, ${chapter.title}`;

  async function move(by: -1 | 1) {
    const next = [...order];
    const other = next[index + by];
    if (other === undefined) return;
    next[index + by] = chapter.chapterId;
    next[index] = other;
    setMoving(true);
    try {
      await fetchJson(`/api/publications/${publicationId}/chapter-order`, orderAnswer, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chapterIds: next }),
      });
      router.refresh();
    } catch (error) {
      toast.error('The chapters were not moved', {
        description: error instanceof ApiError ? error.message : unreachable,
      });
    } finally {
      setMoving(false);
    }
  }

  async function remove(): Promise<boolean> {
    try {
      await fetchJson(`/api/publications/${publicationId}/chapters/${chapter.chapterId}`, deletedRecord, {
        method: 'DELETE',
      });
    } catch (error) {
      toast.error('The chapter was not deleted', {
        description: error instanceof ApiError ? error.message : unreachable,
      });
      return false;
    }
    toast.success('The chapter was deleted');
    router.refresh();
    return true;
  }

  return (
    <div className="flex justify-end gap-1">
      {MOVES.map(({ by, word, Icon }) => (
        <Button
          key={word}
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${what} ${word}`}
          disabled={moving || order[index + by] === undefined || index < 0}
          onClick={() => move(by)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <ChapterDialogButton
        publicationId={publicationId}
        chapter={chapter}
        variant="ghost"
        size="icon-sm"
        aria-label={`Edit ${what}`}
      >
        <PencilIcon aria-hidden="true" />
      </ChapterDialogButton>
      {chapter.doiState === 'deposited' ? null : (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${what}`}
            onClick={() => setAsking(true)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Delete this chapter?"
            description={`${what}: it goes with its credits, and the chapters after it move up.`}
            confirmLabel="Delete"
            onConfirm={remove}
          />
        </>
      )}
    </div>
  );
}
