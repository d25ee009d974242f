import { z } from '@hono/zod-openapi';
import type { FileSlot } from '@/lib/contract/file-slots';
import { okEnvelope } from '@/lib/contract/envelope';
import { fileAttachedSchema, fileUploadQuery } from '@/lib/contract/files';
import type { Guard } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute, readId, readQuery } from '../resources';
import { fileBody, requestBytes, tooLargeResponse } from '../routes/files';
import { attachFile, checkSlotContent } from './attach-file';
import { saveFile } from './save-file';

/** One record's file: where it is uploaded and taken off, and what the API document says of it. */
export interface SlotRoutes {
  slot: FileSlot;
  /** The address, with the record's id as `{idParam}`: `/news/{newsId}/image`. */
  path: `/${string}`;
  idParam: string;
  /** The record's own guard for changing it. */
  rights: Guard;
  tags: string[];
  /** The API document's summaries of the upload and of the removal. */
  summaries: { put: string; delete: string };
  /** What the upload takes and answers beyond the store's own checks (type, size). */
  description: string;
  /** The names of the answers in the API document: `NewsImage`, `NewsImageRemoved`. */
  schemaId: string;
  /** What a 415 (and a 422, for a slot that checks more than the type) means here. */
  refusals: { 415: string; 422?: string };
}

/**
 * A record's file in one call: uploaded, checked as the slot checks it, stored and put in the record
 * (PUT), or taken off it (DELETE). The record's version moves either way; the file replaced or taken off
 * stays in the store, an orphan unless another record holds it, and is answered.
 */
export function registerSlotRoutes(api: UpstreamApp, spec: SlotRoutes): void {
  const params = z.object({ [spec.idParam]: z.string().meta({ description: 'The record’s id' }) });
  const { 422: unreadable, 415: wrongType } = spec.refusals;
  const putRoute = guardedRoute(spec.rights, {
    method: 'put',
    path: spec.path,
    tags: spec.tags,
    summary: spec.summaries.put,
    description: `${spec.description} The file it replaces is answered as \`replacedFileId\`.`,
    request: { params, query: fileUploadQuery, body: fileBody },
    responses: {
      200: json(okEnvelope(fileAttachedSchema.meta({ id: spec.schemaId })), 'The file is in place'),
      ...errorResponses(400, 404),
      ...(unreadable ? { 422: { description: unreadable } } : {}),
      ...tooLargeResponse,
      415: { description: wrongType },
    },
  });
  const deleteRoute = guardedRoute(spec.rights, {
    method: 'delete',
    path: spec.path,
    tags: spec.tags,
    summary: spec.summaries.delete,
    description: 'The file stays in the store, an orphan unless another record holds it. The version moves.',
    request: { params },
    responses: {
      200: json(
        okEnvelope(
          z.object({ removedFileId: z.number().int().nullable() }).meta({ id: `${spec.schemaId}Removed` }),
        ),
        'Removed',
      ),
      ...errorResponses(400, 404),
    },
  });

  mountRoute(api, putRoute, async (c) => {
    const { user } = signedIn(c);
    const target = { slot: spec.slot, recordId: readId(c, spec.idParam) };
    const { name } = readQuery(c, fileUploadQuery);
    const bytes = await requestBytes(c.req.raw);
    // Checked before it is stored, so a refused file leaves nothing behind.
    checkSlotContent(target.slot, bytes);
    const { deps, requestId } = c.var;
    const { file } = await saveFile(deps, { name, bytes, userId: user.userId, requestId });
    const { replacedFileId } = await attachFile(deps, user, file.fileId, target, requestId, bytes);
    return c.json({ success: true, data: { fileId: file.fileId, ...target, replacedFileId } }, 200);
  });

  mountRoute(api, deleteRoute, async (c) => {
    const target = { slot: spec.slot, recordId: readId(c, spec.idParam) };
    const { replacedFileId } = await attachFile(c.var.deps, signedIn(c).user, null, target, c.var.requestId);
    return c.json({ success: true, data: { removedFileId: replacedFileId } }, 200);
  });
}
