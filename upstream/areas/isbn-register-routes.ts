import { z } from '@hono/zod-openapi';
import { publicationArea } from '@/lib/areas/publications';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  isbnBlockInputSchema,
  isbnBlockSchema,
  isbnReservationInputSchema,
  isbnReservationSchema,
} from '@/lib/contract/isbn-register';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { badRequest } from '../platform/http-error';
import { mountRoute, readJson } from '../resources';
import {
  addIsbnBlock,
  isbnBlockSummaries,
  isbnReservations,
  releaseIsbn,
  reserveIsbn,
} from './isbn-register';

/*
 * The ISBN register's screen: adding a block the agency gave the firm (Manage), and holding numbers
 * for forthcoming titles or letting them go (Edit). Assigned numbers are never freed.
 */

const tags = ['publications'];
const rights = publicationArea.rights;

const addBlockRoute = guardedRoute(rights.delete, {
  method: 'post',
  path: '/publications/isbn-blocks',
  tags,
  summary: 'Add a block of ISBNs: a registrant prefix of a registration group, its size from its length',
  description:
    'The prefix must be exactly 978 or 979, a registration group and a registrant as the ranges have them (422 otherwise, or when it overlaps a block held).',
  request: {
    body: {
      content: { 'application/json': { schema: isbnBlockInputSchema.meta({ id: 'IsbnBlockInput' }) } },
      required: true,
    },
  },
  responses: {
    201: json(okEnvelope(isbnBlockSchema.meta({ id: 'IsbnBlock' })), 'The block, with its free numbers'),
    ...errorResponses(400, 422),
  },
});

const reservationsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/publications/isbn-reservations',
  tags,
  summary: 'The numbers reserved for forthcoming titles, with their notes',
  responses: {
    200: json(okEnvelope(z.array(isbnReservationSchema).meta({ id: 'IsbnReservations' })), 'Newest first'),
  },
});

const reserveRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/publications/isbn-reservations',
  tags,
  summary: 'Reserve a number of a block for a forthcoming title: the one named, or the next free',
  description:
    '"Assign next free" passes a reserved number by; a number reserved or assigned already is refused (422).',
  request: {
    body: {
      content: {
        'application/json': { schema: isbnReservationInputSchema.meta({ id: 'IsbnReservationInput' }) },
      },
      required: true,
    },
  },
  responses: {
    201: json(okEnvelope(isbnReservationSchema.meta({ id: 'IsbnReservation' })), 'The number held'),
    ...errorResponses(400, 422),
  },
});

const releaseRoute = guardedRoute(rights.update, {
  method: 'delete',
  path: '/publications/isbn-reservations/{isbn}',
  tags,
  summary: 'Release a reserved number; an assigned number is never released',
  request: { params: z.object({ isbn: z.string().meta({ description: 'The reserved ISBN-13' }) }) },
  responses: {
    200: json(okEnvelope(isbnReservationSchema.meta({ id: 'IsbnReleased' })), 'Released'),
    ...errorResponses(400, 404, 422),
  },
});

export function registerIsbnRegisterRoutes(api: UpstreamApp): void {
  mountRoute(api, addBlockRoute, async (c) => {
    const { prefix } = await readJson(c, isbnBlockInputSchema);
    const now = c.var.deps.now();
    const block = await c.var.deps.database.db.transaction(async (tx) => {
      const created = await addIsbnBlock(tx, prefix, now);
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'insert',
        entity: 'isbn_blocks',
        entityId: created.blockId,
        after: { prefix: created.prefix },
        requestId: c.var.requestId,
        at: now,
      });
      const summaries = await isbnBlockSummaries(tx);
      return summaries.find((summary) => summary.blockId === created.blockId);
    });
    return c.json({ success: true, data: block }, 201);
  });
  mountRoute(api, reservationsRoute, async (c) =>
    c.json({ success: true, data: await isbnReservations(c.var.deps.database.db) }, 200),
  );
  mountRoute(api, reserveRoute, async (c) => {
    const request = await readJson(c, isbnReservationInputSchema);
    const now = c.var.deps.now();
    const held = await c.var.deps.database.db.transaction(async (tx) => {
      const reserved = await reserveIsbn(tx, request, now);
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'insert',
        entity: 'isbn_numbers',
        entityId: reserved.isbn,
        after: { state: 'reserved', note: reserved.note },
        requestId: c.var.requestId,
        at: now,
      });
      return reserved;
    });
    return c.json({ success: true, data: held }, 201);
  });
  mountRoute(api, releaseRoute, async (c) => {
    const typed = c.req.param('isbn') ?? '';
    if (typed.length > 20 || typed.includes('\u0000'))
      throw badRequest('Invalid input', [{ path: 'isbn', message: 'Enter an ISBN of 13 digits' }]);
    const now = c.var.deps.now();
    const released = await c.var.deps.database.db.transaction(async (tx) => {
      const gone = await releaseIsbn(tx, typed);
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'delete',
        entity: 'isbn_numbers',
        entityId: gone.isbn,
        before: { state: 'reserved', note: gone.note },
        requestId: c.var.requestId,
        at: now,
      });
      return gone;
    });
    return c.json({ success: true, data: released }, 200);
  });
}
