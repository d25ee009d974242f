'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { ImageOffIcon, UploadIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { COVER_MIN_SHORT_SIDE_PX, COVER_TYPES } from '@/lib/contract/cover';
import { CoverImage } from './cover-image';

const answered = okOf(isRecord);

/**
 * The cover of a publication: its preview, and uploading, replacing or removing it. The API reads the
 * image's type and size in pixels and says why it refuses one; the page is then read again, since the
 * record's version moved.
 */
export function CoverPanel({
  publicationId,
  coverFileId,
}: {
  publicationId: number;
  coverFileId: number | null;
}) {
  const router = useRouter();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const address = `/api/publications/${publicationId}/cover`;

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
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      },
      coverFileId ? 'The cover was replaced' : 'The cover was added',
    );

  return (
    <section aria-labelledby="cover-heading" className="grid gap-3">
      <h3 id="cover-heading" className="text-sm font-medium">
        Cover
      </h3>
      {coverFileId ? (
        <CoverImage
          fileId={coverFileId}
          alt="The publication’s cover"
          className="max-h-80 min-h-24 w-auto min-w-16 justify-self-start rounded-md border"
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageOffIcon className="size-4" aria-hidden="true" />
          No cover yet.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {Object.values(COVER_TYPES).join(' or ')}, at least {COVER_MIN_SHORT_SIDE_PX} px on the short side.
      </p>
      <input
        ref={input}
        type="file"
        accept={Object.keys(COVER_TYPES).join(',')}
        className="sr-only"
        aria-label="Cover image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          <UploadIcon aria-hidden="true" />
          {busy ? 'Sending…' : coverFileId ? 'Replace cover' : 'Upload cover'}
        </Button>
        {coverFileId ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void run('', { method: 'DELETE' }, 'The cover was removed')}
          >
            Remove cover
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
