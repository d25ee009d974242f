import 'server-only';
import { z } from 'zod';
import { chapterSchema, type Chapter } from '@/lib/contract/chapters';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import {
  exportRunList,
  exportRunSummarySchema,
  readinessList,
  readinessRowSchema,
  type ExportRunSummary,
  type ReadinessRow,
} from '@/lib/contract/exports';
import type { ListPage } from '@/lib/contract/list-query';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of Publications › Exports: the readiness matrix, one product's row, the runs. */

const chaptersAnswer = okEnvelope(z.array(chapterSchema));

export type ReadinessQuery = ReturnType<typeof readinessList.parse>;
export type ExportRunQuery = ReturnType<typeof exportRunList.parse>;

export async function listReadiness(
  caller: UpstreamCaller,
  query: ReadinessQuery,
): Promise<ListPage<ReadinessRow>> {
  const answer = await upstreamCall(listEnvelope(readinessRowSchema), 'publication-exports/readiness', {
    ...caller,
    query: readinessList.toRecord(query),
    fallbackError: 'Failed to fetch the readiness matrix',
  });
  return { items: answer.data, meta: answer.meta };
}

export async function getReadiness(caller: UpstreamCaller, publicationId: number): Promise<ReadinessRow> {
  const answer = await upstreamCall(
    okEnvelope(readinessRowSchema),
    `publication-exports/readiness/${publicationId}`,
    { ...caller, fallbackError: 'Failed to fetch the export readiness' },
  );
  return answer.data;
}

export async function listExportRuns(
  caller: UpstreamCaller,
  query: ExportRunQuery,
): Promise<ListPage<ExportRunSummary>> {
  const answer = await upstreamCall(listEnvelope(exportRunSummarySchema), 'publication-exports/runs', {
    ...caller,
    query: exportRunList.toRecord(query),
    fallbackError: 'Failed to fetch the export runs',
  });
  return { items: answer.data, meta: answer.meta };
}

/** A publication's chapters in reading order, with their credits and DOI states. */
export async function listChapters(caller: UpstreamCaller, publicationId: number): Promise<Chapter[]> {
  const answer = await upstreamCall(chaptersAnswer, `publications/${publicationId}/chapters`, {
    ...caller,
    fallbackError: 'Failed to fetch the chapters',
  });
  return answer.data;
}
