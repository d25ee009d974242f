import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyArea } from '@/lib/area/define-area';
import { AREAS } from '@/lib/areas';
import { mentionedNames } from '@/lib/contract/comment-limits';
import {
  CHATS_PAGE_SIZE,
  chatsQuerySchema,
  commentInputSchema,
  commentSchema,
  commentUpdateSchema,
  mentionSchema,
  mentionsReadSchema,
  threadSummarySchema,
  type Comment,
  type CommentRecord,
} from '@/lib/contract/comments';
import { listEnvelope, okEnvelope, pageMetaSchema } from '@/lib/contract/envelope';
import { meetsGuard, type RightsHolder } from '@/lib/rights';
import { currentUserColumns, toCurrentUser } from '../auth/current-user';
import type { Tx } from '../db/client';
import { commentMentions, comments, users } from '../db/schema';
import { wantsEmail } from '../mail/wants-email';
import { sendEmail } from '../mail/templates';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import type { UpstreamDeps } from '../platform/deps';
import { deletedResponse, jsonResponse as json } from '../platform/envelope';
import { SIGNED_IN } from '../platform/guarded-route';
import { forbidden, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import { mountRoute, readId, readJson, readQuery, staleVersion, type ResourceContext } from '../resources';
import { recordNamesOf, type RecordNames } from '../resources/record-names';

/*
 * Chats: a comment thread on every record of every area, read and written with the record's own
 * guard (the page's), so a thread is never wider than its record. `/comments/threads` and
 * `/comments/mentions` collect them for the user, over the areas they may see only. A mention of a
 * colleague who may see the record is kept with its read state and, if their notification settings
 * say so, emailed through the outbox.
 */

const tags = ['comments'];
const commentAnswer = commentSchema.meta({ id: 'Comment' });

const personName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

const mentionedPeople = sql<Comment['mentions']>`coalesce((select json_agg(json_build_object(
    'userId', mu.id, 'name', concat_ws(' ', mu.first_name, mu.last_name), 'userName', mu.user_name)
    order by mu.user_name)
  from ${commentMentions} cm join ${users} mu on mu.id = cm.user_id
  where cm.comment_id = ${comments.id}), '[]'::json)`;

const commentColumns = {
  commentId: comments.id,
  area: comments.area,
  recordId: comments.recordId,
  body: comments.body,
  authorId: comments.authorId,
  authorName: personName,
  authorUserName: users.userName,
  mentions: mentionedPeople,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  version: comments.version,
};

type CommentRow = {
  commentId: number;
  body: string;
  authorId: number;
  authorName: string;
  authorUserName: string;
  mentions: Comment['mentions'];
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

function toComment(row: CommentRow): Comment {
  return {
    commentId: row.commentId,
    body: row.body,
    author: { userId: row.authorId, name: row.authorName, userName: row.authorUserName },
    mentions: row.mentions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.version > 1,
    version: row.version,
  };
}

function selectComments(tx: Tx, where: SQL | undefined) {
  return tx
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(where)
    .$dynamic();
}

/** The areas whose records the user may see: their pages' guards. */
function visibleAreas(user: RightsHolder): AnyArea[] {
  return AREAS.filter((area) => meetsGuard(user, area.rights.view));
}

const AREA_BY_PATH = new Map(AREAS.map((area) => [area.path, area]));

/** Names the records of some comments, area by area, in one query per area. */
async function recordsOf(
  tx: Tx,
  names: ReadonlyMap<string, RecordNames>,
  keys: readonly { area: string; recordId: number }[],
): Promise<(key: { area: string; recordId: number }) => CommentRecord> {
  const byArea = new Map<string, number[]>();
  for (const { area, recordId } of keys) byArea.set(area, [...(byArea.get(area) ?? []), recordId]);
  const found = new Map<string, Map<number, string>>();
  for (const [area, ids] of byArea) {
    const named = names.get(area);
    found.set(area, named ? await named(tx, [...new Set(ids)]) : new Map());
  }
  return ({ area, recordId }) => {
    const declared = AREA_BY_PATH.get(area);
    const noun = declared?.noun.one ?? area;
    const name = found.get(area)?.get(recordId);
    return {
      area,
      areaNoun: noun.charAt(0).toUpperCase() + noun.slice(1),
      recordId,
      // A record deleted since keeps its thread, named by its kind and id.
      name: name || `${noun} ${recordId}${name === undefined ? ' (deleted)' : ''}`,
      href: declared ? declared.hrefs.record(recordId) : '/chats',
    };
  };
}

interface Mentioned {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  wantsEmail: boolean;
}

/** The active users a stored comment mentions who may see the area's records, its author aside. */
async function mentionedIn(tx: Tx, area: AnyArea, commentId: number, text: string): Promise<Mentioned[]> {
  const names = mentionedNames(text);
  if (names.length === 0) return [];
  const rows = await tx
    .select({
      ...currentUserColumns,
      notificationSettings: users.notificationSettings,
      authorId: comments.authorId,
    })
    .from(users)
    // Joined with the comment so that drizzle names every column with its table: the user columns'
    // correlated subqueries need it.
    .innerJoin(comments, eq(comments.id, commentId))
    .where(inArray(sql`lower(${users.userName})`, names));
  return rows.flatMap(({ notificationSettings, authorId, ...row }) => {
    const user = toCurrentUser(row);
    if (!user || user.userId === authorId || !meetsGuard(user, area.rights.view)) return [];
    return [
      {
        userId: user.userId,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        wantsEmail: wantsEmail(notificationSettings, 'mentions'),
      },
    ];
  });
}

/** Emails each newly mentioned person who wants it; a failure is logged, the comment stays. */
async function notify(
  deps: UpstreamDeps,
  people: readonly Mentioned[],
  author: { firstName: string; lastName: string },
  record: CommentRecord,
  text: string,
): Promise<void> {
  for (const person of people) {
    if (!person.wantsEmail) continue;
    try {
      await sendEmail(
        deps,
        'comment_mention',
        {
          firstName: person.firstName,
          authorName: `${author.firstName} ${author.lastName}`,
          recordName: `${record.areaNoun} ${record.name}`,
          comment: text,
          link: `${deps.config.APP_URL}${record.href}`,
        },
        { to: person.email, toName: `${person.firstName} ${person.lastName}`, userId: person.userId },
      );
    } catch (error) {
      deps.log.warn({ err: error, userId: person.userId }, 'mention notice not queued');
    }
  }
}

const pageOf = (c: ResourceContext) => readQuery(c, chatsQuerySchema).page ?? 1;

function areaRoutes(area: AnyArea) {
  const recordParams = idParams({ [area.idParam]: area.noun.one });
  const commentParams = idParams({ [area.idParam]: area.noun.one, commentId: 'comment' });
  const thread = `/${area.path}/{${area.idParam}}/comments`;
  const areaTags = [area.path, ...tags];
  return {
    list: jsonRoute(area.rights.view, {
      method: 'get',
      path: thread,
      tags: areaTags,
      summary: `The comment thread of a ${area.noun.one}, oldest first`,
      params: recordParams,
      answer: json(okEnvelope(z.array(commentAnswer)), 'The comments'),
      errors: [400, 404],
    }),
    create: jsonRoute(area.rights.view, {
      method: 'post',
      path: thread,
      tags: areaTags,
      summary: `Comment on a ${area.noun.one}`,
      description:
        'Plain text. `@username` mentions a colleague who may see the record: the mention is listed in their ' +
        'Chats and, unless their notification settings turn mentions off, emailed to them.',
      params: recordParams,
      body: commentInputSchema.meta({ id: 'CommentInput' }),
      status: 201,
      answer: json(okEnvelope(commentAnswer), 'Posted'),
      errors: [400, 404],
    }),
    update: jsonRoute(area.rights.view, {
      method: 'put',
      path: `${thread}/{commentId}`,
      tags: areaTags,
      summary: 'Change one’s own comment',
      description: 'Only its author may change it; people it newly mentions are told as on a new comment.',
      params: commentParams,
      body: commentUpdateSchema.meta({ id: 'CommentUpdate' }),
      answer: json(okEnvelope(commentAnswer), 'Changed'),
      errors: [400, 404, 409],
    }),
    remove: jsonRoute(area.rights.view, {
      method: 'delete',
      path: `${thread}/{commentId}`,
      tags: areaTags,
      summary: 'Delete one’s own comment',
      params: commentParams,
      answer: deletedResponse(),
      errors: [400, 404],
    }),
  };
}

const threadsRoute = jsonRoute(SIGNED_IN, {
  method: 'get',
  path: '/comments/threads',
  tags,
  summary: 'The comment threads on records the user may see, latest activity first',
  query: chatsQuerySchema,
  answer: json(listEnvelope(threadSummarySchema.meta({ id: 'ThreadSummary' })), 'The threads'),
  errors: [400],
});

const mentionsRoute = jsonRoute(SIGNED_IN, {
  method: 'get',
  path: '/comments/mentions',
  tags,
  summary: 'Comments that mention the user, on records they may see, newest first',
  query: chatsQuerySchema,
  answer: json(
    okEnvelope(
      z.object({
        mentions: z.array(mentionSchema.meta({ id: 'Mention' })),
        unread: z.number().int(),
        meta: pageMetaSchema,
      }),
    ),
    'The mentions, with how many are unread',
  ),
  errors: [400],
});

const mentionsReadRoute = jsonRoute(SIGNED_IN, {
  method: 'post',
  path: '/comments/mentions/read',
  tags,
  summary: 'Mark the user’s mentions read: the ones given, or all',
  body: mentionsReadSchema.meta({ id: 'MentionsRead' }),
  answer: json(okEnvelope(z.object({ marked: z.number().int() })), 'Marked'),
  errors: [400],
});

export function registerCommentRoutes(app: UpstreamApp): void {
  const names = recordNamesOf(app);

  for (const area of AREAS) {
    const routes = areaRoutes(area);

    /** The record, named, or 404: a thread exists only on a record that does. */
    async function recordOf(tx: Tx, id: number): Promise<CommentRecord> {
      const named = names.get(area.path);
      const found = named ? await named(tx, [id]) : new Map<number, string>();
      if (!found.has(id)) throw notFound(`No such ${area.noun.one}`);
      return (await recordsOf(tx, names, [{ area: area.path, recordId: id }]))({
        area: area.path,
        recordId: id,
      });
    }

    async function readComment(tx: Tx, recordId: number, commentId: number): Promise<CommentRow> {
      const [row] = await selectComments(
        tx,
        and(eq(comments.id, commentId), eq(comments.area, area.path), eq(comments.recordId, recordId)),
      );
      if (!row) throw notFound('This record has no such comment');
      return row;
    }

    mountRoute(app, routes.list, async (c) => {
      const id = readId(c, area.idParam);
      const { db } = c.var.deps.database;
      await recordOf(db, id);
      const rows = await selectComments(
        db,
        and(eq(comments.area, area.path), eq(comments.recordId, id)),
      ).orderBy(asc(comments.createdAt), asc(comments.id));
      return c.json({ success: true, data: rows.map(toComment) }, 200);
    });

    mountRoute(app, routes.create, async (c) => {
      const id = readId(c, area.idParam);
      const { body } = await readJson(c, commentInputSchema);
      const { user } = signedIn(c);
      const { deps, requestId } = c.var;
      const now = deps.now();
      const { comment, record, mentioned } = await deps.database.db.transaction(async (tx) => {
        const record = await recordOf(tx, id);
        const [row] = await tx
          .insert(comments)
          .values({
            area: area.path,
            recordId: id,
            authorId: user.userId,
            body,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: comments.id });
        if (!row) throw new Error('The comment was not stored');
        const mentioned = await mentionedIn(tx, area, row.id, body);
        if (mentioned.length > 0)
          await tx
            .insert(commentMentions)
            .values(mentioned.map((person) => ({ commentId: row.id, userId: person.userId })));
        const comment = toComment(await readComment(tx, id, row.id));
        await recordAudit(tx, {
          userId: user.userId,
          action: 'insert',
          entity: 'comments',
          entityId: row.id,
          after: auditOf(area, id, comment),
          requestId,
          at: now,
        });
        return { comment, record, mentioned };
      });
      await notify(deps, mentioned, user, record, body);
      return c.json({ success: true, data: comment }, 201);
    });

    mountRoute(app, routes.update, async (c) => {
      const id = readId(c, area.idParam);
      const commentId = readId(c, 'commentId');
      const { body, version } = await readJson(c, commentUpdateSchema);
      const { user } = signedIn(c);
      const { deps, requestId } = c.var;
      const now = deps.now();
      const { comment, record, added } = await deps.database.db.transaction(async (tx) => {
        const record = await recordOf(tx, id);
        await tx.execute(sql`select 1 from ${comments} where ${comments.id} = ${commentId} for update`);
        const before = await readComment(tx, id, commentId);
        if (before.authorId !== user.userId) throw forbidden('Only its author can change a comment');
        if (before.version !== version)
          throw await staleVersion(tx, 'comments', commentId, before.version, user.userId);
        await tx
          .update(comments)
          .set({ body, version: before.version + 1, updatedAt: now })
          .where(eq(comments.id, commentId));
        const mentioned = await mentionedIn(tx, area, commentId, body);
        const kept = new Set(before.mentions.map((person) => person.userId));
        const still = new Set(mentioned.map((person) => person.userId));
        const gone = [...kept].filter((userId) => !still.has(userId));
        if (gone.length > 0)
          await tx
            .delete(commentMentions)
            .where(and(eq(commentMentions.commentId, commentId), inArray(commentMentions.userId, gone)));
        const added = mentioned.filter((person) => !kept.has(person.userId));
        if (added.length > 0)
          await tx
            .insert(commentMentions)
            .values(added.map((person) => ({ commentId, userId: person.userId })));
        const comment = toComment(await readComment(tx, id, commentId));
        await recordAudit(tx, {
          userId: user.userId,
          action: 'update',
          entity: 'comments',
          entityId: commentId,
          before: auditOf(area, id, toComment(before)),
          after: auditOf(area, id, comment),
          requestId,
          at: now,
        });
        return { comment, record, added };
      });
      await notify(deps, added, user, record, body);
      return c.json({ success: true, data: comment }, 200);
    });

    mountRoute(app, routes.remove, async (c) => {
      const id = readId(c, area.idParam);
      const commentId = readId(c, 'commentId');
      const { user } = signedIn(c);
      const { deps, requestId } = c.var;
      const now = deps.now();
      await deps.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${comments} where ${comments.id} = ${commentId} for update`);
        const before = await readComment(tx, id, commentId);
        if (before.authorId !== user.userId) throw forbidden('Only its author can delete a comment');
        await tx.delete(comments).where(eq(comments.id, commentId));
        await recordAudit(tx, {
          userId: user.userId,
          action: 'delete',
          entity: 'comments',
          entityId: commentId,
          before: auditOf(area, id, toComment(before)),
          requestId,
          at: now,
        });
      });
      return c.json({ success: true, data: { id: commentId, deleted: true as const } }, 200);
    });
  }

  mountRoute(app, threadsRoute, async (c) => {
    const page = pageOf(c);
    const { user } = signedIn(c);
    const { db } = c.var.deps.database;
    const areas = visibleAreas(user).map((area) => area.path);
    if (areas.length === 0)
      return c.json({ success: true, data: [], meta: { page, pageSize: CHATS_PAGE_SIZE, total: 0 } }, 200);
    const visible = inArray(comments.area, areas);
    const lastAt = sql<Date>`max(${comments.createdAt})`;
    const unreadMine = sql<number>`count(*) filter (where exists (select 1 from ${commentMentions} um
      where um.comment_id = ${comments.id} and um.user_id = ${user.userId} and um.read_at is null))::int`;
    const [threads, [total]] = await Promise.all([
      db
        .select({
          area: comments.area,
          recordId: comments.recordId,
          comments: sql<number>`count(*)::int`,
          lastAt,
          lastId: sql<number>`(array_agg(${comments.id} order by ${comments.createdAt} desc, ${comments.id} desc))[1]`,
          unreadMentions: unreadMine,
        })
        .from(comments)
        .where(visible)
        .groupBy(comments.area, comments.recordId)
        .orderBy(desc(lastAt), asc(comments.area), asc(comments.recordId))
        .limit(CHATS_PAGE_SIZE)
        .offset((page - 1) * CHATS_PAGE_SIZE),
      db
        .select({ n: sql<number>`count(distinct (${comments.area}, ${comments.recordId}))::int` })
        .from(comments)
        .where(visible),
    ]);
    const lastIds = threads.map((thread) => Number(thread.lastId));
    const lasts = new Map(
      lastIds.length === 0
        ? []
        : (await selectComments(db, inArray(comments.id, lastIds))).map((row) => [row.commentId, row]),
    );
    const recordOf = await recordsOf(db, names, threads);
    const data = threads.map((thread) => {
      const last = lasts.get(Number(thread.lastId));
      return {
        record: recordOf(thread),
        comments: thread.comments,
        lastAt: new Date(thread.lastAt).toISOString(),
        last: { author: last?.authorName ?? '', body: last?.body ?? '' },
        unreadMentions: thread.unreadMentions,
      };
    });
    return c.json(
      { success: true, data, meta: { page, pageSize: CHATS_PAGE_SIZE, total: total?.n ?? 0 } },
      200,
    );
  });

  mountRoute(app, mentionsRoute, async (c) => {
    const page = pageOf(c);
    const { user } = signedIn(c);
    const { db } = c.var.deps.database;
    const areas = visibleAreas(user).map((area) => area.path);
    const meta = { page, pageSize: CHATS_PAGE_SIZE };
    if (areas.length === 0)
      return c.json({ success: true, data: { mentions: [], unread: 0, meta: { ...meta, total: 0 } } }, 200);
    const mine = and(eq(commentMentions.userId, user.userId), inArray(comments.area, areas));
    const [rows, [counts]] = await Promise.all([
      db
        .select({ ...commentColumns, readAt: commentMentions.readAt })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .innerJoin(commentMentions, eq(commentMentions.commentId, comments.id))
        .where(mine)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(CHATS_PAGE_SIZE)
        .offset((page - 1) * CHATS_PAGE_SIZE),
      db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${commentMentions.readAt} is null)::int`,
        })
        .from(commentMentions)
        .innerJoin(comments, eq(comments.id, commentMentions.commentId))
        .where(mine),
    ]);
    const recordOf = await recordsOf(db, names, rows);
    const mentions = rows.map((row) => ({
      record: recordOf(row),
      comment: toComment(row),
      read: row.readAt !== null,
    }));
    return c.json(
      {
        success: true,
        data: { mentions, unread: counts?.unread ?? 0, meta: { ...meta, total: counts?.total ?? 0 } },
      },
      200,
    );
  });

  mountRoute(app, mentionsReadRoute, async (c) => {
    const input = await readJson(c, mentionsReadSchema);
    const commentIds = 'commentIds' in input ? input.commentIds : undefined;
    const { user } = signedIn(c);
    const { deps } = c.var;
    const now = deps.now();
    const marked = await deps.database.db.transaction(async (tx) => {
      const rows = await tx
        .update(commentMentions)
        .set({ readAt: now })
        .where(
          and(
            eq(commentMentions.userId, user.userId),
            isNull(commentMentions.readAt),
            commentIds ? inArray(commentMentions.commentId, commentIds) : undefined,
          ),
        )
        .returning({ commentId: commentMentions.commentId });
      if (rows.length > 0)
        await recordAudit(tx, {
          userId: user.userId,
          action: 'update',
          entity: 'comment_mentions',
          entityId: user.userId,
          after: { read: rows.map((row) => row.commentId) },
          requestId: c.var.requestId,
          at: now,
        });
      return rows;
    });
    return c.json({ success: true, data: { marked: marked.length } }, 200);
  });
}

/** A comment as the audit log keeps it: where it is, what it says, whom it mentions. */
function auditOf(area: AnyArea, recordId: number, comment: Comment) {
  return {
    area: area.path,
    recordId,
    body: comment.body,
    mentions: comment.mentions.map((person) => person.userName),
    version: comment.version,
  };
}
