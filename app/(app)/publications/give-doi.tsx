'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';

const givenDoi = okOf((value): value is { doi: string } => isRecord(value) && typeof value.doi === 'string');

/**
 * Give a publication (`/api/publications/{id}/doi`) or a chapter its DOI, made from the firm's prefix and
 * suffix pattern or from its book's; Crossref's next deposit registers it.
 */
export function GiveDoi({ url, text = 'Give a DOI', label }: { url: string; text?: string; label?: string }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  async function give() {
    setBusy(true);
    try {
      const answer = await fetchJson(url, givenDoi, { method: 'POST' });
      toast.success(`DOI ${answer.data.doi} given; the next Crossref deposit registers it`);
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The DOI could not be given.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={give} disabled={busy} aria-label={label}>
      {text}
    </Button>
  );
}
