import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/contract/auth';
import { FILE_SLOT_NAMES, type FileSlot } from '@/lib/contract/file-slots';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import type { Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { forbidden, notFound } from '../platform/http-error';
import { loadFile, type FileRow } from './file-rows';
import { FILE_SLOT_ENTRIES } from './references';

const holdingSchema = z.object({ rows: z.array(z.object({ slots: z.array(z.enum(FILE_SLOT_NAMES)) })) });

/** The slots whose records point at the file, in one statement. */
async function holdingSlots(db: Tx, fileId: number): Promise<FileSlot[]> {
  const cases = FILE_SLOT_ENTRIES.map(
    ([slot, { table, column }]) =>
      sql`case when exists (select 1 from ${table} where ${column} = ${fileId}) then ${slot} end`,
  );
  const result = await db.execute(
    sql`select array_remove(array[${sql.join(cases, sql`, `)}]::text[], null) as slots`,
  );
  return holdingSchema.parse(result).rows[0]?.slots ?? [];
}

/**
 * A file is served to whoever may read a record that holds it, through that record's page guard; a
 * file no record holds yet to whoever uploaded it and to the CMS, whose Orphan Files page shows it.
 */
export async function readableFile(db: Tx, user: CurrentUser, fileId: number): Promise<FileRow> {
  const file = await loadFile(db, eq(storedFiles.id, fileId));
  if (!file) throw notFound('No such file');
  if (file.uploadedById === user.userId) return file;
  const slots = await holdingSlots(db, fileId);
  const guards =
    slots.length === 0
      ? [AREA_RIGHTS.cms.view]
      : FILE_SLOT_ENTRIES.filter(([slot]) => slots.includes(slot)).map(([, column]) => column.read);
  if (!guards.some((guard) => meetsGuard(user, guard)))
    throw forbidden('You do not have the right to read the records that hold this file');
  return file;
}
