'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { FormFailure } from '@/components/entity-form/form-failure';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import type { EcbImportResult } from '@/lib/contract/exchange-rates';
import type { FieldIssue } from '@/lib/contract/envelope';
import { formatDay, formatNumber } from '@/lib/format';

const imported = okOf(
  (value): value is EcbImportResult =>
    isRecord(value) &&
    Number.isInteger(value.days) &&
    Number.isInteger(value.rates) &&
    Number.isInteger(value.replaced) &&
    typeof value.firstDay === 'string' &&
    typeof value.lastDay === 'string' &&
    Array.isArray(value.currencies) &&
    Array.isArray(value.skipped),
);

function summary(result: EcbImportResult): string {
  const span =
    result.firstDay === result.lastDay
      ? formatDay(result.firstDay)
      : `${formatDay(result.firstDay)} to ${formatDay(result.lastDay)}`;
  const replaced = result.replaced > 0 ? `, ${formatNumber(result.replaced)} replacing earlier ones` : '';
  const skipped =
    result.skipped.length > 0
      ? ` Left out, as the firm keeps no such currency: ${result.skipped.join(', ')}.`
      : '';
  return `Imported ${formatNumber(result.rates)} rates of ${result.currencies.join(', ')} for ${span}${replaced}.${skipped}`;
}

/**
 * Chooses an ECB reference-rates file (eurofxref CSV or XML) and sends it to be imported whole. The API
 * refuses a file with any unreadable line, naming the lines; nothing of it is kept then.
 */
export function EcbImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<{ message: string; issues: readonly FieldIssue[] } | null>(
    null,
  );

  async function send() {
    if (!file) {
      setRefusal({ message: 'Choose the file to import', issues: [] });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await fetchJson('/api/exchange-rates/ecb-import', imported, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: file.name, content: await file.text() }),
      });
      toast.success(summary(answer.data));
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      setRefusal(
        error instanceof ApiError
          ? { message: error.message, issues: error.issues ?? [] }
          : { message: 'The server could not be reached; nothing was imported.', issues: [] },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import the ECB reference rates</DialogTitle>
          <DialogDescription>
            The European Central Bank’s eurofxref file, CSV or XML (the day’s rates or the history). Every day
            of it is kept for the currencies the firm keeps, both ways against the euro; a file with an
            unreadable line is refused whole.
          </DialogDescription>
        </DialogHeader>
        {refusal ? (
          <div className="space-y-2">
            <FormFailure title="Nothing was imported" message={refusal.message} />
            {refusal.issues.length > 0 ? (
              <ul
                className="max-h-40 list-disc overflow-y-auto pl-5 text-sm"
                aria-label="Problems in the file"
              >
                {refusal.issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    {issue.path}: {issue.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="ecb-file">Rates file</Label>
          <input
            id="ecb-file"
            type="file"
            accept=".csv,.xml,text/csv,text/xml,application/xml"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={send} disabled={busy}>
            {busy ? <Spinner label="" /> : null}
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
