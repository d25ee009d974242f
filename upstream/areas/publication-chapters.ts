import { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { publicationArea } from '@/lib/areas/publications';
import {
  chapterInputSchema,
  chapterOrderSchema,
  chapterSchema,
  chapterUpdateSchema,
  MAX_CHAPTERS,
  type Chapter,
  type ChapterInput,
} from '@/lib/contract/chapters';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { insertRows, qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contacts, publicationChapterContributors, publicationChapters, publications } from '../db/schema';
import { doiState } from '../exports/read';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { deletedResponse, jsonResponse as json } from '../platform/envelope';
import { conflict, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import {
  mountRoute,
  readId,
  readJson,
  staleVersion,
  unprocessable,
  type ResourceContext,
} from '../resources';

/*
 * A publication's chapters: listed, added, corrected, put in a new order and deleted with the
 * publication's own rights. Each has its credits (contacts with an ONIX role, their ORCID iDs from the
 * contacts) and may have its own DOI, unique across books and chapters; Crossref's deposit registers it
 * as a `content_item` of the book (`exports/crossref.ts`), after which it stays with its chapter.
 */

const { rights } = publicationArea;
const tags = ['publications'];
const ENTITY = 'publication_chapters';
const path = '/publications/{publicationId}/chapters';
const params = idParams({ publicationId: 'publication' });
const itemParams = idParams({ publicationId: 'publication', chapterId: 'chapter' });
const chapterAnswer = chapterSchema.meta({ id: 'PublicationChapter' });
const listAnswer = (description: string) =>
  json(okEnvelope(z.array(chapterAnswer)).meta({ id: 'PublicationChapterList' }), description);
const one = (description: string) => json(okEnvelope(chapterAnswer), description);

const RULES =
  'Every contributor must be a contact, and a DOI must be no other book’s or chapter’s (422 otherwise); ' +
  'a DOI deposited with Crossref no longer changes (409).';

const listRoute = jsonRoute(rights.view, {
  method: 'get',
  path,
  tags,
  summary: 'The publication’s chapters in reading order, with their credits, pages and DOI state',
  params,
  answer: listAnswer('The chapters'),
  errors: [400, 404],
});

const createRoute = jsonRoute(rights.update, {
  method: 'post',
  path,
  tags,
  summary: 'Add a chapter after the last one',
  description: RULES,
  params,
  body: chapterInputSchema.meta({ id: 'PublicationChapterInput' }),
  status: 201,
  answer: one('Added'),
  errors: [400, 404, 422],
});

const updateRoute = jsonRoute(rights.update, {
  method: 'put',
  path: `${path}/{chapterId}`,
  tags,
  summary: 'Correct a chapter: title, pages, DOI, credits',
  description: `Refused with 409 when the version is stale. ${RULES}`,
  params: itemParams,
  body: chapterUpdateSchema.meta({ id: 'PublicationChapterUpdate' }),
  answer: one('Corrected'),
  errors: [400, 404, 409, 422],
});

const deleteRoute = jsonRoute(rights.update, {
  method: 'delete',
  path: `${path}/{chapterId}`,
  tags,
  summary: 'Delete a chapter; the ones after it move up',
  description:
    'Refused with 409 once its DOI is deposited with Crossref: a registered DOI must keep resolving.',
  params: itemParams,
  answer: deletedResponse(),
  errors: [400, 404, 409],
});

const orderRoute = jsonRoute(rights.update, {
  method: 'put',
  path: '/publications/{publicationId}/chapter-order',
  tags,
  summary: 'Put the chapters in a new reading order',
  description:
    'Names every chapter of the publication once, in the new order; refused with 409 when the chapters ' +
    'changed meanwhile (one added or deleted).',
  params,
  body: chapterOrderSchema.meta({ id: 'PublicationChapterOrder' }),
  answer: listAnswer('The chapters in their new order'),
  errors: [400, 404, 409],
});

const doiRoute = jsonRoute(rights.update, {
  method: 'post',
  path: `${path}/{chapterId}/doi`,
  tags,
  summary: 'Give a chapter its DOI: its book’s DOI, `.ch` and its place (a DOI once given is kept)',
  description:
    'When that DOI is taken (a chapter that moved, a book), the next free number. Refused with 409 while ' +
    'the book has no DOI of its own. The next Crossref deposit registers it.',
  params: itemParams,
  answer: one('The chapter with its DOI'),
  errors: [400, 404, 409],
});

const chapterId = qualified(publicationChapters.id);

const credits = sql<Chapter['contributors']>`(
  select coalesce(json_agg(json_build_object('contactId', c.contact_id, 'role', c.role,
      'name', concat_ws(' ', k.first_name, k.last_name), 'orcid', k.orcid) order by c.position), '[]'::json)
  from publication_chapter_contributors c join contacts k on k.id = c.contact_id where c.chapter_id = ${chapterId})`;

/** The chapters of a publication in reading order, or the one asked for. */
async function chapterRows(db: Tx, publicationId: number, id?: number): Promise<Chapter[]> {
  const rows = await db
    .select({
      chapterId: publicationChapters.id,
      publicationId: publicationChapters.publicationId,
      position: publicationChapters.position,
      title: publicationChapters.title,
      subtitle: publicationChapters.subtitle,
      firstPage: publicationChapters.firstPage,
      lastPage: publicationChapters.lastPage,
      doi: publicationChapters.doi,
      registered: sql<boolean>`${publicationChapters.doiRegisteredAt} is not null`,
      contributors: credits,
      version: publicationChapters.version,
    })
    .from(publicationChapters)
    .where(
      and(
        eq(publicationChapters.publicationId, publicationId),
        id === undefined ? undefined : eq(publicationChapters.id, id),
      ),
    )
    .orderBy(asc(publicationChapters.position), asc(publicationChapters.id));
  return rows.map(({ registered, ...row }) =>
    chapterSchema.parse({ ...row, doiState: doiState(row.doi, registered) }),
  );
}

async function requirePublication(db: Tx, publicationId: number, lock = false): Promise<void> {
  const query = db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.id, publicationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such publication');
}

/** The book or chapter (other than `self`) that has this DOI already; DOIs are case-insensitive. */
async function doiHolder(tx: Tx, doi: string, self?: number) {
  const lower = doi.toLowerCase();
  const [book] = await tx
    .select({ id: publications.id, title: publications.title })
    .from(publications)
    .where(sql`lower(${publications.doi}) = ${lower}`)
    .limit(1);
  if (book) return { kind: 'book' as const, ...book };
  const [chapter] = await tx
    .select({ id: publicationChapters.id, title: publicationChapters.title })
    .from(publicationChapters)
    .where(
      and(
        sql`lower(${publicationChapters.doi}) = ${lower}`,
        self === undefined ? undefined : ne(publicationChapters.id, self),
      ),
    )
    .limit(1);
  return chapter ? { kind: 'chapter' as const, ...chapter } : undefined;
}

/** The rules a write checks against the catalogue, each refused on its field. */
async function checkChapter(tx: Tx, input: ChapterInput, self?: number): Promise<void> {
  const issues: FieldIssue[] = [];
  const contactIds = [...new Set(input.contributors.map((credit) => credit.contactId))];
  if (contactIds.length > 0) {
    const found = await tx.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, contactIds));
    const known = new Set(found.map((row) => row.id));
    input.contributors.forEach((credit, index) => {
      if (!known.has(credit.contactId))
        issues.push({
          path: `contributors.${index}.contactId`,
          message: `There is no contact ${credit.contactId}`,
        });
    });
  }
  if (input.doi) {
    const holder = await doiHolder(tx, input.doi, self);
    if (holder?.kind === 'book')
      issues.push({
        path: 'doi',
        message: `This DOI is already the DOI of publication ${holder.id}, ${holder.title}`,
      });
    else if (holder)
      issues.push({ path: 'doi', message: `This DOI is already the DOI of the chapter “${holder.title}”` });
  }
  if (issues.length > 0) throw unprocessable(issues);
}

