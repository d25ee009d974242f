import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './access';
import { identity, versioned } from './columns';

/**
 * Every uploaded or generated file. Tables that use a file point at it; a file nothing points at is an
 * orphan (the CMS orphan-files screen lists them for clean-up).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identity(),
    name: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** SHA-256 of the content, hex. */
    checksum: char({ length: 64 }).notNull(),
    /** Where the bytes live in the file store; unique so two rows never claim one object. */
    storageKey: text().notNull().unique(),
    /** An image's size in pixels, read from its own header when stored; null for other files. */
    widthPx: integer(),
    heightPx: integer(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.name),
    index().on(t.createdAt),
    index().on(t.checksum),
    index().on(t.uploadedById),
    // The orphan list's sorts: each value, then the id.
    index('stored_files_created_at_id_idx').on(t.createdAt, t.id),
    index('stored_files_size_bytes_id_idx').on(t.sizeBytes, t.id),
    index('stored_files_lower_name_id_idx').on(sql`lower(${t.name})`, t.id, t.name),
    check('stored_files_size_check', sql`${t.sizeBytes} >= 0`),
    check(
      'stored_files_pixels_check',
      sql`(${t.widthPx} is null and ${t.heightPx} is null) or (${t.widthPx} > 0 and ${t.heightPx} > 0)`,
    ),
  ],
);
