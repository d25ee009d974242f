'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

/*
 * The register's writes: a block added, a number reserved, a reservation released. Each sends through
 * the BFF, shows the API's message beside the field it names, and re-renders the page on success.
 */

const answered = okOf(isRecord);

type Issues = Record<string, string>;

function useSend() {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const [issues, setIssues] = React.useState<Issues>({});
  async function send(
    method: string,
    path: string,
    body: unknown,
    done: (data: Record<string, unknown>) => string,
  ) {
    setBusy(true);
    setIssues({});
    try {
      const answer = await fetchJson(`/api/${path}`, answered, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      toast.success(done(answer.data));
      router.refresh();
      return true;
    } catch (error) {
      const found: Issues = {};
      if (error instanceof ApiError)
        for (const issue of error.issues ?? []) found[issue.path] ??= issue.message;
      found.form = error instanceof Error ? error.message : 'The request could not be sent.';
      setIssues(found);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, issues, send };
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** A block the agency gave the firm, typed as its prefix. */
export function AddBlockForm() {
  const { busy, issues, send } = useSend();
  const [prefix, setPrefix] = React.useState('');
  const message = issues.prefix ?? issues.form;
  return (
    <form
      className="grid gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (
          await send(
            'POST',
            'publications/isbn-blocks',
            { prefix },
            (data) => `Block ${String(data.prefix)} added`,
          )
        )
          setPrefix('');
      }}
    >
      <Label htmlFor="isbn-block-prefix">Prefix</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="isbn-block-prefix"
          className="max-w-56 font-mono"
          placeholder="978-1-915555"
          value={prefix}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'isbn-block-prefix-message' : 'isbn-block-prefix-hint'}
          onChange={(event) => setPrefix(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy || prefix.trim() === ''}>
          {busy ? 'Adding…' : 'Add block'}
        </Button>
      </div>
      <p id="isbn-block-prefix-hint" className="text-sm text-muted-foreground">
        978 or 979, the registration group and the registrant, as the agency gave them.
      </p>
      <FieldMessage id="isbn-block-prefix-message" message={message} />
    </form>
  );
}

/** Holds a number for a forthcoming title: the block's next free one, or a free one typed. */
export function ReserveForm({ blocks }: { blocks: { blockId: number; prefix: string }[] }) {
  const { busy, issues, send } = useSend();
  const [blockId, setBlockId] = React.useState(String(blocks[0]?.blockId ?? ''));
  const [isbn, setIsbn] = React.useState('');
  const [note, setNote] = React.useState('');
  return (
    <form
      className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-start"
      onSubmit={async (event) => {
        event.preventDefault();
        const done = await send(
          'POST',
          'publications/isbn-reservations',
          { blockId: Number(blockId), isbn: isbn.trim() || null, note },
          (data) => `${String(data.isbn)} reserved`,
        );
        if (done) {
          setIsbn('');
          setNote('');
        }
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="reserve-block">Block</Label>
        <NativeSelect
          id="reserve-block"
          className="w-44"
          value={blockId}
          onChange={(event) => setBlockId(event.target.value)}
        >
          {blocks.map((block) => (
            <option key={block.blockId} value={block.blockId}>
              {block.prefix}
            </option>
          ))}
        </NativeSelect>
        <FieldMessage id="reserve-block-message" message={issues.blockId} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="reserve-isbn">ISBN (optional)</Label>
        <Input
          id="reserve-isbn"
          className="w-48 font-mono"
          placeholder="Next free"
          value={isbn}
          aria-invalid={issues.isbn ? true : undefined}
          aria-describedby={issues.isbn ? 'reserve-isbn-message' : undefined}
          onChange={(event) => setIsbn(event.target.value)}
        />
        <FieldMessage id="reserve-isbn-message" message={issues.isbn} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="reserve-note">For</Label>
        <Input
          id="reserve-note"
          placeholder="The forthcoming title"
          value={note}
          aria-invalid={issues.note ? true : undefined}
          aria-describedby={issues.note ? 'reserve-note-message' : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldMessage id="reserve-note-message" message={issues.note} />
      </div>
      <div className="grid gap-1">
        <span aria-hidden="true" className="hidden text-sm sm:block">
          &nbsp;
        </span>
        <Button type="submit" disabled={busy || blockId === ''}>
          {busy ? 'Reserving…' : 'Reserve'}
        </Button>
      </div>
      {issues.form && !issues.blockId && !issues.isbn && !issues.note ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {issues.form}
        </p>
      ) : null}
    </form>
  );
}

/** Lets a reserved number go: it is free again, unless the register's counter has passed it. */
export function ReleaseButton({ isbn, shown }: { isbn: string; shown: string }) {
  const { busy, issues, send } = useSend();
  return (
    <span className="inline-grid justify-items-end gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Release ${shown}`}
        onClick={() =>
          void send('DELETE', `publications/isbn-reservations/${isbn}`, undefined, () => `${shown} released`)
        }
      >
        {busy ? 'Releasing…' : 'Release'}
      </Button>
      {issues.form ? (
        <span role="alert" className="text-xs text-destructive">
          {issues.form}
        </span>
      ) : null}
    </span>
  );
}
