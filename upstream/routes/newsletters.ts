import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { listEnvelope, okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { OUTBOX_PAGE_SIZE } from '@/lib/contract/newsletter-limits';
import {
  newsletterInput,
  newsletterListQuery,
  newsletterItemSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  newsletterSendInput,
  newsletterUpdate,
  outboxQuery,
  outboxRowSchema,
  publicationLookupQuery,
  publicationOptionSchema,
  retryInput,
  unsubscribeAnswerSchema,
  unsubscribeQuery,
  type Newsletter,
  type NewsletterInput,
} from '@/lib/contract/newsletters';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import {
  contacts,
  emailOutbox,
  newsletterPublications,
  newsletters,
  praises,
  publications,
  users,
} from '../db/schema';
import {
  audienceSize,
  composeContent,
  deliverNewsletter,
  enqueueNewsletter,
  publicationsOf,
  renderNewsletter,
  requeueFailed,
  sendDueNewsletters,
  unsubscribeHeaders,
  unsubscribeLinks,
} from '../mail/newsletters';
import { readUnsubscribeToken, subscribed, unsubscribeAddress } from '../mail/unsubscribe';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { publicRoute } from '../platform/guarded-route';
import { HttpError, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import {
  containsPattern,
  mountRoute,
  readId,
  readJson,
  readQuery,
  staleVersion,
  unprocessable,
  type ResourceContext,
} from '../resources';
import { qualified } from '../db/bulk-insert';

/*
 * Marketing › Newsletters: composed from the newsletter email type with publications and their cleared
 * praises, tested on oneself, sent now or at a time to the contacts who agreed, through the outbox in
 * batches, each recipient's state kept and failures retried. The unsubscribe endpoint is public: its
 * token is the proof.
 */

const rights = AREA_RIGHTS.newsletters;
const tags = ['newsletters'];
const params = idParams({ newsletterId: 'newsletter' });
const PAGE_SIZE = 25;
const itemSchema = newsletterSchema.meta({ id: 'Newsletter' });

const listRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/newsletters',
  tags,
  summary: 'Newsletters, newest first, with their recipients’ states',
  query: newsletterListQuery,
  answer: json(
    listEnvelope(newsletterItemSchema.meta({ id: 'NewsletterItem' })).meta({ id: 'NewsletterList' }),
    'One page',
  ),
  errors: [400],
});
const createRoute = jsonRoute(rights.create, {
  method: 'post',
  path: '/newsletters',
  tags,
  summary: 'Write a newsletter (a draft)',
  body: newsletterInput.meta({ id: 'NewsletterInput' }),
  status: 201,
  answer: json(okEnvelope(itemSchema), 'The draft'),
  errors: [400, 422],
});
const lookupRoute = jsonRoute(rights.update, {
  method: 'get',
  path: '/newsletters/publications',
  tags,
  summary: 'Publications a newsletter can present, by title or ISBN, with their cleared praises counted',
  query: publicationLookupQuery,
  answer: json(
    okEnvelope(z.array(publicationOptionSchema.meta({ id: 'NewsletterPublicationOption' }))),
    'At most ten',
  ),
  errors: [400],
});
const getRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/newsletters/{newsletterId}',
  tags,
  summary: 'One newsletter with its publications, cleared praises and audience',
  params,
  answer: json(okEnvelope(itemSchema), 'The newsletter'),
  errors: [400, 404],
});
const previewRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/newsletters/{newsletterId}/preview',
  tags,
  summary: 'The newsletter as the signed-in user would receive it',
  params,
  answer: json(okEnvelope(newsletterPreviewSchema.meta({ id: 'NewsletterPreview' })), 'Subject and text'),
  errors: [400, 404],
});
const updateRoute = jsonRoute(rights.update, {
  method: 'put',
  path: '/newsletters/{newsletterId}',
  tags,
  summary: 'Change a draft',
  params,
  body: newsletterUpdate.meta({ id: 'NewsletterUpdate' }),
  answer: json(okEnvelope(itemSchema), 'The draft as saved'),
  errors: [400, 404, 409, 422],
});
const deleteRoute = jsonRoute(rights.delete, {
  method: 'delete',
  path: '/newsletters/{newsletterId}',
  tags,
  summary: 'Delete a draft or a cancelled newsletter',
  params,
  answer: json(okEnvelope(z.object({ newsletterId: z.number().int() })), 'Deleted'),
  errors: [400, 404, 422],
});
const testRoute = jsonRoute(rights.update, {
  method: 'post',
  path: '/newsletters/{newsletterId}/test',
  tags,
  summary: 'Send the newsletter to the signed-in user’s own address, as a recipient receives it',
  params,
  answer: json(okEnvelope(z.object({ outboxId: z.number().int(), to: z.string() })), 'Sent (or queued)'),
  errors: [400, 404, 422],
});
const sendRoute = jsonRoute(rights.send, {
  method: 'post',
  path: '/newsletters/{newsletterId}/send',
  tags,
  summary: 'Send it now to its audience, or schedule it (`at`, a time to come)',
  description: 'Only contacts who agreed to receive newsletters and have not unsubscribed since are sent to.',
  params,
  body: newsletterSendInput.meta({ id: 'NewsletterSend' }),
  answer: json(okEnvelope(itemSchema), 'Sending, or scheduled'),
  errors: [400, 404, 409, 422],
});
const cancelRoute = jsonRoute(rights.send, {
  method: 'post',
  path: '/newsletters/{newsletterId}/cancel',
  tags,
  summary: 'Take a scheduled newsletter back to draft',
  params,
  body: z.object({ version: z.number().int() }).meta({ id: 'NewsletterCancel' }),
  answer: json(okEnvelope(itemSchema), 'A draft again'),
  errors: [400, 404, 409, 422],
});
const outboxRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/newsletters/{newsletterId}/outbox',
  tags,
  summary: 'Each recipient of a newsletter with the state of their message',
  params,
  query: outboxQuery,
  answer: json(
    listEnvelope(outboxRowSchema.meta({ id: 'OutboxRow' })).meta({ id: 'OutboxList' }),
    'One page, by address',
  ),
  errors: [400, 404],
});
const retryRoute = jsonRoute(rights.send, {
  method: 'post',
  path: '/newsletters/{newsletterId}/retry',
  tags,
  summary: 'Try failed recipients again (never those who unsubscribed)',
  params,
  body: retryInput.meta({ id: 'NewsletterRetry' }),
  answer: json(okEnvelope(z.object({ requeued: z.number().int() })), 'Queued again'),
  errors: [400, 404],
});
const unsubscribeReadRoute = publicRoute({
  method: 'get',
  path: '/public/unsubscribe',
  tags: ['public-content'],
  summary: 'Whom an unsubscribe link is for, and whether they have left (no session needed)',
  request: { query: unsubscribeQuery },
  responses: {
    200: json(okEnvelope(unsubscribeAnswerSchema.meta({ id: 'Unsubscribe' })), 'The address'),
    ...errorResponses(400, 404),
  },
});
const unsubscribeRoute = publicRoute({
  method: 'post',
  path: '/public/unsubscribe',
  tags: ['public-content'],
  summary: 'One-click unsubscribe (RFC 8058): the address receives no more newsletters',
  description: 'Mail clients POST `List-Unsubscribe=One-Click` here; the signed token names the address.',
  request: { query: unsubscribeQuery },
  responses: {
    200: json(okEnvelope(unsubscribeAnswerSchema), 'Unsubscribed, with the date'),
    ...errorResponses(400, 404),
  },
});

