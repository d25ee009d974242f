import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { imagePixels } from './image-pixels';
import { fileStoreOf } from './open-store';

const BATCH = 100;

/**
 * Gives images stored before their size was recorded (migration 0028) their width and height, read
 * from the file store a batch at a time; run at start-up. An image that cannot be read or is missing
 * from the store stays unmeasured, and the exports' pre-flight asks for it to be uploaded again.
 * Answers how many were measured.
 */
export async function measureStoredImages(deps: Pick<UpstreamDeps, 'config' | 'database'>): Promise<number> {
  const { db } = deps.database;
  const store = fileStoreOf(deps);
  let measured = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: storedFiles.id, storageKey: storedFiles.storageKey, mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .where(
        and(like(storedFiles.mimeType, 'image/%'), isNull(storedFiles.widthPx), gt(storedFiles.id, after)),
      )
      .orderBy(asc(storedFiles.id))
      .limit(BATCH);
    for (const row of rows) {
      const bytes = await store.get(row.storageKey);
      const pixels = bytes ? imagePixels(row.mimeType, bytes) : null;
      if (!pixels?.widthPx) continue;
      await db.update(storedFiles).set(pixels).where(eq(storedFiles.id, row.id));
      measured += 1;
    }
    if (rows.length < BATCH) return measured;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
