import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  publicImageParams,
  publicNewsItemSchema,
  publicNewsQuery,
  publicSlugParams,
  type PublicNewsItem,
} from '@/lib/contract/public-content';
import {
  publicElementKeyParams,
  publicElementSchema,
  publicElementsQuery,
  type AuthorSpotlightContent,
  type BannerContent,
  type FeaturedBooksContent,
  type PublicElement,
} from '@/lib/contract/site-element-content';
import type { SiteElementType } from '@/lib/contract/enums';
import { publishDueNews } from '../areas/news';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import {
  contacts,
  news,
  newsAuthors,
  newsPublications,
  publications,
  siteElements,
  storedFiles,
} from '../db/schema';
import { fileStoreOf } from '../files/open-store';
import type { UpstreamApp } from '../platform/app-type';
import type { ResourceContext } from '../resources';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { publicRoute } from '../platform/guarded-route';
import { HttpError, notFound } from '../platform/http-error';
import { mountRoute, readQuery } from '../resources';

/*
 * The read-only content API of the firm's website: published news and published elements only, without a
 * session, each answer with an ETag of its content so the site (and any cache between) revalidates
 * cheaply. Drafts, scheduled items not yet live, archived ones and the drafts of elements are never
 * answered: an element is read from its published version alone.
 */

const tags = ['public-content'];
const itemSchema = publicNewsItemSchema.meta({ id: 'PublicNewsItem' });
const DEFAULT_PAGE_SIZE = 10;

const listRoute = publicRoute({
  method: 'get',
  path: '/public/news',
  tags,
  summary: 'Published news, newest first (no session needed)',
  description: 'Answers 304 to an If-None-Match naming the current ETag.',
  request: { query: publicNewsQuery },
  responses: {
    200: json(okEnvelope(z.array(itemSchema)).meta({ id: 'PublicNewsList' }), 'One page'),
    304: { description: 'Not modified' },
    ...errorResponses(400),
  },
});

const itemRoute = publicRoute({
  method: 'get',
  path: '/public/news/{slug}',
  tags,
  summary: 'One published news item by its slug (no session needed)',
  description:
    'A draft, a scheduled item not yet live or an archived one answers 404, as an unknown slug does.',
  request: { params: publicSlugParams },
  responses: {
    200: json(okEnvelope(itemSchema), 'The item'),
    304: { description: 'Not modified' },
    ...errorResponses(400, 404),
  },
});

const outer = qualified(news.id);
const linkedPublications = sql<PublicNewsItem['publications']>`(select coalesce(json_agg(json_build_object(
    'title', ${publications.title}, 'isbn', ${publications.isbn}) order by ${publications.title}), '[]'::json)
  from ${newsPublications} join ${publications} on ${publications.id} = ${newsPublications.publicationId}
  where ${newsPublications.newsId} = ${outer})`;
const linkedAuthors = sql<
  string[]
>`(select coalesce(json_agg(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})
    order by ${newsAuthors.position}), '[]'::json)
  from ${newsAuthors} join ${contacts} on ${contacts.id} = ${newsAuthors.contactId}
  where ${newsAuthors.newsId} = ${outer})`;

