'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { FileXIcon, UploadIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const answered = okOf(isRecord);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A file a record holds in a place of its own (a publication's cover, a news item's header image, a
 * proposal's sample): its preview, and uploading, replacing or removing it in one call to the record's
 * address. The API reads the file's type (and what else the place asks) and says why it refuses one,
 * shown as it is; the page is then read again, since the record's version moved.
 */
export function SlotFilePanel({
  address,
  noun,
  inputLabel,
  hasFile,
  preview,
  hint,
  accept,
}: {
  /** Through the BFF: `/api/news/12/image`. */
  address: string;
  /** As the buttons and messages name it: "cover", "header image". */
  noun: string;
  inputLabel: string;
  hasFile: boolean;
  /** What is shown of the file the record holds. */
  preview: React.ReactNode;
  /** The types (and sizes) taken, as a person reads them. */
  hint: string;
  /** The file chooser's first offer; the API decides. */
  accept: string;
}) {
  const router = useRouter();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const headingId = React.useId();

  async function run(search: string, request: RequestInit, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      await fetchJson(`${address}${search}`, answered, request);
      toast.success(done);
      router.refresh();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The server could not be reached.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const upload = (file: File) =>
    run(
      `?name=${encodeURIComponent(file.name)}`,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: file },
      hasFile ? `The ${noun} was replaced` : `The ${noun} was added`,
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      {/* A record page's tab holds it, right under the page's h1. */}
      <h2 id={headingId} className="text-sm font-medium">
        {capitalised(noun)}
      </h2>
      {hasFile ? (
        preview
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <FileXIcon className="size-4" aria-hidden="true" />
          No {noun} yet.
        </p>
      )}
      <p className="text-sm text-muted-foreground">{hint}</p>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          <UploadIcon aria-hidden="true" />
          {busy ? 'Sending…' : hasFile ? `Replace ${noun}` : `Upload ${noun}`}
        </Button>
        {hasFile ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void run('', { method: 'DELETE' }, `The ${noun} was removed`)}
          >
            Remove {noun}
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="max-w-md text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
