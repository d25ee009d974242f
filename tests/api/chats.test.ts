import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '@/lib/areas/news';
import type { Comment, Mention, ThreadSummary } from '@/lib/contract/comments';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { auditLog, emailOutbox } from '@/upstream/db/schema';
import { ok, refusal } from '../support/answers';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let writer: TestUser;
let reader: TestUser;
let quiet: TestUser;
let finance: TestUser;
let news: NewsItem;

const as = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()), body });

const thread = () => `news/${news.newsId}/comments`;

const mailsTo = (user: TestUser) =>
  api.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user.email));

type MentionsAnswer = { mentions: Mention[]; unread: number };

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set('2026-05-01T08:00:00Z');
  const content = [GROUP.CONTENT_EDITOR];
  writer = await createUser(api.database.db, { userName: 'chat.writer', groups: content });
  reader = await createUser(api.database.db, { userName: 'chat.reader', groups: content });
  quiet = await createUser(api.database.db, { userName: 'chat.quiet', groups: content });
  finance = await createUser(api.database.db, {
    userName: 'chat.finance',
    groups: [GROUP.FINANCIAL_MANAGER],
  });
  // The quiet one turned mention emails off in their notification settings.
  const me = ok<{ notifications: { email: Record<string, boolean>; digest: string }; version: number }>(
    await as(quiet, 'GET', 'me'),
  );
  ok(
    await as(quiet, 'PUT', 'me/notifications', {
      ...me.notifications,
      email: { ...me.notifications.email, mentions: false },
      version: me.version,
    }),
  );
  news = ok<NewsItem>(
    await as(writer, 'POST', 'news', {
      title: 'The spring list',
      slug: 'spring-list-chat',
      summary: null,
      body: '<p>Our spring list.</p>',
      imageFileId: null,
      publicationIds: [],
      authorIds: [],
    }),
    201,
  );
});
afterAll(() => api.close());

