import { z } from 'zod';
import { FILE_SLOT_NAMES, MAX_FILE_BYTES } from './file-slots';
import { defineList } from './list-query';
import { recordId, safeText } from './safe-input';

/** A stored file as the API describes it. */
export const storedFileSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  checksum: z.string().meta({ description: 'SHA-256 of the content, hex' }),
  createdAt: z.string().meta({ description: 'When it was uploaded (ISO 8601)' }),
  uploadedBy: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A file a record holds, as its page previews it: an image inline, another file as a link. */
export const fileFactsSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type FileFacts = z.infer<typeof fileFactsSchema>;

/** The name an upload is stored under, given beside the bytes (`?name=`). */
export const fileUploadQuery = z.object({
  name: safeText({ error: 'Give the file’s name' })
    .trim()
    .min(1, 'Give the file’s name')
    .max(255, 'A file name has at most 255 characters')
    .refine((name) => !/[\\/]/.test(name), 'A file name cannot contain slashes'),
});

export const orphanFileList = defineList({
  sortFields: ['createdAt', 'sizeBytes', 'name'],
  defaultSort: 'createdAt',
  filters: {},
  searchHint: 'the file’s name',
});

export const orphanFilesMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalBytes: z.number().int().meta({ description: 'The space every orphan takes together' }),
});

export const orphanDeleteSchema = z.object({
  fileIds: z
    .array(recordId())
    .min(1, 'Choose at least one file')
    .max(200, 'Delete at most 200 files at once'),
});

export const orphanDeletedSchema = z.object({
  deleted: z.array(z.number().int()),
  bytesFreed: z.number().int(),
  kept: z
    .array(z.number().int())
    .meta({ description: 'Files not deleted: gone already, or referenced since' }),
});
export type OrphanDeleted = z.infer<typeof orphanDeletedSchema>;

export const fileAttachSchema = z.object({
  slot: z.enum(FILE_SLOT_NAMES, { error: 'Choose where the file goes' }),
  recordId: recordId('Give the record’s number'),
});
export type FileAttach = z.infer<typeof fileAttachSchema>;

export const fileAttachedSchema = z.object({
  fileId: z.number().int(),
  slot: z.enum(FILE_SLOT_NAMES),
  recordId: z.number().int(),
  replacedFileId: z.number().int().nullable(),
});

export { MAX_FILE_BYTES };

/** A file a record holds, in which of its places, and the record that holds it when that is another. */
export const heldFileSchema = z.object({
  slot: z.enum(FILE_SLOT_NAMES),
  /** The record that holds it: the publication itself, or an expense or export about it. */
  recordId: z.number().int(),
  file: storedFileSchema,
});
export type HeldFile = z.infer<typeof heldFileSchema>;