/** `{book DOI}.ch{place}` (as the demo's chapters have it), or the next free number after it. */
async function chapterDoi(tx: Tx, bookDoi: string, position: number): Promise<string> {
  for (let number = position; number < position + MAX_CHAPTERS; number += 1) {
    const doi = `${bookDoi}.ch${number}`;
    if (!(await doiHolder(tx, doi))) return doi;
  }
  throw conflict(`No free chapter DOI after ${bookDoi}.ch${position}: give this chapter one by hand.`);
}

const columnsOf = (input: ChapterInput) => ({
  title: input.title,
  subtitle: input.subtitle,
  firstPage: input.firstPage,
  lastPage: input.lastPage,
  doi: input.doi,
});

async function writeCredits(tx: Tx, id: number, input: ChapterInput): Promise<void> {
  await tx.delete(publicationChapterContributors).where(eq(publicationChapterContributors.chapterId, id));
  await insertRows(
    tx,
    publicationChapterContributors,
    input.contributors.map((credit, index) => ({ chapterId: id, ...credit, position: index + 1 })),
  );
}

/** The chapter, locked for a write; 404 when the publication has none of that id. */
async function lockChapter(c: ResourceContext, tx: Tx) {
  const publicationId = readId(c, 'publicationId');
  const id = readId(c, 'chapterId');
  const [before] = await tx
    .select()
    .from(publicationChapters)
    .where(and(eq(publicationChapters.id, id), eq(publicationChapters.publicationId, publicationId)))
    .for('update');
  if (!before) throw notFound('This publication has no such chapter');
  const [current] = await chapterRows(tx, publicationId, id);
  return { publicationId, id, before, credits: current?.contributors ?? [] };
}