describe('comment threads on records', () => {
  let first: Comment;

  it('posts a comment whose mentions reach those who may see the record, by their settings', async () => {
    first = ok<Comment>(
      await as(writer, 'POST', thread(), {
        body: '  @chat.reader and @Chat.Quiet, please check; @chat.finance too, and @nobody.  ',
      }),
      201,
    );
    expect(first.body).toBe('@chat.reader and @Chat.Quiet, please check; @chat.finance too, and @nobody.');
    expect(first.author).toMatchObject({ userId: writer.id, userName: 'chat.writer' });
    // The finance manager may not see news, so is not mentioned; nobody is no one.
    expect(first.mentions.map((person) => person.userName)).toEqual(['chat.quiet', 'chat.reader']);
    expect(first).toMatchObject({ edited: false, version: 1 });

    const [mail, ...more] = await mailsTo(reader);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Chat.writer Tester mentioned you on News item The spring list');
    expect(mail?.text).toContain(`/cms/news/${news.newsId}`);
    expect(await mailsTo(quiet)).toHaveLength(0);
    expect(await mailsTo(finance)).toHaveLength(0);

    const comments = ok<Comment[]>(await as(reader, 'GET', thread()));
    expect(comments.map((comment) => comment.commentId)).toEqual([first.commentId]);
  });

  it('lists the mention, unread, until the user reads it', async () => {
    const before = ok<MentionsAnswer>(await as(reader, 'GET', 'comments/mentions'));
    expect(before.unread).toBe(1);
    expect(before.mentions).toHaveLength(1);
    expect(before.mentions[0]).toMatchObject({
      read: false,
      record: {
        area: 'news',
        recordId: news.newsId,
        name: 'The spring list',
        href: `/cms/news/${news.newsId}`,
      },
      comment: { commentId: first.commentId },
    });
    const threads = ok<ThreadSummary[]>(await as(reader, 'GET', 'comments/threads'));
    expect(threads[0]).toMatchObject({ comments: 1, unreadMentions: 1, record: { name: 'The spring list' } });

    expect(
      ok<{ marked: number }>(await as(reader, 'POST', 'comments/mentions/read', { all: true })).marked,
    ).toBe(1);
    const after = ok<MentionsAnswer>(await as(reader, 'GET', 'comments/mentions'));
    expect(after.unread).toBe(0);
    expect(after.mentions[0]?.read).toBe(true);
    // The quiet one was told in the app all the same.
    expect(ok<MentionsAnswer>(await as(quiet, 'GET', 'comments/mentions')).unread).toBe(1);
  });

  it('refuses a user without the area’s right, and keeps the thread out of their Chats', async () => {
    expect((await as(finance, 'GET', thread())).status).toBe(403);
    expect((await as(finance, 'POST', thread(), { body: 'Hello' })).status).toBe(403);
    expect(
      (await as(finance, 'PUT', `${thread()}/${first.commentId}`, { body: 'x', version: 1 })).status,
    ).toBe(403);
    const threads = ok<ThreadSummary[]>(await as(finance, 'GET', 'comments/threads'));
    expect(threads.some((summary) => summary.record.area === 'news')).toBe(false);
    expect(ok<MentionsAnswer>(await as(finance, 'GET', 'comments/mentions')).mentions).toHaveLength(0);
  });

  it('refuses bad input with 400 and a missing record with 404', async () => {
    expect(refusal(await as(writer, 'POST', thread(), { body: 'a\u0000b' }), 400).issues.body).toMatch(/NUL/);
    expect(refusal(await as(writer, 'POST', thread(), { body: '   ' }), 400).issues.body).toBe(
      'Write the comment',
    );
    expect(refusal(await as(writer, 'POST', thread(), { body: 'x'.repeat(4001) }), 400).issues.body).toMatch(
      /at most 4000/,
    );
    expect((await as(writer, 'POST', 'news/0/comments', { body: 'Hi' })).status).toBe(400);
    expect((await as(writer, 'GET', 'news/99999999999/comments')).status).toBe(400);
    expect((await as(writer, 'PUT', `${thread()}/2147483648`, { body: 'Hi', version: 1 })).status).toBe(400);
    expect((await as(writer, 'POST', 'comments/mentions/read', { commentIds: [0] })).status).toBe(400);
    expect((await as(writer, 'POST', 'comments/mentions/read', {})).status).toBe(400);
    expect((await as(writer, 'GET', 'comments/threads?page=0')).status).toBe(400);
    expect((await as(writer, 'GET', 'news/2147483647/comments')).status).toBe(404);
    expect((await as(writer, 'POST', 'news/2147483647/comments', { body: 'Hi' })).status).toBe(404);
  });

  it('lets only the author edit, refuses a stale edit with 409, and tells the newly mentioned', async () => {
    const path = `${thread()}/${first.commentId}`;
    expect((await as(reader, 'PUT', path, { body: 'Mine now', version: 1 })).status).toBe(403);
    const edited = ok<Comment>(
      await as(writer, 'PUT', path, { body: '@chat.reader only, sorry', version: 1 }),
    );
    expect(edited).toMatchObject({ edited: true, version: 2 });
    expect(edited.mentions.map((person) => person.userName)).toEqual(['chat.reader']);
    // The reader was mentioned already: no second email.
    expect(await mailsTo(reader)).toHaveLength(1);
    expect(ok<MentionsAnswer>(await as(quiet, 'GET', 'comments/mentions')).mentions).toHaveLength(0);

    const stale = refusal(await as(writer, 'PUT', path, { body: 'Again', version: 1 }), 409);
    expect(stale.error).toMatch(/changed/i);
  });

  it('deletes one’s own comment only, and audits every write', async () => {
    const reply = ok<Comment>(await as(reader, 'POST', thread(), { body: 'Done, @chat.writer.' }), 201);
    expect((await as(writer, 'DELETE', `${thread()}/${reply.commentId}`)).status).toBe(403);
    expect((await as(reader, 'DELETE', `${thread()}/${reply.commentId}`)).status).toBe(200);
    expect((await as(reader, 'DELETE', `${thread()}/${reply.commentId}`)).status).toBe(404);

    const audited = await api.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'comments'))
      .orderBy(auditLog.id);
    expect(audited.map((entry) => `${entry.action} ${entry.entityId}`)).toEqual([
      `insert ${first.commentId}`,
      `update ${first.commentId}`,
      `insert ${reply.commentId}`,
      `delete ${reply.commentId}`,
    ]);
    expect(audited[0]?.after).toMatchObject({
      area: 'news',
      recordId: news.newsId,
      mentions: ['chat.quiet', 'chat.reader'],
    });
  });
});
