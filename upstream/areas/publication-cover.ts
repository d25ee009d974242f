import { publicationArea } from '@/lib/areas/publications';
import { COVER_MIN_SHORT_SIDE_PX } from '@/lib/contract/cover';
import type { UpstreamApp } from '../platform/app-type';
import { registerSlotRoutes } from '../files/slot-routes';

/*
 * A publication's cover: uploaded, checked for its type and size in pixels, stored and put in the
 * record in one call, or taken off it. The record's version moves either way.
 */
export function registerCoverRoutes(api: UpstreamApp): void {
  registerSlotRoutes(api, {
    slot: 'publicationCover',
    path: '/publications/{publicationId}/cover',
    idParam: 'publicationId',
    rights: publicationArea.rights.update,
    tags: ['publications'],
    summaries: {
      put: 'Give a publication its cover, or a new one',
      delete: 'Take a publication’s cover off',
    },
    description:
      `The body is the image’s bytes: JPEG or PNG, at least ${COVER_MIN_SHORT_SIDE_PX} px on the short side ` +
      '(read from the image itself; 415 for another type, 422 when smaller).',
    schemaId: 'PublicationCover',
    refusals: { 415: 'Not a JPEG or PNG image', 422: 'Smaller than retailers take, or unreadable' },
  });
}
