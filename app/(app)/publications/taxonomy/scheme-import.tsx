'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { UploadIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const imported = okOf(
  (value): value is { codes: number; added: number; updated: number } =>
    isRecord(value) &&
    Number.isInteger(value.codes) &&
    Number.isInteger(value.added) &&
    Number.isInteger(value.updated),
);

/** What each scheme's file may be: EDItEUR's Thema file, BISAC and BIC code lists. */
const ACCEPT = {
  thema: '.json,.xml,application/json,text/xml,application/xml',
  bisac: '.csv,.json,text/csv,application/json',
  bic: '.csv,.json,text/csv,application/json',
} as const;

/**
 * Import of a scheme's code-list file (Thema's JSON or XML, BISAC's or BIC's CSV or JSON), read in the
 * browser and sent whole: the API checks every row before writing any, and its message names the row
 * that stopped it.
 */
export function SchemeImport({ scheme, name }: { scheme: keyof typeof ACCEPT; name: string }) {
  const router = useRouter();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function send(file: File) {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await fetchJson(`/api/taxonomy/${scheme}/import`, imported, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: file.name, content: await file.text() }),
      });
      toast.success(
        `${answer.data.codes} ${name} codes imported: ${answer.data.added} new, ${answer.data.updated} updated`,
      );
      router.refresh();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The file could not be sent.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="grid justify-items-end gap-1">
      <input
        ref={input}
        type="file"
        accept={ACCEPT[scheme]}
        className="sr-only"
        aria-label={`${name} code-list file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {busy ? 'Importing…' : `Import ${name} file`}
      </Button>
      {refusal ? (
        <p role="alert" className="max-w-md text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
