import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ExportRunCreate } from '@/lib/contract/exports';
import { recipientOf, targetOf } from '@/lib/exports/recipients';
import type { Tx } from '../db/client';
import { publicationExportItems, publicationExports, storedFiles } from '../db/schema';
import { contentKey } from '../files/store';
import { fileStoreOf } from '../files/open-store';
import { recordAudit } from '../platform/audit';
import type { UpstreamDeps } from '../platform/deps';
import { badRequest } from '../platform/http-error';
import { writeCatalogueCsv } from './catalogue-csv';
import { writeCrossrefDeposit } from './crossref';
import { deliver, dropBoxOf } from './delivery';
import { currentFeedVersion, writeOnixFeed, type FeedOutcome } from './onix';
import { streamSink } from './sink';

/*
 * An export run: the file for one recipient (or Crossref's deposit, or the CSV catalogue) written
 * to a temporary file as the catalogue is read, its SHA-256 taken on the way, then kept in the file
 * store and, for a recipient delivered to a drop box, put there (`delivery.ts`). Every product's outcome is recorded
 * with the run; a delta takes what moved past the data version of the recipient's last completed run.
 */

export interface RunActor {
  userId: number | null;
  requestId?: string;
}

/** The data version of the target's last completed run, from which its next delta starts. */
async function lastVersion(db: Tx, target: string): Promise<number> {
  const [last] = await db
    .select({ version: publicationExports.feedVersion })
    .from(publicationExports)
    .where(and(eq(publicationExports.recipient, target), eq(publicationExports.status, 'completed')))
    .orderBy(desc(publicationExports.createdAt), desc(publicationExports.id))
    .limit(1);
  return Number(last?.version ?? 0);
}

/** The file the target's writer makes, streamed to `out`; each batch's outcomes go to `onBatch`. */
export async function writeExport(
  db: Tx,
  deps: Pick<UpstreamDeps, 'config'>,
  request: ExportRunCreate & { sinceVersion: number; untilVersion: number; now: Date; batchId: string },
  out: Writable,
  onBatch?: (outcomes: FeedOutcome[]) => Promise<void>,
): Promise<void> {
  const sink = streamSink(out);
  const { config } = deps;
  const sender = { name: config.PUBLISHER_NAME, email: config.PUBLISHER_EMAIL };
  const common = {
    mode: request.mode,
    sinceVersion: request.sinceVersion,
    untilVersion: request.untilVersion,
    now: request.now,
    publicUrl: config.CATALOGUE_PUBLIC_URL,
  };
  if (request.target === 'crossref')
    return writeCrossrefDeposit(
      db,
      { ...common, depositor: sender, batchId: request.batchId },
      sink,
      onBatch,
    );
  if (request.target === 'catalogue-csv') return writeCatalogueCsv(db, common, sink, onBatch);
  const recipient = recipientOf(request.target);
  if (!recipient) throw badRequest('No such recipient');
  return writeOnixFeed(db, { ...common, recipient, sender }, sink, onBatch);
}

/** Hashes what passes through, so the checksum is taken as the file is written. */
function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

const MIME = { onix_3_0: 'application/xml', crossref: 'application/xml', csv: 'text/csv' } as const;

