import { z } from '@hono/zod-openapi';
import { okEnvelope } from '@/lib/contract/envelope';
import { ACCEPTED_FILE_TYPES, MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import {
  fileAttachedSchema,
  fileAttachSchema,
  fileUploadQuery,
  orphanDeletedSchema,
  orphanDeleteSchema,
  orphanFileList,
  orphanFilesMetaSchema,
  storedFileSchema,
} from '@/lib/contract/files';
import { AREA_RIGHTS, REQUIRE } from '@/lib/rights';
import { attachFile } from '../files/attach-file';
import { readableFile } from '../files/file-access';
import { toStoredFile } from '../files/file-rows';
import { fileStoreOf } from '../files/open-store';
import { deleteOrphans, listOrphans } from '../files/orphans';
import { saveFile } from '../files/save-file';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute, SIGNED_IN } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { checkQuery, mountRoute, readId, readJson, readQuery } from '../resources';

/*
 * The file store: upload, read a file and its content, the orphans no record holds, deleting them and
 * attaching one to a record. A file is read with the rights of a record that holds it (file-access.ts).
 */

const tags = ['files'];
const params = z.object({ fileId: z.string().meta({ description: 'The file’s id' }) });
const fileEnvelope = okEnvelope(storedFileSchema.meta({ id: 'StoredFile' }));
const rights = AREA_RIGHTS.cms;

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/**
 * Anyone who edits a kind of record that holds files may upload one. Until a record holds it, only the
 * uploader and the CMS (Orphan Files) read it; once held, the record's own guard applies.
 */
const UPLOAD_RIGHTS = [...REQUIRE.cms, ...REQUIRE.publishing, ...REQUIRE.contracts, ...REQUIRE.expenses];

/** A request whose body is a file's bytes, and the answer when they are too many. */
export const fileBody = {
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  required: true,
};
export const tooLargeResponse = { 413: { description: 'Larger than the file store takes' } };

const uploadRoute = guardedRoute(UPLOAD_RIGHTS, {
  method: 'post',
  path: '/files',
  tags,
  summary: 'Store a file: a cover, a receipt, a manuscript sample or an image',
  description:
    `The body is the file’s bytes; its type is read from them, never from the name (${Object.values(ACCEPTED_FILE_TYPES).join(', ')}), ` +
    `at most ${MAX_FILE_BYTES / (1024 * 1024)} MB. Stored under the SHA-256 of the content: the same bytes stored ` +
    'again answer the file stored first (200 instead of 201). The file is an orphan until a record holds it.',
  request: {
    query: fileUploadQuery,
    body: fileBody,
  },
  responses: {
    200: json(fileEnvelope, 'These bytes were stored already'),
    201: json(fileEnvelope, 'Stored'),
    ...errorResponses(400),
    ...tooLargeResponse,
    415: { description: 'Not a kind of file the firm keeps' },
  },
});

const getRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/files/{fileId}',
  tags,
  summary: 'A stored file’s name, type, size and checksum',
  description:
    'For whoever may read a record that holds it; an orphan for its uploader and the CMS (403 otherwise).',
  request: { params },
  responses: { 200: json(fileEnvelope, 'The file'), ...errorResponses(400, 404) },
});

const contentRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/files/{fileId}/content',
  tags,
  summary: 'A stored file’s content, inline, with its type',
  description: 'The same rights as the file. The ETag is the content’s SHA-256, which never changes.',
  request: { params },
  responses: {
    200: {
      description: 'The bytes',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    304: { description: 'Not modified (If-None-Match)' },
    ...errorResponses(400, 404),
  },
});

const orphansRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/files/orphans',
  tags,
  summary: 'Stored files no record holds, with the space they take',
  description: 'Every file column of the schema is read: a file held by any record is never listed.',
  request: { query: orphanFileList.schema },
  responses: {
    200: json(
      z
        .object({
          success: z.literal(true),
          data: z.array(storedFileSchema),
          meta: orphanFilesMetaSchema,
        })
        .meta({ id: 'OrphanFileList' }),
      'One page',
    ),
    ...errorResponses(400),
  },
});