/** What the audit log keeps of a chapter: its columns and its credits. */
const audited = (row: object, contributors: readonly { contactId: number; role: string }[]) => ({
  ...row,
  contributors: contributors.map(({ contactId, role }) => ({ contactId, role })),
});

export function registerChapterRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const publicationId = readId(c, 'publicationId');
    const { db } = c.var.deps.database;
    await requirePublication(db, publicationId);
    return c.json({ success: true, data: await chapterRows(db, publicationId) }, 200);
  });

  mountRoute(app, createRoute, async (c) => {
    const publicationId = readId(c, 'publicationId');
    const input = await readJson(c, chapterInputSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const { db } = c.var.deps.database;
    const saved = await db.transaction(async (tx) => {
      // The publication's row lock puts two additions in turn, so each takes its own place.
      await requirePublication(tx, publicationId, true);
      await checkChapter(tx, input);
      const [last] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          position: sql<number>`coalesce(max(${publicationChapters.position}), 0)::int`,
        })
        .from(publicationChapters)
        .where(eq(publicationChapters.publicationId, publicationId));
      if ((last?.count ?? 0) >= MAX_CHAPTERS)
        throw unprocessable([
          { path: 'title', message: `A publication has at most ${MAX_CHAPTERS} chapters` },
        ]);
      const [row] = await tx
        .insert(publicationChapters)
        .values({
          publicationId,
          position: (last?.position ?? 0) + 1,
          ...columnsOf(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The chapter was not stored');
      await writeCredits(tx, row.id, input);
      await recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: ENTITY,
        entityId: row.id,
        after: audited(row, input.contributors),
        requestId: c.var.requestId,
        at: now,
      });
      const [chapter] = await chapterRows(tx, publicationId, row.id);
      return chapter;
    });
    return c.json({ success: true, data: saved }, 201);
  });

  mountRoute(app, updateRoute, async (c) => {
    const { version, ...input } = await readJson(c, chapterUpdateSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const saved = await c.var.deps.database.db.transaction(async (tx) => {
      const { publicationId, id, before, credits: creditsBefore } = await lockChapter(c, tx);
      if (before.version !== version) throw await staleVersion(tx, ENTITY, id, before.version, user.userId);
      if (before.doiRegisteredAt && before.doi !== input.doi)
        throw conflict(
          `The DOI ${before.doi} is deposited with Crossref and resolves to this chapter: it stays as it is.`,
        );
      await checkChapter(tx, input, id);
      const sameCredits =
        JSON.stringify(creditsBefore.map(({ contactId, role }) => ({ contactId, role }))) ===
        JSON.stringify(input.contributors);
      const [after] = await tx
        .update(publicationChapters)
        .set({
          ...columnsOf(input),
          // A new DOI waits for the next deposit.
          doiRegisteredAt: before.doi === input.doi ? before.doiRegisteredAt : null,
          version: before.version + 1,
          updatedAt: now,
        })
        .where(eq(publicationChapters.id, id))
        .returning();
      if (!sameCredits) await writeCredits(tx, id, input);
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: audited(before, creditsBefore),
        after: after ? audited(after, input.contributors) : null,
        requestId: c.var.requestId,
        at: now,
      });
      const [chapter] = await chapterRows(tx, publicationId, id);
      return chapter;
    });
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, doiRoute, async (c) => {
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const saved = await c.var.deps.database.db.transaction(async (tx) => {
      // The publication's row lock puts two chapters' DOIs in turn, so each finds the other's taken.
      await requirePublication(tx, readId(c, 'publicationId'), true);
      const { publicationId, id, before } = await lockChapter(c, tx);
      if (!before.doi) {
        const [book] = await tx
          .select({ doi: publications.doi })
          .from(publications)
          .where(eq(publications.id, publicationId));
        if (!book?.doi)
          throw conflict(
            'This publication has no DOI yet: give it one first (Give the book a DOI, on its Chapters tab), and its chapters’ DOIs are made from it.',
          );
        const doi = await chapterDoi(tx, book.doi, before.position);
        await tx
          .update(publicationChapters)
          .set({ doi, version: before.version + 1, updatedAt: now })
          .where(eq(publicationChapters.id, id));
        await recordAudit(tx, {
          userId: user.userId,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: { doi: null, version: before.version },
          after: { doi, version: before.version + 1 },
          requestId: c.var.requestId,
          at: now,
        });
      }
      const [chapter] = await chapterRows(tx, publicationId, id);
      return chapter;
    });
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, deleteRoute, async (c) => {
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const id = await c.var.deps.database.db.transaction(async (tx) => {
      const { publicationId, id: chapter, before, credits: creditsBefore } = await lockChapter(c, tx);
      if (before.doiRegisteredAt)
        throw conflict(
          `This chapter’s DOI ${before.doi} is deposited with Crossref: a registered DOI must keep resolving, so the chapter stays.`,
        );
      await tx.delete(publicationChapters).where(eq(publicationChapters.id, chapter));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: ENTITY,
        entityId: chapter,
        before: audited(before, creditsBefore),
        requestId: c.var.requestId,
        at: now,
      });
      await renumber(tx, publicationId, null, user.userId, c.var.requestId, now);
      return chapter;
    });
    return c.json({ success: true, data: { id, deleted: true } }, 200);
  });

  mountRoute(app, orderRoute, async (c) => {
    const publicationId = readId(c, 'publicationId');
    const { chapterIds } = await readJson(c, chapterOrderSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const chapters = await c.var.deps.database.db.transaction(async (tx) => {
      await requirePublication(tx, publicationId, true);
      await renumber(tx, publicationId, chapterIds, user.userId, c.var.requestId, now);
      return chapterRows(tx, publicationId);
    });
    return c.json({ success: true, data: chapters }, 200);
  });
}