function selectPublished(db: Tx) {
  return db
    .select({
      slug: news.slug,
      title: news.title,
      summary: news.summary,
      bodyHtml: news.body,
      publishedAt: sql<string>`to_char(${news.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      publications: linkedPublications,
      authors: linkedAuthors,
      imageFileId: news.imageFileId,
    })
    .from(news)
    .$dynamic();
}

const isPublished = eq(news.status, 'published');

/** The answer with its ETag, or 304 when the caller has this version already. */
function withETag(c: ResourceContext, data: unknown): Response {
  const body = JSON.stringify({ success: true, data });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = { etag, 'cache-control': 'public, max-age=60, must-revalidate' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
}

const elementSchema = publicElementSchema.meta({ id: 'PublicElement' });

const elementListRoute = publicRoute({
  method: 'get',
  path: '/public/elements',
  tags,
  summary: 'Published website elements, by key (no session needed)',
  description:
    'Each element as it was last published: a banner, featured books (titles and ISBNs) or an author ' +
    'spotlight (the author by name). Answers 304 to an If-None-Match naming the current ETag.',
  request: { query: publicElementsQuery },
  responses: {
    200: json(
      okEnvelope(z.array(elementSchema)).meta({ id: 'PublicElementList' }),
      'Every published element',
    ),
    304: { description: 'Not modified' },
    ...errorResponses(400),
  },
});

const elementRoute = publicRoute({
  method: 'get',
  path: '/public/elements/{key}',
  tags,
  summary: 'One published website element by its key (no session needed)',
  description: 'An element never published, or withdrawn, answers 404, as an unknown key does.',
  request: { params: publicElementKeyParams },
  responses: {
    200: json(okEnvelope(elementSchema), 'The element'),
    304: { description: 'Not modified' },
    ...errorResponses(400, 404),
  },
});

interface PublishedRow {
  key: string;
  type: SiteElementType;
  content: unknown;
  publishedAt: string;
}

function selectPublishedElements(db: Tx) {
  return db
    .select({
      key: siteElements.key,
      type: siteElements.type,
      content: siteElements.publishedContent,
      publishedAt: sql<string>`to_char(${siteElements.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(siteElements)
    .$dynamic();
}

const isPublishedElement = isNotNull(siteElements.publishedContent);

/**
 * The published versions as the website reads them: featured books by title and ISBN in the chosen
 * order, the spotlight's author by name. A book or author deleted since is left out.
 */
async function publicElements(db: Tx, rows: PublishedRow[]): Promise<PublicElement[]> {
  const publicationIds = rows.flatMap((row) =>
    row.type === 'featured-books' ? (row.content as FeaturedBooksContent).publicationIds : [],
  );
  const contactIds = rows.flatMap((row) =>
    row.type === 'author-spotlight' ? [(row.content as AuthorSpotlightContent).contactId] : [],
  );
  const [books, authors] = await Promise.all([
    publicationIds.length === 0
      ? []
      : db
          .select({ id: publications.id, title: publications.title, isbn: publications.isbn })
          .from(publications)
          .where(inArray(publications.id, publicationIds)),
    contactIds.length === 0
      ? []
      : db
          .select({
            id: contacts.id,
            name: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
          })
          .from(contacts)
          .where(inArray(contacts.id, contactIds)),
  ]);
  const bookById = new Map(books.map((book) => [book.id, { title: book.title, isbn: book.isbn }]));
  const authorById = new Map(authors.map((author) => [author.id, author.name]));
  return rows.flatMap((row): PublicElement[] => {
    const { key, type, publishedAt } = row;
    if (type === 'banner') {
      const { heading, text, linkUrl, imageFileId } = row.content as BannerContent;
      return [{ key, type, publishedAt, content: { heading, text, linkUrl, imageFileId } }];
    }
    if (type === 'featured-books') {
      const content = row.content as FeaturedBooksContent;
      const chosen = content.publicationIds.flatMap((id) => bookById.get(id) ?? []);
      return [{ key, type, publishedAt, content: { heading: content.heading, books: chosen } }];
    }
    const content = row.content as AuthorSpotlightContent;
    const name = authorById.get(content.contactId);
    if (name === undefined) return [];
    return [
      { key, type, publishedAt, content: { heading: content.heading, text: content.text, author: { name } } },
    ];
  });
}

const imageRoute = publicRoute({
  method: 'get',
  path: '/public/images/{fileId}',
  tags,
  summary: 'The image of a published news item or banner (no session needed)',
  description:
    'Only a file that published content shows: any other number answers 404, as an unknown one does. ' +
    'The ETag is the content’s SHA-256, which never changes.',
  request: { params: publicImageParams },
  responses: {
    200: {
      description: 'The bytes',
      content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
    },
    304: { description: 'Not modified (If-None-Match)' },
    ...errorResponses(404),
  },
});

/** The stored file, when a published news item or a published element shows it. */
async function publishedImage(db: Tx, fileId: number) {
  const [file] = await db
    .select({
      storageKey: storedFiles.storageKey,
      mimeType: storedFiles.mimeType,
      checksum: storedFiles.checksum,
    })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        sql`(exists (select 1 from ${news} where ${news.imageFileId} = ${storedFiles.id} and ${isPublished})
          or exists (select 1 from ${siteElements} where ${siteElements.publishedImageFileId} = ${storedFiles.id}))`,
      ),
    );
  return file;
}

export function registerPublicContentRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const query = readQuery(c, publicNewsQuery);
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { db } = c.var.deps.database;
    await publishDueNews(db, c.var.deps.now());
    const rows = await selectPublished(db)
      .where(isPublished)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(pageSize)
      .offset(((query.page ?? 1) - 1) * pageSize);
    return withETag(c, rows);
  });

  mountRoute(app, itemRoute, async (c) => {
    const parsed = publicSlugParams.safeParse({ slug: c.req.param('slug') });
    if (!parsed.success) throw notFound('No published news item has this slug');
    const { slug } = parsed.data;
    const { db } = c.var.deps.database;
    await publishDueNews(db, c.var.deps.now());
    const [row] = await selectPublished(db).where(and(isPublished, eq(news.slug, slug)));
    if (!row) throw notFound('No published news item has this slug');
    return withETag(c, row);
  });

  mountRoute(app, imageRoute, async (c) => {
    const parsed = publicImageParams.safeParse({ fileId: c.req.param('fileId') });
    if (!parsed.success) throw notFound('No published image has this number');
    const { db } = c.var.deps.database;
    await publishDueNews(db, c.var.deps.now());
    const file = await publishedImage(db, parsed.data.fileId);
    if (!file) throw notFound('No published image has this number');
    const etag = `"${file.checksum}"`;
    const headers = { etag, 'cache-control': 'public, max-age=300, must-revalidate' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const bytes = await fileStoreOf(c.var.deps).get(file.storageKey);
    if (!bytes) throw new HttpError(404, 'The image’s content is missing from the file store');
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'content-type': file.mimeType,
      'x-content-type-options': 'nosniff',
    });
  });

  mountRoute(app, elementListRoute, async (c) => {
    const { type } = readQuery(c, publicElementsQuery);
    const { db } = c.var.deps.database;
    const rows = await selectPublishedElements(db)
      .where(and(isPublishedElement, type ? eq(siteElements.type, type) : undefined))
      .orderBy(asc(siteElements.key));
    return withETag(c, await publicElements(db, rows));
  });

  mountRoute(app, elementRoute, async (c) => {
    const parsed = publicElementKeyParams.safeParse({ key: c.req.param('key') });
    if (!parsed.success) throw notFound('No published element has this key');
    const { db } = c.var.deps.database;
    const rows = await selectPublishedElements(db).where(
      and(isPublishedElement, eq(siteElements.key, parsed.data.key)),
    );
    const [element] = await publicElements(db, rows);
    if (!element) throw notFound('No published element has this key');
    return withETag(c, element);
  });
}
