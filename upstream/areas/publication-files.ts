import { z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { publicationArea } from '@/lib/areas/publications';
import { okEnvelope } from '@/lib/contract/envelope';
import type { FileSlot } from '@/lib/contract/file-slots';
import { heldFileSchema, type HeldFile } from '@/lib/contract/files';
import type { CurrentUser } from '@/lib/contract/auth';
import { meetsGuard } from '@/lib/rights';
import type { Tx } from '../db/client';
import {
  expenses,
  publicationExportItems,
  publicationExports,
  publications,
  storedFiles,
} from '../db/schema';
import { selectFiles, toStoredFile } from '../files/file-rows';
import { FILE_SLOT_COLUMNS } from '../files/references';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { notFound } from '../platform/http-error';
import { mountRoute, readId } from '../resources';

/*
 * The files a publication's record holds or that the file store links to it: its cover, and — for those
 * whose rights read them — the receipts of expenses charged to it and the export files that carry it.
 */

const filesRoute = guardedRoute(publicationArea.rights.view, {
  method: 'get',
  path: '/publications/{publicationId}/files',
  tags: ['publications'],
  summary: 'The files of a publication: its cover, receipts of expenses charged to it, exports carrying it',
  description: 'Receipts and exports only for those who may read them (their pages’ rights).',
  request: { params: z.object({ publicationId: z.string().meta({ description: 'The publication’s id' }) }) },
  responses: {
    200: json(okEnvelope(z.array(heldFileSchema).meta({ id: 'PublicationFiles' })), 'Cover first'),
    ...errorResponses(400, 404),
  },
});

const EXPORTS_SHOWN = 20;

async function publicationFiles(tx: Tx, user: CurrentUser, publicationId: number): Promise<HeldFile[]> {
  const [publication] = await tx
    .select({ coverFileId: publications.coverFileId })
    .from(publications)
    .where(eq(publications.id, publicationId));
  if (!publication) throw notFound(`No publication ${publicationId}`);
  const held: { slot: FileSlot; recordId: number; fileId: number }[] = [];
  if (publication.coverFileId !== null)
    held.push({ slot: 'publicationCover', recordId: publicationId, fileId: publication.coverFileId });
  if (meetsGuard(user, FILE_SLOT_COLUMNS.expenseReceipt.read)) {
    const receipts = await tx
      .select({ recordId: expenses.id, fileId: expenses.receiptFileId })
      .from(expenses)
      .where(and(eq(expenses.publicationId, publicationId), isNotNull(expenses.receiptFileId)))
      .orderBy(desc(expenses.id));
    for (const receipt of receipts)
      if (receipt.fileId !== null) held.push({ slot: 'expenseReceipt', ...receipt, fileId: receipt.fileId });
  }
  if (meetsGuard(user, FILE_SLOT_COLUMNS.publicationExport.read)) {
    const feeds = await tx
      .select({ recordId: publicationExports.id, fileId: publicationExports.fileId })
      .from(publicationExports)
      .innerJoin(publicationExportItems, eq(publicationExportItems.exportId, publicationExports.id))
      .where(
        and(eq(publicationExportItems.publicationId, publicationId), isNotNull(publicationExports.fileId)),
      )
      .orderBy(desc(publicationExports.createdAt), desc(publicationExports.id))
      .limit(EXPORTS_SHOWN);
    for (const feed of feeds)
      if (feed.fileId !== null) held.push({ slot: 'publicationExport', ...feed, fileId: feed.fileId });
  }
  if (held.length === 0) return [];
  const rows = await selectFiles(tx).where(
    inArray(
      storedFiles.id,
      held.map((entry) => entry.fileId),
    ),
  );
  const byId = new Map(rows.map((row) => [row.fileId, toStoredFile(row)]));
  return held.flatMap(({ slot, recordId, fileId }) => {
    const file = byId.get(fileId);
    return file ? [{ slot, recordId, file }] : [];
  });
}

export function registerPublicationFileRoutes(api: UpstreamApp): void {
  mountRoute(api, filesRoute, async (c) => {
    const { user } = signedIn(c);
    const files = await publicationFiles(c.var.deps.database.db, user, readId(c, 'publicationId'));
    return c.json({ success: true, data: files }, 200);
  });
}