const iso = (column: unknown) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const outerId = qualified(newsletters.id);
const recipientCounts = sql<{ queued: number; sent: number; failed: number }>`(select json_build_object(
    'queued', count(*) filter (where ${emailOutbox.status} = 'queued'),
    'sent', count(*) filter (where ${emailOutbox.status} = 'sent'),
    'failed', count(*) filter (where ${emailOutbox.status} = 'failed'))
  from ${emailOutbox} where ${emailOutbox.newsletterId} = ${outerId})`;

const itemColumns = {
  newsletterId: newsletters.id,
  subject: newsletters.subject,
  audience: newsletters.audience,
  status: newsletters.status,
  scheduledAt: iso(newsletters.scheduledAt),
  sentAt: iso(newsletters.sentAt),
  createdBy: sql<
    string | null
  >`(select concat_ws(' ', ${users.firstName}, ${users.lastName}) from ${users} where ${users.id} = ${newsletters.createdById})`,
  createdAt: sql<string>`to_char(${newsletters.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  recipients: recipientCounts,
};

async function loadNewsletter(db: Tx, id: number): Promise<Newsletter> {
  const [row] = await db
    .select({ ...itemColumns, body: newsletters.body, version: newsletters.version })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  if (!row) throw notFound('No newsletter has this id');
  return {
    ...row,
    publications: await publicationsOf(db, id),
    audienceSize: await audienceSize(db, row.audience),
  };
}

async function lockNewsletter(tx: Tx, id: number, version: number, readerId: number) {
  const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  if (!row) throw notFound('No newsletter has this id');
  if (row.version !== version) throw await staleVersion(tx, 'newsletters', id, row.version, readerId);
  return row;
}

async function checkPublications(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: publications.id })
    .from(publications)
    .where(inArray(publications.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw unprocessable([
      { path: 'publicationIds', message: `There is no publication ${missing.join(', ')}` },
    ]);
}

async function writePublications(tx: Tx, newsletterId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(newsletterPublications).where(eq(newsletterPublications.newsletterId, newsletterId));
  if (ids.length > 0)
    await tx
      .insert(newsletterPublications)
      .values(ids.map((publicationId, position) => ({ newsletterId, publicationId, position })));
}

const fieldsOf = (input: NewsletterInput) => ({
  subject: input.subject,
  body: input.body,
  audience: input.audience,
  publicationIds: input.publicationIds,
});

function notDraft(status: string, doing: string): HttpError {
  const issues: FieldIssue[] = [{ path: 'status', message: `It is ${status}` }];
  return new HttpError(422, `Only a draft can be ${doing}; this newsletter is ${status}`, issues);
}

/** The newsletter as the signed-in user receives it: their name, and the unsubscribe link of their address. */
async function renderForUser(c: ResourceContext, id: number) {
  const { deps } = c.var;
  const { user } = signedIn(c);
  const letter = await loadNewsletter(deps.database.db, id);
  return renderNewsletter(
    deps,
    deps.database.db,
    { id: letter.newsletterId, subject: letter.subject, body: letter.body },
    composeContent(letter.body, letter.publications),
    { email: user.email, firstName: user.firstName },
  );
}

async function readToken(c: ResourceContext) {
  const { token } = readQuery(c, unsubscribeQuery);
  const named = await readUnsubscribeToken(c.var.deps.database.db, token);
  if (!named)
    throw notFound('This unsubscribe link is not valid. Please use the link of a message we sent you.');
  return named;
}

export function registerNewsletterRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const query = readQuery(c, newsletterListQuery);
    const { db } = c.var.deps.database;
    await sendDueNewsletters(c.var.deps);
    const page = query.page ?? 1;
    const where = query.status ? eq(newsletters.status, query.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(itemColumns)
        .from(newsletters)
        .where(where)
        .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      db.select({ n: count() }).from(newsletters).where(where),
    ]);
    return c.json(
      { success: true, data: rows, meta: { page, pageSize: PAGE_SIZE, total: total?.n ?? 0 } },
      200,
    );
  });

  mountRoute(app, lookupRoute, async (c) => {
    const { q } = readQuery(c, publicationLookupQuery);
    const pattern = containsPattern(q);
    const rows = await c.var.deps.database.db
      .select({
        publicationId: publications.id,
        title: publications.title,
        format: publications.format,
        isbn: publications.isbn,
        clearedPraises: sql<number>`(select count(*)::int from ${praises}
          where ${praises.publicationId} = ${qualified(publications.id)} and ${praises.rightsCleared})`,
      })
      .from(publications)
      .where(or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)))
      .orderBy(asc(publications.title), asc(publications.id))
      .limit(10);
    return c.json({ success: true, data: rows }, 200);
  });

  mountRoute(app, createRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const input = await readJson(c, newsletterInput);
    const now = deps.now();
    const created = await deps.database.db.transaction(async (tx) => {
      await checkPublications(tx, input.publicationIds);
      const [row] = await tx
        .insert(newsletters)
        .values({
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          createdById: user.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: newsletters.id });
      if (!row) throw new Error('The newsletter was not stored');
      await writePublications(tx, row.id, input.publicationIds);
      await recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: 'newsletters',
        entityId: row.id,
        after: { ...fieldsOf(input), status: 'draft', version: 1 },
        requestId,
        at: now,
      });
      return loadNewsletter(tx, row.id);
    });
    return c.json({ success: true, data: created }, 201);
  });

  mountRoute(app, getRoute, async (c) => {
    await sendDueNewsletters(c.var.deps);
    return c.json(
      { success: true, data: await loadNewsletter(c.var.deps.database.db, readId(c, 'newsletterId')) },
      200,
    );
  });

  mountRoute(app, previewRoute, async (c) => {
    const message = await renderForUser(c, readId(c, 'newsletterId'));
    return c.json({ success: true, data: { subject: message.subject, text: message.text } }, 200);
  });

  mountRoute(app, updateRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'newsletterId');
    const input = await readJson(c, newsletterUpdate);
    const now = deps.now();
    const saved = await deps.database.db.transaction(async (tx) => {
      const before = await lockNewsletter(tx, id, input.version, user.userId);
      if (before.status !== 'draft') throw notDraft(before.status, 'changed');
      await checkPublications(tx, input.publicationIds);
      const previous = await publicationsOf(tx, id);
      await tx
        .update(newsletters)
        .set({
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          version: sql`${newsletters.version} + 1`,
          updatedAt: now,
        })
        .where(eq(newsletters.id, id));
      await writePublications(tx, id, input.publicationIds);
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'newsletters',
        entityId: id,
        before: {
          subject: before.subject,
          body: before.body,
          audience: before.audience,
          publicationIds: previous.map((book) => book.publicationId),
          version: before.version,
        },
        after: { ...fieldsOf(input), version: before.version + 1 },
        requestId,
        at: now,
      });
      return loadNewsletter(tx, id);
    });
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, deleteRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'newsletterId');
    await deps.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
      if (!row) throw notFound('No newsletter has this id');
      if (row.status !== 'draft' && row.status !== 'cancelled') throw notDraft(row.status, 'deleted');
      await tx.delete(newsletters).where(eq(newsletters.id, id));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: 'newsletters',
        entityId: id,
        before: { subject: row.subject, status: row.status, version: row.version },
        requestId,
        at: deps.now(),
      });
    });
    return c.json({ success: true, data: { newsletterId: id } }, 200);
  });

  mountRoute(app, testRoute, async (c) => {
    const { deps } = c.var;
    const { user } = signedIn(c);
    const message = await renderForUser(c, readId(c, 'newsletterId'));
    const outboxId = await deps.mailer.send({
      to: user.email,
      toName: `${user.firstName} ${user.lastName}`,
      userId: user.userId,
      subject: `[Test] ${message.subject}`,
      text: message.text,
      emailTypeId: message.emailTypeId,
      headers: message.token
        ? unsubscribeHeaders(unsubscribeLinks(deps.config.APP_URL, message.token).oneClick)
        : undefined,
    });
    return c.json({ success: true, data: { outboxId, to: user.email } }, 200);
  });

  mountRoute(app, sendRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'newsletterId');
    const input = await readJson(c, newsletterSendInput);
    const now = deps.now();
    const at = input.at ? new Date(input.at) : null;
    const scheduled = at !== null && at > now;
    const sent = await deps.database.db.transaction(async (tx) => {
      const before = await lockNewsletter(tx, id, input.version, user.userId);
      if (before.status !== 'draft' && !(before.status === 'scheduled' && !scheduled))
        throw notDraft(before.status, 'sent');
      if (at && !scheduled)
        throw new HttpError(422, 'That time has passed: choose a time to come, or send it now', [
          { path: 'at', message: 'A time to come' },
        ]);
      if (scheduled) {
        await tx
          .update(newsletters)
          .set({
            status: 'scheduled',
            scheduledAt: at,
            version: sql`${newsletters.version} + 1`,
            updatedAt: now,
          })
          .where(eq(newsletters.id, id));
        await recordAudit(tx, {
          userId: user.userId,
          action: 'update',
          entity: 'newsletters',
          entityId: id,
          before: { status: before.status, scheduledAt: before.scheduledAt, version: before.version },
          after: { status: 'scheduled', scheduledAt: at.toISOString(), version: before.version + 1 },
          requestId,
          at: now,
        });
      } else {
        const recipients = await enqueueNewsletter(deps, tx, before, now, user.userId);
        if (recipients === 0)
          throw new HttpError(
            422,
            'Nobody in this audience has agreed to receive newsletters; nothing was sent',
            [{ path: 'audience', message: 'No consenting contacts' }],
          );
      }
      return loadNewsletter(tx, id);
    });
    if (!scheduled) void deliverNewsletter(deps, id);
    return c.json({ success: true, data: sent }, 200);
  });

  mountRoute(app, cancelRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'newsletterId');
    const { version } = await readJson(c, z.object({ version: z.number().int() }));
    const now = deps.now();
    const saved = await deps.database.db.transaction(async (tx) => {
      const before = await lockNewsletter(tx, id, version, user.userId);
      if (before.status !== 'scheduled')
        throw new HttpError(
          422,
          `Only a scheduled newsletter can be taken back; this one is ${before.status}`,
        );
      await tx
        .update(newsletters)
        .set({ status: 'draft', scheduledAt: null, version: sql`${newsletters.version} + 1`, updatedAt: now })
        .where(eq(newsletters.id, id));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'newsletters',
        entityId: id,
        before: { status: 'scheduled', version: before.version },
        after: { status: 'draft', version: before.version + 1 },
        requestId,
        at: now,
      });
      return loadNewsletter(tx, id);
    });
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, outboxRoute, async (c) => {
    const id = readId(c, 'newsletterId');
    const query = readQuery(c, outboxQuery);
    const { db } = c.var.deps.database;
    const [exists] = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, id));
    if (!exists) throw notFound('No newsletter has this id');
    const page = query.page ?? 1;
    const where = and(
      eq(emailOutbox.newsletterId, id),
      query.status ? eq(emailOutbox.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          outboxId: emailOutbox.id,
          to: emailOutbox.toAddress,
          toName: emailOutbox.toName,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          lastError: emailOutbox.lastError,
          sentAt: iso(emailOutbox.sentAt),
        })
        .from(emailOutbox)
        .where(where)
        .orderBy(asc(emailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE)
        .offset((page - 1) * OUTBOX_PAGE_SIZE),
      db.select({ n: count() }).from(emailOutbox).where(where),
    ]);
    return c.json(
      { success: true, data: rows, meta: { page, pageSize: OUTBOX_PAGE_SIZE, total: total?.n ?? 0 } },
      200,
    );
  });

  mountRoute(app, retryRoute, async (c) => {
    const { deps, requestId } = c.var;
    const { user } = signedIn(c);
    const id = readId(c, 'newsletterId');
    const input = await readJson(c, retryInput);
    const [exists] = await deps.database.db
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(eq(newsletters.id, id));
    if (!exists) throw notFound('No newsletter has this id');
    const requeued = await requeueFailed(deps.database.db, id, input.outboxIds);
    await deps.database.db.transaction((tx) =>
      recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'newsletters',
        entityId: id,
        after: { retried: requeued },
        requestId,
        at: deps.now(),
      }),
    );
    if (requeued > 0) void deliverNewsletter(deps, id);
    return c.json({ success: true, data: { requeued } }, 200);
  });

  mountRoute(app, unsubscribeReadRoute, async (c) => {
    const { email } = await readToken(c);
    const { db } = c.var.deps.database;
    // Left: no contact with the address receives newsletters, and one of them unsubscribed.
    const [row] = await db
      .select({
        day: sql<
          string | null
        >`case when bool_or(${subscribed}) then null else max(${contacts.newsletterUnsubscribedAt})::text end`,
      })
      .from(contacts)
      .where(eq(sql`lower(${contacts.email})`, email.toLowerCase()));
    return c.json({ success: true, data: { email, unsubscribedAt: row?.day ?? null } }, 200);
  });

  mountRoute(app, unsubscribeRoute, async (c) => {
    const { email, newsletterId } = await readToken(c);
    const at = await unsubscribeAddress(c.var.deps.database.db, email, newsletterId, c.var.deps.now());
    return c.json({ success: true, data: { email, unsubscribedAt: at } }, 200);
  });
}
