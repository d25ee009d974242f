import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SLOT_FILE_TYPES, type FileSlot } from '@/lib/contract/file-slots';
import { AREA_RIGHTS, REQUIRE, type Guard } from '@/lib/rights';
import * as schema from '../db/schema';
import { checkCover } from './cover-check';
import { slotTypeCheck } from './slot-types';

/** A column of some table that points at a stored file. */
export interface FileReference {
  table: PgTable;
  column: AnyPgColumn;
}

/**
 * Every reference to a stored file, read from the schema's foreign keys, so that a table added later with
 * a file column can never make its files look orphaned.
 */
export function fileReferences(): FileReference[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));
  return tables.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((foreignKey) => foreignKey.reference())
      .filter((reference) => reference.foreignTable === schema.storedFiles)
      .flatMap((reference) => reference.columns.map((column) => ({ table, column }))),
  );
}

/** True when some record points at the file whose id is `fileId` (an SQL expression). */
export function isReferenced(fileId: SQL): SQL {
  const exists = fileReferences().map(
    ({ table, column }) => sql`exists (select 1 from ${table} where ${column} = ${fileId})`,
  );
  return sql`(${sql.join(exists, sql` or `)})`;
}

/** Where a record holds a file, and whose rights read and change it: the guard of the record's pages. */
export interface FileSlotColumn {
  table: PgTable;
  column: AnyPgColumn;
  id: AnyPgColumn;
  /** The record carries `version` and `updated_at`, moved when a file is attached. */
  versioned: boolean;
  read: Guard;
  attach: Guard;
  /**
   * What the slot asks of a file's content beyond the store's own checks (a cover's type and size in
   * pixels), thrown as the HTTP error to answer. Every way into the slot runs it: an upload and the
   * attaching of a stored file alike.
   */
  check?: (bytes: Uint8Array) => void;
}

const publishing = [REQUIRE.publishing];
const exportsGuard = [REQUIRE.publishing, REQUIRE.publicationsExport];
const expensesGuard = [REQUIRE.financial, REQUIRE.expenses];

export const FILE_SLOT_COLUMNS: Record<FileSlot, FileSlotColumn> = {
  publicationCover: {
    table: schema.publications,
    column: schema.publications.coverFileId,
    id: schema.publications.id,
    versioned: true,
    read: publishing,
    attach: publishing,
    check: checkCover,
  },
  contractDocument: {
    table: schema.contracts,
    column: schema.contracts.documentFileId,
    id: schema.contracts.id,
    versioned: true,
    read: AREA_RIGHTS.contracts.view,
    attach: AREA_RIGHTS.contracts.update,
  },
  expenseReceipt: {
    table: schema.expenses,
    column: schema.expenses.receiptFileId,
    id: schema.expenses.id,
    versioned: true,
    read: expensesGuard,
    attach: expensesGuard,
  },
  publicationExport: {
    table: schema.publicationExports,
    column: schema.publicationExports.fileId,
    id: schema.publicationExports.id,
    versioned: true,
    read: exportsGuard,
    attach: exportsGuard,
  },
  newsImage: {
    table: schema.news,
    column: schema.news.imageFileId,
    id: schema.news.id,
    versioned: true,
    read: AREA_RIGHTS.cms.view,
    attach: AREA_RIGHTS.cms.update,
    check: slotTypeCheck('A header image', SLOT_FILE_TYPES.newsImage),
  },
  proposalSample: {
    table: schema.proposals,
    column: schema.proposals.manuscriptFileId,
    id: schema.proposals.id,
    versioned: true,
    read: AREA_RIGHTS.cms.view,
    attach: AREA_RIGHTS.cms.update,
    check: slotTypeCheck('A proposal’s sample', SLOT_FILE_TYPES.proposalSample),
  },
};

/**
 * Columns that hold a file without being a slot to attach one to: a website element's banner image is part
 * of its content (draft and published), and these generated columns follow it. Their files are read with the
 * CMS's right, as files no record holds are.
 */
export const FILE_HOLDING_COLUMNS: readonly FileReference[] = [
  { table: schema.siteElements, column: schema.siteElements.draftImageFileId },
  { table: schema.siteElements, column: schema.siteElements.publishedImageFileId },
];

export const FILE_SLOT_ENTRIES = Object.entries(FILE_SLOT_COLUMNS) as [FileSlot, FileSlotColumn][];