/** The run's number ends the name, so two runs in one second never overwrite each other in a drop folder. */
function fileName(target: string, format: keyof typeof MIME, mode: string, now: Date, runId: number): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${target}-${mode}-${stamp}-${runId}.${format === 'csv' ? 'csv' : 'xml'}`;
}

/** Runs an export now and answers the run's id; a failure is recorded on the run and answered as its error. */
export async function runExport(
  deps: UpstreamDeps,
  request: ExportRunCreate,
  actor: RunActor,
): Promise<number> {
  const { db } = deps.database;
  const target = targetOf(request.target);
  if (!target) throw badRequest('No such recipient');
  const now = deps.now();
  const sinceVersion = request.mode === 'delta' ? await lastVersion(db, target.key) : 0;
  const untilVersion = await currentFeedVersion(db);
  const [run] = await db
    .insert(publicationExports)
    .values({
      recipient: target.key,
      format: target.format,
      mode: request.mode,
      status: 'running',
      requestedById: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: publicationExports.id });
  const runId = run?.id ?? 0;
  const temporary = path.join(tmpdir(), `colophon-export-${randomUUID()}`);
  const counts = { included: 0, deleted: 0, blocked: 0 };
  try {
    const hash = createHash('sha256');
    const file = createWriteStream(temporary);
    const through = hashing(hash);
    through.pipe(file);
    const closed = new Promise<void>((resolve, reject) => {
      file.on('finish', resolve);
      file.on('error', reject);
    });
    await writeExport(
      db,
      deps,
      { ...request, sinceVersion, untilVersion, now, batchId: `colophon-${runId}` },
      through,
      async (outcomes) => {
        for (const outcome of outcomes) counts[outcome.outcome]++;
        if (outcomes.length === 0) return;
        await db.insert(publicationExportItems).values(
          outcomes.map((outcome) => ({
            exportId: runId,
            publicationId: outcome.publicationId,
            outcome: outcome.outcome,
            reasons:
              outcome.reasons.length > 0 ? outcome.reasons.map((reason) => reason.message).join('\n') : null,
          })),
        );
      },
    );
    through.end();
    await closed;
    const checksum = hash.digest('hex');
    const storageKey = contentKey(checksum);
    const { size } = await stat(temporary);
    await fileStoreOf(deps).putFile(storageKey, temporary, MIME[target.format], checksum);
    const box =
      target.format === 'onix_3_0' && recipientOf(target.key)?.delivery === 'drop-box'
        ? dropBoxOf(deps.config)
        : null;
    const name = fileName(target.key, target.format, request.mode, now, runId);
    const deliveredTo = box ? await deliver(box, temporary, target.key, name) : null;
    const done = deps.now();
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, storageKey));
      const fileId =
        existing?.id ??
        (
          await tx
            .insert(storedFiles)
            .values({
              name,
              mimeType: MIME[target.format],
              sizeBytes: size,
              checksum,
              storageKey,
              uploadedById: actor.userId,
              createdAt: done,
              updatedAt: done,
            })
            .returning({ id: storedFiles.id })
        )[0]?.id;
      await tx
        .update(publicationExports)
        .set({
          status: 'completed',
          fileId,
          checksum,
          feedVersion: untilVersion,
          includedCount: counts.included,
          deletedCount: counts.deleted,
          blockedCount: counts.blocked,
          deliveredTo,
          completedAt: done,
          updatedAt: done,
          version: sql`${publicationExports.version} + 1`,
        })
        .where(eq(publicationExports.id, runId));
      // A deposit registers its DOIs with Crossref, the books' and their chapters': "deposited" from now on.
      if (target.format === 'crossref') {
        await tx.execute(sql`update publications p set doi_registered_at = ${done}
          from publication_export_items i
          where i.export_id = ${runId} and i.outcome = 'included' and i.publication_id = p.id
            and p.doi is not null and p.doi_registered_at is null`);
        await tx.execute(sql`update publication_chapters ch set doi_registered_at = ${done}
          from publication_export_items i
          where i.export_id = ${runId} and i.outcome = 'included' and i.publication_id = ch.publication_id
            and ch.doi is not null and ch.doi_registered_at is null and ch.feed_version <= ${untilVersion}`);
      }
      await recordAudit(tx, {
        userId: actor.userId,
        action: 'insert',
        entity: 'publication_exports',
        entityId: runId,
        after: { target: target.key, mode: request.mode, ...counts, checksum, deliveredTo },
        requestId: actor.requestId,
        at: done,
      });
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const failedAt = deps.now();
    await db.transaction(async (tx) => {
      await tx
        .update(publicationExports)
        .set({ status: 'failed', error: message, updatedAt: failedAt })
        .where(eq(publicationExports.id, runId));
      // A failed run is in the record too: who tried to send what, and why it did not leave.
      await recordAudit(tx, {
        userId: actor.userId,
        action: 'insert',
        entity: 'publication_exports',
        entityId: runId,
        after: { target: target.key, mode: request.mode, status: 'failed', error: message },
        requestId: actor.requestId,
        at: failedAt,
      });
    });
  } finally {
    await rm(temporary, { force: true });
  }
  return runId;
}
