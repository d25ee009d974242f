'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';

export interface TargetChoice {
  key: string;
  name: string;
  mode: 'full' | 'delta';
}

const createdRun = okOf(hasId('runId'));

/**
 * Export now: a recipient (or Crossref, or the spreadsheet) and a full file or the changes since its
 * last run. The run is written while the button waits; the page then shows it first in the history.
 */
export function ExportForm({ targets }: { targets: readonly TargetChoice[] }) {
  const router = useRouter();
  const [target, setTarget] = React.useState(targets[0]?.key ?? '');
  const [mode, setMode] = React.useState<'full' | 'delta'>(targets[0]?.mode ?? 'full');
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await fetchJson('/api/publication-exports/runs', createdRun, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target, mode }),
      });
      const run = answer.data as { runId: number; status?: string; error?: string | null };
      if (run.status === 'failed') setRefusal(run.error ?? 'The export failed.');
      else toast.success('The export is done: its file is first in the history below');
      router.push(`/publications/exports?run=${run.runId}#report`);
      router.refresh();
    } catch (error) {
      setRefusal(
        error instanceof Error ? error.message : 'The server could not be reached; nothing was exported.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-describedby="export-refusal">
      <div className="grid gap-1.5">
        <Label htmlFor="export-target">Recipient</Label>
        <NativeSelect
          id="export-target"
          className="w-64"
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            const chosen = targets.find((entry) => entry.key === event.target.value);
            if (chosen) setMode(chosen.mode);
          }}
        >
          {targets.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="export-mode">File</Label>
        <NativeSelect
          id="export-mode"
          className="w-56"
          value={mode}
          onChange={(event) => setMode(event.target.value === 'delta' ? 'delta' : 'full')}
        >
          <option value="full">Full catalogue</option>
          <option value="delta">Changes since the last run</option>
        </NativeSelect>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Exporting…' : 'Export now'}
      </Button>
      <p id="export-refusal" role="alert" className="basis-full text-sm text-destructive empty:hidden">
        {refusal}
      </p>
    </form>
  );
}
