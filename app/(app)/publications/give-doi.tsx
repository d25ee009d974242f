'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';

const givenDoi = okOf(hasId('publicationId'));

/** Give the publication its DOI from the firm's prefix and suffix pattern; Crossref's next deposit registers it. */
export function GiveDoi({ publicationId }: { publicationId: number }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  async function give() {
    setBusy(true);
    try {
      const answer = await fetchJson(`/api/publications/${publicationId}/doi`, givenDoi, { method: 'POST' });
      toast.success(`DOI ${String(answer.data.doi)} given; the next Crossref deposit registers it`);
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The DOI could not be given.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={give} disabled={busy}>
      Give a DOI
    </Button>
  );
}
