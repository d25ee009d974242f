import { z } from '@hono/zod-openapi';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { siteElementArea, siteElementMoveSchema, type SiteElement } from '@/lib/areas/site-elements';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import type { SiteElementType } from '@/lib/contract/enums';
import { isImageType } from '@/lib/contract/file-slots';
import { checkContent, type SiteElementContent } from '@/lib/contract/site-element-content';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contacts, publications, siteElements, storedFiles } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { mountRoute, readId, readJson, registerArea, unprocessable, type WriteContext } from '../resources';
import { mountLinkLookup } from '../content/link-lookup';

/*
 * Website elements: a key no other element has, content checked against its type's schema (by the
 * declaration's refine, 400) and naming records that exist (422). Save keeps the draft; Publish copies it
 * to `published_content`, which is all the public content API ever reads; Unpublish empties it.
 */

const outerContent = qualified(siteElements.content);
const outerType = qualified(siteElements.type);

/** Where the element stands, from its two versions. */
export const elementState = sql<string>`(case when ${siteElements.publishedContent} is null then 'draft'
  when ${siteElements.publishedContent} = ${siteElements.content} then 'published' else 'changed' end)`;

const arrayOf = (value: ReturnType<typeof sql>) =>
  sql`(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;

/** The publications and the contact the draft names, by name, for the form and the preview. */
const linked = sql`json_build_object(
  'publications', (select coalesce(json_agg(json_build_object(
      'publicationId', ${publications.id}, 'title', ${publications.title}, 'format', ${publications.format},
      'isbn', ${publications.isbn}, 'status', ${publications.status},
      'publicationDate', ${publications.publicationDate}) order by ${publications.title}, ${publications.id}), '[]'::json)
    from ${publications}
    where ${outerType} = 'featured-books'
      and ${publications.id} in (select value::int from jsonb_array_elements_text(${arrayOf(sql`${outerContent} -> 'publicationIds'`)}))),
  'contact', (select json_build_object('contactId', ${contacts.id},
      'name', concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))
    from ${contacts}
    where ${outerType} = 'author-spotlight' and jsonb_typeof(${outerContent} -> 'contactId') = 'number'
      and ${contacts.id} = (${outerContent} ->> 'contactId')::int))`;

async function missingIds(tx: Tx, table: typeof publications | typeof contacts, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The records the content names must exist (and a banner's image be a stored image): 422 otherwise. */
async function referenceIssues(tx: Tx, type: SiteElementType, content: SiteElementContent) {
  const issues: FieldIssue[] = [];
  if (type === 'banner' && 'imageFileId' in content && content.imageFileId !== null) {
    const [file] = await tx
      .select({ mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .where(eq(storedFiles.id, content.imageFileId));
    if (!file)
      issues.push({ path: 'content.imageFileId', message: `There is no stored file ${content.imageFileId}` });
    else if (!isImageType(file.mimeType))
      issues.push({
        path: 'content.imageFileId',
        message: `Stored file ${content.imageFileId} is not an image`,
      });
  }
  if (type === 'featured-books' && 'publicationIds' in content) {
    const missing = await missingIds(tx, publications, content.publicationIds);
    if (missing.length > 0)
      issues.push({
        path: 'content.publicationIds',
        message: `There is no publication ${missing.join(', ')}`,
      });
  }
  if (type === 'author-spotlight' && 'contactId' in content) {
    const missing = await missingIds(tx, contacts, [content.contactId]);
    if (missing.length > 0)
      issues.push({ path: 'content.contactId', message: `There is no contact ${content.contactId}` });
  }
  return issues;
}

type Values = { key: string; type: SiteElementType; content: SiteElementContent };

async function check(tx: Tx, values: Values, before?: SiteElement): Promise<void> {
  const issues: FieldIssue[] = [];
  const [holder] = await tx
    .select({ id: siteElements.id })
    .from(siteElements)
    .where(and(eq(siteElements.key, values.key), before ? ne(siteElements.id, before.elementId) : undefined));
  if (holder) issues.push({ path: 'key', message: `Element ${holder.id} already has the key ${values.key}` });
  if (before && before.publishedAt !== null && values.type !== before.type)
    issues.push({
      path: 'type',
      message: 'A published element keeps its type: unpublish it first to change it',
    });
  issues.push(...(await referenceIssues(tx, values.type, values.content)));
  if (issues.length > 0) throw unprocessable(issues);
}

async function publish({ tx, now }: WriteContext, before: SiteElement): Promise<void> {
  if (before.state === 'published')
    throw new HttpError(422, 'It is published as it is: there is nothing new to publish', [
      { path: 'state', message: 'Already published' },
    ]);
  const content = checkContent(before.type, before.content);
  if (!content)
    throw new HttpError(422, 'The draft is not complete for its type: correct it, then publish', [
      { path: 'content', message: 'Not complete for its type' },
    ]);
  const issues = await referenceIssues(tx, before.type, content);
  if (issues.length > 0) throw unprocessable(issues);
  await tx
    .update(siteElements)
    .set({ publishedContent: sql`${siteElements.content}`, publishedAt: now })
    .where(eq(siteElements.id, before.elementId));
}

async function unpublish({ tx }: WriteContext, before: SiteElement): Promise<void> {
  if (before.publishedAt === null)
    throw new HttpError(422, 'It is not published: there is nothing to withdraw', [
      { path: 'state', message: 'Not published' },
    ]);
  await tx
    .update(siteElements)
    .set({ publishedContent: null, publishedAt: null })
    .where(eq(siteElements.id, before.elementId));
}

const tags = ['site-elements'];

const params = z.object({ elementId: z.string().meta({ description: 'The element’s id' }) });

const moveRoute = (action: 'publish' | 'unpublish', summary: string, description: string) =>
  guardedRoute(siteElementArea.rights.update, {
    method: 'post',
    path: `/site-elements/{elementId}/${action}`,
    tags,
    summary,
    description,
    request: {
      params,
      body: {
        content: {
          'application/json': { schema: siteElementMoveSchema.meta({ id: 'SiteElementMoveRequest' }) },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'The element as it now is',
        content: { 'application/json': { schema: okEnvelope(siteElementArea.detailSchema) } },
      },
    },
  });

const publishRoute = moveRoute(
  'publish',
  'Publish the element’s draft',
  'Copies the draft to the version the public content API serves. 422 when it is published as it is, ' +
    'or when a record it names is gone; 409 when the version is stale.',
);
const unpublishRoute = moveRoute(
  'unpublish',
  'Withdraw the element from the website',
  'The public content API no longer answers it; the draft stays. 422 when it is not published.',
);

export function registerSiteElementRoutes(app: UpstreamApp): void {
  const resource = registerArea(app, siteElementArea, {
    table: siteElements,
    columns: {
      state: elementState,
      publishedAt: sql<
        string | null
      >`to_char(${siteElements.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      linked,
    },
    sorts: { publishedAt: sql`${siteElements.publishedAt}` },
    check: ({ tx }, values, before) => check(tx, values, before),
    // The content as its type's schema reads it: trimmed, empty text as null, other keys dropped.
    row: (values, columns) => ({ ...columns, content: checkContent(values.type, values.content) }),
    extend(api) {
      mountLinkLookup(api, {
        rights: siteElementArea.rights.update,
        path: '/site-elements/links',
        tags,
        noun: 'an element',
        schemaId: 'SiteElementLinks',
      });
    },
  });

  const moves = [
    [publishRoute, publish],
    [unpublishRoute, unpublish],
  ] as const;
  for (const [route, move] of moves)
    mountRoute(app, route, async (c) => {
      const id = readId(c, 'elementId');
      const { version } = await readJson(c, siteElementMoveSchema);
      const moved = await resource.versionedWrite(c, id, version, (context, before) =>
        move(context, before as SiteElement),
      );
      return c.json({ success: true, data: moved }, 200);
    });
}