/**
 * Gives the chapters the places 1, 2, 3… in `order` (all of them, once each), or closes the gaps of
 * their present order; each chapter that moves gets a new version and an audit entry.
 */
async function renumber(
  tx: Tx,
  publicationId: number,
  order: readonly number[] | null,
  userId: number,
  requestId: string,
  now: Date,
): Promise<void> {
  const present = await tx
    .select({
      id: publicationChapters.id,
      position: publicationChapters.position,
      version: publicationChapters.version,
    })
    .from(publicationChapters)
    .where(eq(publicationChapters.publicationId, publicationId))
    .orderBy(asc(publicationChapters.position), asc(publicationChapters.id))
    .for('update');
  const ids = order ?? present.map((row) => row.id);
  const known = new Set(present.map((row) => row.id));
  if (ids.length !== present.length || ids.some((id) => !known.has(id)))
    throw conflict(
      'The chapters changed since you opened them (one was added or deleted). Reload to see them; the order was not saved.',
    );
  const byId = new Map(present.map((row) => [row.id, row]));
  for (const [index, id] of ids.entries()) {
    const row = byId.get(id);
    if (!row || row.position === index + 1) continue;
    await tx
      .update(publicationChapters)
      .set({ position: index + 1, version: row.version + 1, updatedAt: now })
      .where(eq(publicationChapters.id, id));
    await recordAudit(tx, {
      userId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { position: row.position, version: row.version },
      after: { position: index + 1, version: row.version + 1 },
      requestId,
      at: now,
    });
  }
}
