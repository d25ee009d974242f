import { z } from '@hono/zod-openapi';
import { and, ilike, or, sql } from 'drizzle-orm';
import { newsLinkSchema } from '@/lib/areas/news';
import { okEnvelope } from '@/lib/contract/envelope';
import { safeText } from '@/lib/contract/safe-input';
import { publicationRefColumns } from '../areas/refs';
import type { Tx } from '../db/client';
import { contacts, publications } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute, type RouteRights } from '../platform/guarded-route';
import { containsPattern, mountRoute, readQuery } from '../resources';

/*
 * The look-up of the website's content forms (news, elements): publications by title or ISBN and authors by
 * name that a piece of content can name, ten of each at the most.
 */

const linksQuery = z.object({
  q: safeText()
    .trim()
    .min(2, 'Type at least two characters')
    .max(100)
    .meta({ description: 'Title, ISBN or name' }),
});
const LOOKUP_LIMIT = 10;

async function findLinks(db: Tx, q: string) {
  const pattern = containsPattern(q);
  const name = sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`;
  const [found, authors] = await Promise.all([
    db
      .select(publicationRefColumns)
      .from(publications)
      .where(or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)))
      .orderBy(publications.title, publications.id)
      .limit(LOOKUP_LIMIT),
    db
      .select({ contactId: contacts.id, name })
      .from(contacts)
      .where(and(sql`'author' = any(${contacts.roles})`, sql`${name} ilike ${pattern}`))
      .orderBy(contacts.lastName, contacts.id)
      .limit(LOOKUP_LIMIT),
  ]);
  return { publications: found, authors };
}

/** `GET {path}` for a content form whose writers have `rights`; `noun` names what links ("a news item"). */
export function mountLinkLookup(
  app: UpstreamApp,
  {
    rights,
    path,
    tags,
    noun,
    schemaId,
  }: { rights: RouteRights; path: string; tags: string[]; noun: string; schemaId: string },
): void {
  const route = guardedRoute(rights, {
    method: 'get',
    path,
    tags,
    summary: `Publications (by title or ISBN) and authors (by name) ${noun} can name`,
    request: { query: linksQuery },
    responses: {
      200: {
        description: 'At most ten of each',
        content: { 'application/json': { schema: okEnvelope(newsLinkSchema.meta({ id: schemaId })) } },
      },
    },
  });
  mountRoute(app, route, async (c) => {
    const { q } = readQuery(c, linksQuery);
    return c.json({ success: true, data: await findLinks(c.var.deps.database.db, q) }, 200);
  });
}
