'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, type Parser } from '@/lib/bff/parser';
import type { ConnectionTest, Integration } from '@/lib/contract/integrations';

type Outcome = Pick<ConnectionTest, 'ok' | 'durationMs' | 'message'>;

// A small guard rather than the contract's zod schema: this button is on the page's first load.
const outcomeParser: Parser<Outcome> = {
  safeParse(value) {
    const data = isRecord(value) ? value.data : undefined;
    return isRecord(data) &&
      typeof data.ok === 'boolean' &&
      typeof data.durationMs === 'number' &&
      typeof data.message === 'string'
      ? { success: true, data: { ok: data.ok, durationMs: data.durationMs, message: data.message } }
      : { success: false };
  },
};

async function runTest(integration: Integration): Promise<Outcome> {
  try {
    return await fetchJson(`/api/apps/${integration}/test`, outcomeParser, { method: 'POST' });
  } catch (error) {
    const message =
      error instanceof ApiError ? error.message : 'The server could not be reached. Please try again.';
    return { ok: false, durationMs: 0, message };
  }
}

/** A card's "Test connection": runs the check on the server, shows its outcome on the card and as a toast. */
export function TestConnection({ integration, name }: { integration: Integration; name: string }) {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function test() {
    setRunning(true);
    const result = await runTest(integration);
    setOutcome(result);
    setRunning(false);
    const title = `${name}: ${result.ok ? 'connection works' : 'connection failed'} (${result.durationMs} ms)`;
    if (result.ok) toast.success(title, { description: result.message });
    else toast.error(title, { description: result.message });
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" size="sm" onClick={test} disabled={running}>
        {running ? 'Testing…' : 'Test connection'}
      </Button>
      <p role="status" aria-live="polite" data-testid={`test-outcome-${integration}`} className="text-sm">
        {outcome ? (
          <>
            <Badge variant={outcome.ok ? 'success' : 'destructive'} className="mr-2">
              {outcome.ok ? 'Succeeded' : 'Failed'}
            </Badge>{' '}
            {`in ${outcome.durationMs} ms: ${outcome.message}`}
          </>
        ) : null}
      </p>
    </div>
  );
}
