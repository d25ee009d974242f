import { z } from '@hono/zod-openapi';
import { publicationArea } from '@/lib/areas/publications';
import { COVER_MIN_SHORT_SIDE_PX } from '@/lib/contract/cover';
import { okEnvelope } from '@/lib/contract/envelope';
import { fileAttachedSchema, fileUploadQuery } from '@/lib/contract/files';
import { attachFile, checkSlotContent } from '../files/attach-file';
import { saveFile } from '../files/save-file';
import type { UpstreamApp } from '../platform/app-type';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute, readId, readQuery } from '../resources';
import { fileBody, requestBytes, tooLargeResponse } from '../routes/files';

/*
 * A publication's cover: uploaded, checked for its type and size in pixels, stored and put in the
 * record in one call, or taken off it. The record's version moves either way.
 */

const tags = ['publications'];
const params = z.object({ publicationId: z.string().meta({ description: 'The publication’s id' }) });
const rights = publicationArea.rights.update;

const putCoverRoute = guardedRoute(rights, {
  method: 'put',
  path: '/publications/{publicationId}/cover',
  tags,
  summary: 'Give a publication its cover, or a new one',
  description:
    `The body is the image’s bytes: JPEG or PNG, at least ${COVER_MIN_SHORT_SIDE_PX} px on the short side ` +
    '(read from the image itself; 415 for another type, 422 when smaller). The cover it replaces is answered ' +
    'as `replacedFileId`.',
  request: {
    params,
    query: fileUploadQuery,
    body: fileBody,
  },
  responses: {
    200: json(okEnvelope(fileAttachedSchema.meta({ id: 'PublicationCover' })), 'The cover is in place'),
    ...errorResponses(400, 404, 422),
    ...tooLargeResponse,
    415: { description: 'Not a JPEG or PNG image' },
  },
});

const deleteCoverRoute = guardedRoute(rights, {
  method: 'delete',
  path: '/publications/{publicationId}/cover',
  tags,
  summary: 'Take a publication’s cover off',
  description: 'The file stays in the store, an orphan unless another record holds it. The version moves.',
  request: { params },
  responses: {
    200: json(
      okEnvelope(z.object({ removedFileId: z.number().int().nullable() }).meta({ id: 'CoverRemoved' })),
      'Removed',
    ),
    ...errorResponses(400, 404),
  },
});

export function registerCoverRoutes(api: UpstreamApp): void {
  mountRoute(api, putCoverRoute, async (c) => {
    const { user } = signedIn(c);
    const recordId = readId(c, 'publicationId');
    const { name } = readQuery(c, fileUploadQuery);
    const bytes = await requestBytes(c.req.raw);
    const target = { slot: 'publicationCover', recordId } as const;
    // Checked before it is stored, so a refused image leaves nothing behind.
    checkSlotContent(target.slot, bytes);
    const { deps, requestId } = c.var;
    const { file } = await saveFile(deps, { name, bytes, userId: user.userId, requestId });
    const { replacedFileId } = await attachFile(deps, user, file.fileId, target, requestId, bytes);
    return c.json({ success: true, data: { fileId: file.fileId, ...target, replacedFileId } }, 200);
  });

  mountRoute(api, deleteCoverRoute, async (c) => {
    const target = { slot: 'publicationCover', recordId: readId(c, 'publicationId') } as const;
    const { replacedFileId } = await attachFile(c.var.deps, signedIn(c).user, null, target, c.var.requestId);
    return c.json({ success: true, data: { removedFileId: replacedFileId } }, 200);
  });
}
