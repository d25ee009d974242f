import 'server-only';
import { z } from 'zod';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  heldFileSchema,
  orphanFileList,
  orphanFilesMetaSchema,
  storedFileSchema,
  type HeldFile,
  type StoredFile,
} from '@/lib/contract/files';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The file store's calls that server pages make. */

const heldFilesAnswer = okEnvelope(z.array(heldFileSchema));

export type OrphanFileQuery = ReturnType<typeof orphanFileList.parse>;
export type OrphanFilePage = { items: StoredFile[]; meta: z.infer<typeof orphanFilesMetaSchema> };

const orphanPageSchema = z.object({
  success: z.literal(true),
  data: z.array(storedFileSchema),
  meta: orphanFilesMetaSchema,
});

export async function listOrphanFiles(
  caller: UpstreamCaller,
  query: OrphanFileQuery,
): Promise<OrphanFilePage> {
  const answer = await upstreamCall(orphanPageSchema, 'files/orphans', {
    ...caller,
    query: orphanFileList.toRecord(query),
    fallbackError: 'Failed to fetch the orphan files',
  });
  return { items: answer.data, meta: answer.meta };
}

export async function listPublicationFiles(
  caller: UpstreamCaller,
  publicationId: number,
): Promise<HeldFile[]> {
  const answer = await upstreamCall(heldFilesAnswer, `publications/${publicationId}/files`, {
    ...caller,
    fallbackError: 'Failed to fetch the publication’s files',
  });
  return answer.data;
}
