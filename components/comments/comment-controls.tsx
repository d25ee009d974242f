'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord, hasId, okOf } from '@/lib/bff/parser';
import { COMMENT_MAX_LENGTH } from '@/lib/contract/comment-limits';

/*
 * The browser's part of a comment thread: writing, changing and deleting one's own comments through
 * the BFF, then asking the server for the thread again. The thread itself is rendered on the server.
 */

const savedComment = okOf(hasId('commentId'));

/** Sends a comment's text; answers the API's message for the text, or throws another failure. */
async function send(
  path: string,
  method: 'POST' | 'PUT',
  body: Record<string, unknown>,
): Promise<string | null> {
  try {
    await fetchJson(`/api/${path}`, savedComment, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return error.issues?.find((issue) => issue.path === 'body')?.message ?? error.message;
    }
    throw error;
  }
}

const UNREACHABLE = 'The server could not be reached. Please try again.';

function CommentEditor({
  id,
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit(text: string): Promise<string | null>;
  onCancel?(): void;
}) {
  const [text, setText] = React.useState(initial);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const hint = `${id}-hint`;
  const error = `${id}-error`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const refused = await onSubmit(text);
      setProblem(refused);
      if (!refused && !onCancel) setText('');
    } catch {
      setProblem(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hint} ${error}` : hint}
      />
      <p id={hint} className="text-xs text-muted-foreground">
        Mention a colleague with @ and their user name: they are told, if they may see this record.
      </p>
      {problem ? (
        <p id={error} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner label="" /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A new comment on the thread at `path` (`news/12/comments`). */
export function CommentComposer({ path }: { path: string }) {
  const router = useRouter();
  return (
    <CommentEditor
      id="new-comment"
      label="Add a comment"
      initial=""
      submitLabel="Post comment"
      onSubmit={async (text) => {
        const refused = await send(path, 'POST', { body: text });
        if (!refused) router.refresh();
        return refused;
      }}
    />
  );
}

/** Edit and Delete under one's own comment, whose text the server rendered above them. */
export function OwnCommentActions({ path, body, version }: { path: string; body: string; version: number }) {
  const router = useRouter();
  const [editing, setEditing] = React.useState(false);
  const [asking, setAsking] = React.useState(false);

  /** Deletes the comment; false keeps the dialog open after a refusal. */
  async function remove(): Promise<boolean> {
    try {
      await fetchJson(`/api/${path}`, deletedRecord, { method: 'DELETE' });
      toast.success('Comment deleted');
      router.refresh();
      return true;
    } catch (error) {
      toast.error('The comment was not deleted', {
        description: error instanceof ApiError ? error.message : UNREACHABLE,
      });
      return false;
    }
  }

  if (editing)
    return (
      <CommentEditor
        id={`edit-${path.replaceAll('/', '-')}`}
        label="Your comment"
        initial={body}
        submitLabel="Save"
        onCancel={() => setEditing(false)}
        onSubmit={async (text) => {
          const refused = await send(path, 'PUT', { body: text, version });
          if (!refused) router.refresh();
          return refused;
        }}
      />
    );
  return (
    <>
      <div className="flex gap-1">
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this comment?"
        description="It cannot be brought back."
        confirmLabel="Delete"
        onConfirm={remove}
      />
    </>
  );
}
