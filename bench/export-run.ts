import { z } from 'zod';
import { exportRunSummarySchema } from '@/lib/contract/exports';
import type { DbKind } from './dataset';
import type { Credentials } from './measure';
import type { Target } from './targets';

/** One export run, timed from sending the request to the last byte of its answer. */
export interface ExportMeasurement {
  target: string;
  db: DbKind;
  /** Wall clock, to the tenth of a second; also when the run failed or got no answer. */
  seconds: number;
  /** Null when it got no answer. */
  status: number | null;
  /** The run as the API answered it; null when it answered no run. */
  run: Pick<
    z.infer<typeof exportRunSummarySchema>,
    'runId' | 'status' | 'includedCount' | 'blockedCount' | 'deletedCount' | 'sizeBytes' | 'error'
  > | null;
  note?: string;
}

// The contract's own schema, so that the bench reads what the API promises; the blocked list is left out.
const answerSchema = z.object({
  data: exportRunSummarySchema.pick({
    runId: true,
    status: true,
    includedCount: true,
    blockedCount: true,
    deletedCount: true,
    sizeBytes: true,
    error: true,
  }),
});

/**
 * Runs the target's export once. Not warmed nor repeated: a run writes the whole file and a second run
 * would time the same work with its code compiled, which the first export of a day does not have.
 */
export async function measureExport(
  target: Target,
  db: DbKind,
  baseUrl: string,
  credentials: Credentials,
): Promise<ExportMeasurement> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  const base = { target: target.name, db };
  const started = performance.now();
  const elapsed = (): number => Math.round((performance.now() - started) / 100) / 10;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${target.path}`, { method: target.method, headers, body: target.body });
    text = await response.text();
  } catch (error) {
    const note = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    return { ...base, seconds: elapsed(), status: null, run: null, note };
  }
  const seconds = elapsed();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): described below by its first characters.
  }
  const parsed = answerSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    const note = `answered ${response.status}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
    return { ...base, seconds, status: response.status, run: null, note };
  }
  const run = parsed.data.data;
  return { ...base, seconds, status: response.status, run, ...(run.error ? { note: run.error } : {}) };
}
