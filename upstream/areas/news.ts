import { z } from '@hono/zod-openapi';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { canMoveNews } from '@/lib/areas/news-workflow';
import { newsArea, newsStatusRequestSchema, type NewsItem } from '@/lib/areas/news';
import { NEWS_STATUS } from '@/lib/contract/choices';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import type { NewsStatus } from '@/lib/contract/enums';
import { SLOT_FILE_TYPES, slotTypesText } from '@/lib/contract/file-slots';
import { sanitizeRichText } from '../content/sanitize';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contacts, news, newsAuthors, newsPublications, publications } from '../db/schema';
import { registerSlotRoutes } from '../files/slot-routes';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readId, readJson, registerArea, unprocessable, type WriteContext } from '../resources';
import { mountLinkLookup } from '../content/link-lookup';

/*
 * News: a slug no other item has, a body sanitised on every write, publications and authors that exist, a
 * header image uploaded by its own route (`/news/{newsId}/image`, an image); the status moves by its own route, and a scheduled item goes
 * live by itself once its time has come (`publishDueNews`, run before every read of news).
 */

const outerId = qualified(news.id);
const iso = (column: typeof news.publishedAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const publicationIds = sql<
  number[]
>`(select coalesce(array_agg(${newsPublications.publicationId} order by ${newsPublications.publicationId}), '{}')
  from ${newsPublications} where ${newsPublications.newsId} = ${outerId})`;

const linkedPublications = sql`(select coalesce(json_agg(json_build_object(
    'publicationId', ${publications.id}, 'title', ${publications.title}, 'format', ${publications.format},
    'isbn', ${publications.isbn}, 'status', ${publications.status}, 'publicationDate', ${publications.publicationDate})
    order by ${publications.title}, ${publications.id}), '[]'::json)
  from ${newsPublications} join ${publications} on ${publications.id} = ${newsPublications.publicationId}
  where ${newsPublications.newsId} = ${outerId})`;

const authorIds = sql<
  number[]
>`(select coalesce(array_agg(${newsAuthors.contactId} order by ${newsAuthors.position}), '{}')
  from ${newsAuthors} where ${newsAuthors.newsId} = ${outerId})`;

const linkedAuthors = sql`(select coalesce(json_agg(json_build_object(
    'contactId', ${contacts.id}, 'name', concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))
    order by ${newsAuthors.position}), '[]'::json)
  from ${newsAuthors} join ${contacts} on ${contacts.id} = ${newsAuthors.contactId}
  where ${newsAuthors.newsId} = ${outerId})`;

type Values = {
  slug: string;
  body: string | null;
  publicationIds: number[];
  authorIds: number[];
};

async function missingOf(
  tx: Tx,
  table: typeof publications | typeof contacts,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

async function check(tx: Tx, values: Values, id?: number): Promise<void> {
  const issues: FieldIssue[] = [];
  const [holder] = await tx
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.slug, values.slug), id ? ne(news.id, id) : undefined));
  if (holder)
    issues.push({ path: 'slug', message: `News item ${holder.id} already has the slug ${values.slug}` });
  if (!values.body || sanitizeRichText(values.body) === '')
    issues.push({ path: 'body', message: 'Write the body: nothing of it would be left to show' });
  const missingPublications = await missingOf(tx, publications, values.publicationIds);
  if (missingPublications.length > 0)
    issues.push({
      path: 'publicationIds',
      message: `There is no publication ${missingPublications.join(', ')}`,
    });
  const missingAuthors = await missingOf(tx, contacts, values.authorIds);
  if (missingAuthors.length > 0)
    issues.push({ path: 'authorIds', message: `There is no contact ${missingAuthors.join(', ')}` });
  if (issues.length > 0) throw unprocessable(issues);
}

async function writeLinks({ tx }: WriteContext, id: number, values: Values): Promise<void> {
  await tx.delete(newsPublications).where(eq(newsPublications.newsId, id));
  await tx.delete(newsAuthors).where(eq(newsAuthors.newsId, id));
  if (values.publicationIds.length > 0)
    await tx
      .insert(newsPublications)
      .values(values.publicationIds.map((publicationId) => ({ newsId: id, publicationId })));
  if (values.authorIds.length > 0)
    await tx
      .insert(newsAuthors)
      .values(values.authorIds.map((contactId, position) => ({ newsId: id, contactId, position })));
}

