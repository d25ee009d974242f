import { eq } from 'drizzle-orm';
import { isImageType } from '@/lib/contract/file-slots';
import { expenses } from '../db/schema';
import { readableFile } from '../files/file-access';
import { fileFactsColumn } from '../files/file-rows';
import { HttpError } from '../platform/http-error';
import { unprocessable, type WriteContext } from '../resources';

/** The receipt's facts for the page's preview, or null when the expense holds none. */
export const receiptColumn = fileFactsColumn(expenses.receiptFileId);

const isReceiptType = (mimeType: string) => isImageType(mimeType) || mimeType === 'application/pdf';

/**
 * A new receipt is an image or a PDF the user may read already (one just uploaded, as a rule): naming a
 * file's number must not hand another record's file to everyone who reads expenses.
 */
export async function checkReceipt(
  { tx, user }: Pick<WriteContext, 'tx' | 'user'>,
  fileId: number | null,
  before: number | null,
): Promise<void> {
  if (fileId === null || fileId === before) return;
  const refuse = (message: string) => unprocessable([{ path: 'receiptFileId', message }]);
  const file = await readableFile(tx, user, fileId).catch((error: unknown) => {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404))
      throw refuse(`There is no stored file ${fileId} you may attach`);
    throw error;
  });
  if (!isReceiptType(file.mimeType)) throw refuse('A receipt is an image or a PDF');
  const [held] = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.receiptFileId, fileId))
    .limit(1);
  if (held) throw refuse(`That file is already the receipt of expense ${held.id}`);
}