const deleteOrphansRoute = guardedRoute(rights.delete, {
  method: 'post',
  path: '/files/orphans/delete',
  tags,
  summary: 'Delete orphan files and their content',
  description:
    'Only files that are still orphans go; one a record took meanwhile is kept and named in `kept`. ' +
    'Answers the space freed.',
  request: { body: jsonBody(orphanDeleteSchema.meta({ id: 'OrphanDelete' })) },
  responses: {
    200: json(okEnvelope(orphanDeletedSchema.meta({ id: 'OrphansDeleted' })), 'Deleted'),
    ...errorResponses(400),
  },
});

const attachRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/files/{fileId}/attach',
  tags,
  summary: 'Put a file in a record: a publication’s cover, a news item’s header image…',
  description:
    'Also needs the rights of the record’s own pages (403). The record’s version moves; the file it held ' +
    'before is answered as `replacedFileId`. A slot that checks its content checks the file as an upload ' +
    'to it would be (a cover: 415 when not a JPEG or PNG, 422 when too small).',
  request: { params, body: jsonBody(fileAttachSchema.meta({ id: 'FileAttach' })) },
  responses: {
    200: json(okEnvelope(fileAttachedSchema.meta({ id: 'FileAttached' })), 'Attached'),
    ...errorResponses(400, 404, 422),
    415: { description: 'Not a type the slot takes' },
  },
});

export async function requestBytes(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FILE_BYTES)
    throw new HttpError(
      413,
      `The file is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB, the most the file store takes`,
    );
  return new Uint8Array(await request.arrayBuffer());
}

/** A name for Content-Disposition: quotes and controls out, and the UTF-8 original beside it. */
function dispositionName(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerFileRoutes(app: UpstreamApp): void {
  mountRoute(app, orphansRoute, async (c) => {
    checkQuery(c, orphanFileList.schema);
    const query = orphanFileList.parse(c.req.query());
    const { items, total, totalBytes } = await listOrphans(c.var.deps.database.db, query);
    return c.json(
      { success: true, data: items, meta: { page: query.page, pageSize: query.pageSize, total, totalBytes } },
      200,
    );
  });

  mountRoute(app, deleteOrphansRoute, async (c) => {
    const { user } = signedIn(c);
    const { fileIds } = await readJson(c, orphanDeleteSchema);
    const result = await deleteOrphans(c.var.deps, fileIds, {
      userId: user.userId,
      requestId: c.var.requestId,
    });
    return c.json({ success: true, data: result }, 200);
  });

  mountRoute(app, uploadRoute, async (c) => {
    const { user } = signedIn(c);
    const { name } = readQuery(c, fileUploadQuery);
    const bytes = await requestBytes(c.req.raw);
    const { file, created } = await saveFile(c.var.deps, {
      name,
      bytes,
      userId: user.userId,
      requestId: c.var.requestId,
    });
    return c.json({ success: true, data: file }, created ? 201 : 200);
  });

  mountRoute(app, getRoute, async (c) => {
    const { user } = signedIn(c);
    const file = await readableFile(c.var.deps.database.db, user, readId(c, 'fileId'));
    return c.json({ success: true, data: toStoredFile(file) }, 200);
  });

  mountRoute(app, contentRoute, async (c) => {
    const { user } = signedIn(c);
    const file = await readableFile(c.var.deps.database.db, user, readId(c, 'fileId'));
    const etag = `"${file.checksum}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { etag });
    const bytes = await fileStoreOf(c.var.deps).get(file.storageKey);
    if (!bytes) throw new HttpError(404, 'The file’s content is missing from the file store');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': file.mimeType,
      'content-disposition': dispositionName(file.name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      etag,
    });
  });

  mountRoute(app, attachRoute, async (c) => {
    const { user } = signedIn(c);
    const fileId = readId(c, 'fileId');
    const target = await readJson(c, fileAttachSchema);
    const { replacedFileId } = await attachFile(c.var.deps, user, fileId, target, c.var.requestId);
    return c.json({ success: true, data: { fileId, ...target, replacedFileId } }, 200);
  });
}