/** Scheduled items whose time has come are published, each recorded in the audit log as the system's move. */
export async function publishDueNews(db: Tx, now: Date): Promise<void> {
  const isDue = and(eq(news.status, 'scheduled'), lte(news.publishedAt, now));
  // Mostly nothing is due: one look, without a transaction or a write on every request.
  const [any] = await db.select({ id: news.id }).from(news).where(isDue).limit(1);
  if (!any) return;
  await db.transaction(async (tx) => {
    const due = await tx
      .update(news)
      .set({ status: 'published', version: sql`${news.version} + 1`, updatedAt: now })
      .where(isDue)
      .returning({ id: news.id, publishedAt: news.publishedAt });
    for (const item of due)
      await recordAudit(tx, {
        userId: null,
        action: 'update',
        entity: 'news',
        entityId: item.id,
        before: { status: 'scheduled' },
        after: { status: 'published', publishedAt: item.publishedAt },
        at: now,
      });
  });
}

function movedAt(before: NewsItem, to: NewsStatus, publishAt: string | undefined, now: Date): Date | null {
  if (to === 'draft') return null;
  if (to === 'published') return now;
  if (to === 'archived') return before.publishedAt ? new Date(before.publishedAt) : now;
  const at = publishAt ? new Date(publishAt) : null;
  if (!at || at.getTime() <= now.getTime())
    throw new HttpError(422, 'Choose a time to come for it to go live', [
      { path: 'publishAt', message: 'Choose a time to come' },
    ]);
  return at;
}

async function moveStatus(
  { tx, now }: WriteContext,
  id: number,
  before: NewsItem,
  to: NewsStatus,
  publishAt: string | undefined,
): Promise<void> {
  if (!canMoveNews(before.status, to))
    throw new HttpError(
      422,
      `A news item cannot move from ${NEWS_STATUS.labels[before.status]} to ${NEWS_STATUS.labels[to]}`,
      [{ path: 'status', message: 'This move is not in the news item’s life' }],
    );
  await tx
    .update(news)
    .set({ status: to, publishedAt: movedAt(before, to, publishAt, now) })
    .where(eq(news.id, id));
}

const tags = ['news'];

const statusRoute = guardedRoute(newsArea.rights.update, {
  method: 'post',
  path: '/news/{newsId}/status',
  tags,
  summary: 'Schedule, publish, archive a news item, or take it back to draft',
  description:
    'draft → scheduled (with `publishAt`, a time to come) or published at once; scheduled → published or back ' +
    'to draft; published → archived; archived → draft. A scheduled item goes live by itself at its time.',
  request: {
    params: z.object({ newsId: z.string().meta({ description: 'The news item’s id' }) }),
    body: {
      content: { 'application/json': { schema: newsStatusRequestSchema.meta({ id: 'NewsStatusRequest' }) } },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'The news item as it now is',
      content: { 'application/json': { schema: okEnvelope(newsArea.detailSchema) } },
    },
  },
});

export function registerNewsRoutes(app: UpstreamApp): void {
  // Before every read or write of news, so nothing ever shows a scheduled item whose time has come.
  app.use('/news', async (c, next) => {
    await publishDueNews(c.var.deps.database.db, c.var.deps.now());
    await next();
  });
  app.use('/news/*', async (c, next) => {
    await publishDueNews(c.var.deps.database.db, c.var.deps.now());
    await next();
  });

  const resource = registerArea(app, newsArea, {
    table: news,
    columns: {
      publishedAt: iso(news.publishedAt),
      publicationIds,
      publications: linkedPublications,
      authorIds,
      authors: linkedAuthors,
    },
    sorts: { publishedAt: sql`${news.publishedAt}` },
    check: ({ tx }, values, before) => check(tx, values, before?.newsId),
    row: (values, columns) => ({ ...columns, body: sanitizeRichText(values.body ?? '') }),
    afterWrite: writeLinks,
    extend(api) {
      mountLinkLookup(api, {
        rights: newsArea.rights.update,
        path: '/news/links',
        tags,
        noun: 'a news item',
        schemaId: 'NewsLinks',
      });
    },
  });

  registerSlotRoutes(app, {
    slot: 'newsImage',
    path: '/news/{newsId}/image',
    idParam: 'newsId',
    rights: newsArea.rights.update,
    tags,
    summaries: {
      put: 'Give a news item its header image, or a new one',
      delete: 'Take a news item’s header image off',
    },
    description: `The body is the image’s bytes: ${slotTypesText(SLOT_FILE_TYPES.newsImage)}, read from the image itself.`,
    schemaId: 'NewsImage',
    refusals: { 415: 'Not an image the website shows' },
  });

  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'newsId');
    const { status, publishAt, version } = await readJson(c, newsStatusRequestSchema);
    const moved = await resource.versionedWrite(c, id, version, (context, before) =>
      moveStatus(context, id, before as NewsItem, status, publishAt),
    );
    return c.json({ success: true, data: moved }, 200);
  });
}
