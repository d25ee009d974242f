'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const accepted = okOf(isRecord);

/** Files the publication under the suggested term in one click, then shows the suggestions left. */
export function AcceptSuggestion({
  publicationId,
  termId,
  label,
}: {
  publicationId: number;
  termId: number;
  label: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  async function accept() {
    setBusy(true);
    setRefusal(null);
    try {
      await fetchJson('/api/taxonomies/suggestions/accept', accepted, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ publicationId, termId }),
      });
      toast.success(`Filed under ${label}`);
      router.refresh();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The suggestion could not be accepted.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-grid justify-items-end gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => void accept()}
        aria-label={`Accept ${label}`}
      >
        {busy ? 'Accepting…' : 'Accept'}
      </Button>
      {refusal ? (
        <span role="alert" className="max-w-xs text-xs text-destructive">
          {refusal}
        </span>
      ) : null}
    </span>
  );
}
