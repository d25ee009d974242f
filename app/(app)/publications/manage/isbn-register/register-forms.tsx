'use client';

import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ActionButton, useSend } from '../../send-action';

/*
 * The register's writes: a block added, a number reserved, a reservation released, each showing the
 * API's message beside the field it names.
 */

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** A labelled text input with the API's message for it underneath. */
function TextInput({
  id,
  label,
  message,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  message: string | undefined;
  onChange: (value: string) => void;
} & Pick<React.ComponentProps<'input'>, 'className' | 'placeholder' | 'value'>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
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
      <TextInput
        id="reserve-isbn"
        label="ISBN (optional)"
        className="w-48 font-mono"
        placeholder="Next free"
        value={isbn}
        message={issues.isbn}
        onChange={setIsbn}
      />
      <TextInput
        id="reserve-note"
        label="For"
        placeholder="The forthcoming title"
        value={note}
        message={issues.note}
        onChange={setNote}
      />
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
  return (
    <ActionButton
      label="Release"
      busyLabel="Releasing…"
      accessibleName={`Release ${shown}`}
      method="DELETE"
      path={`publications/isbn-reservations/${isbn}`}
      done={`${shown} released`}
    />
  );
}
