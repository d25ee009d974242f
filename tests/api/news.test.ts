import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '@/lib/areas/news';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { jpegBytes, pdfBytes, pngBytes } from '../support/file-bytes';
import { checkSlotFileRules, putSlotFile } from '../support/slot-files';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let editor: TestUser;

const call = async (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, editor.id, api.clock.now()), body });

const item = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `About ${slug}`,
  slug,
  summary: null,
  body: '<p>Our spring list.</p>',
  publicationIds: [],
  authorIds: [],
  ...extra,
});

async function created(slug: string, extra?: Record<string, unknown>): Promise<NewsItem> {
  const answer = await call('POST', 'news', item(slug, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: NewsItem }).data;
}

async function upload(bytes: Uint8Array, name: string): Promise<number> {
  const token = await issueToken(api.database.db, editor.id, api.clock.now());
  const response = await api.fetch(
    new Request(`http://upstream.test/files?name=${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new Uint8Array(bytes),
    }),
  );
  return ((await response.json()) as { data: { fileId: number } }).data.fileId;
}

const move = (news: NewsItem, status: string, publishAt?: string) =>
  call('POST', `news/${news.newsId}/status`, { status, publishAt, version: news.version });

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set('2026-05-01T08:00:00Z');
  editor = await createUser(api.database.db, { userName: 'content', groups: [GROUP.CONTENT_EDITOR] });
});
afterAll(() => api.close());

describe('news', () => {
  it('refuses a slug another item has', async () => {
    await created('spring-list');
    const again = await call('POST', 'news', item('spring-list'));
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      issues: [{ path: 'slug', message: expect.stringMatching(/already has/) }],
    });
    expect((await call('POST', 'news', item('Spring List!'))).status).toBe(400);
  });

  it('keeps the article’s markup and removes scripts and handlers', async () => {
    const news = await created('safe-body', {
      body: '<h2>New</h2><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><a href="https://colophon.example">y</a></p><script>alert(1)</script>',
    });
    expect(news.body).toBe(
      '<h2>New</h2><p>Hi <a rel="noopener noreferrer">x</a><a href="https://colophon.example" rel="noopener noreferrer">y</a></p>',
    );
    const empty = await call('POST', 'news', item('only-script', { body: '<script>alert(1)</script>' }));
    expect(empty.status).toBe(422);
  });

  it('takes an uploaded image as the header, replaced and removed on its page, and nothing else', async () => {
    const news = await created('with-image');
    const finance = await createUser(api.database.db, {
      userName: 'finance',
      groups: [GROUP.FINANCIAL_MANAGER],
    });
    await checkSlotFileRules(api, {
      address: `news/${news.newsId}/image`,
      record: `news/${news.newsId}`,
      field: 'imageFileId',
      token: await issueToken(api.database.db, editor.id, api.clock.now()),
      outsiderToken: await issueToken(api.database.db, finance.id, api.clock.now()),
      accepted: [pngBytes('header-1'), jpegBytes('header-2')],
      refused: pdfBytes('header'),
      refusal: /header image must be a JPEG image, PNG image, WebP image or GIF image/,
    });
    // A stored document cannot be put there another way either.
    const document = await upload(pdfBytes('attached'), 'attached.pdf');
    const attached = await call('POST', `files/${document}/attach`, {
      slot: 'newsImage',
      recordId: news.newsId,
    });
    expect(attached.status).toBe(415);
    expect((await putSlotFile(api, 'x', 'news/999999/image', pngBytes('none'))).status).toBe(401);
  });

  it('goes live by itself at its scheduled time', async () => {
    const news = await created('goes-live');
    expect((await move(news, 'scheduled', '2026-05-01T07:00:00Z')).status).toBe(422);
    const scheduled = await move(news, 'scheduled', '2026-05-01T09:30:00Z');
    expect(scheduled.status).toBe(200);
    expect((scheduled.body as { data: NewsItem }).data).toMatchObject({
      status: 'scheduled',
      publishedAt: '2026-05-01T09:30:00Z',
    });

    api.clock.set('2026-05-01T09:29:00Z');
    expect(((await call('GET', `news/${news.newsId}`)).body as { data: NewsItem }).data.status).toBe(
      'scheduled',
    );
    api.clock.set('2026-05-01T09:31:00Z');
    expect(((await call('GET', `news/${news.newsId}`)).body as { data: NewsItem }).data.status).toBe(
      'published',
    );
    const list = (await call('GET', 'news?status=scheduled')).body as { data: NewsItem[] };
    expect(list.data.map((row) => row.newsId)).not.toContain(news.newsId);
  });

  it('moves only along its life', async () => {
    const news = await created('life');
    const archived = await move(news, 'archived');
    expect(archived.status).toBe(422);
    const published = (await move(news, 'published')).body as { data: NewsItem };
    expect(published.data.publishedAt).toBe('2026-05-01T09:31:00Z');
    expect((await move(published.data, 'archived')).status).toBe(200);
    expect((await move(news, 'draft')).status).toBe(409);
  });
});

describe('the public content API', () => {
  const publicRead = (path: string, headers: Record<string, string> = {}) =>
    api.request('GET', path, { headers });

  it('answers published news without a session, and never a draft, a scheduled or an archived item', async () => {
    const draft = await created('public-draft');
    const later = await created('public-later');
    await move(later, 'scheduled', '2026-06-01T09:00:00Z');
    const gone = await created('public-gone');
    const live = (await move(gone, 'published')).body as { data: NewsItem };
    await move(live.data, 'archived');
    const shown = await created('public-shown', { body: '<p>Live now</p>' });
    await move(shown, 'published');

    const list = await publicRead('public/news?pageSize=50');
    expect(list.status).toBe(200);
    const slugs = (list.body as { data: { slug: string }[] }).data.map((item) => item.slug);
    expect(slugs).toContain('public-shown');
    for (const hidden of [draft.slug, 'public-later', 'public-gone']) expect(slugs).not.toContain(hidden);
    expect(JSON.stringify(list.body)).not.toMatch(/"status"|newsId|version/);
    for (const hidden of [draft.slug, 'public-later', 'public-gone'])
      expect((await publicRead(`public/news/${hidden}`)).status).toBe(404);
    expect((await publicRead('public/news/public-shown')).body).toMatchObject({
      data: { slug: 'public-shown', bodyHtml: '<p>Live now</p>' },
    });

    api.clock.set('2026-06-01T09:00:01Z');
    expect((await publicRead('public/news/public-later')).status).toBe(200);
  });

  it('serves the header image of a published item, and no other stored file', async () => {
    const image = (path: string, headers: Record<string, string> = {}) =>
      api.fetch(new Request(`http://upstream.test/${path}`, { headers }));
    const withImage = await created('public-image');
    const imageId = await upload(pngBytes('public-header'), 'header.png');
    const attached = await call('POST', `files/${imageId}/attach`, {
      slot: 'newsImage',
      recordId: withImage.newsId,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect((await image(`public/images/${imageId}`)).status).toBe(404);

    const current = ((await call('GET', `news/${withImage.newsId}`)).body as { data: NewsItem }).data;
    await move(current, 'published');
    const served = await image(`public/images/${imageId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes('public-header'));
    const etag = served.headers.get('etag') ?? '';
    expect((await image(`public/images/${imageId}`, { 'if-none-match': etag })).status).toBe(304);
    expect((await publicRead('public/news/public-image')).body).toMatchObject({
      data: { imageFileId: imageId },
    });
    const unshown = await upload(pngBytes('not-shown'), 'other.png');
    expect((await image(`public/images/${unshown}`)).status).toBe(404);
  });

  it('answers 304 to the ETag it gave, until the content changes', async () => {
    const first = await publicRead('public/news/public-shown');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await publicRead('public/news/public-shown', { 'if-none-match': etag })).status).toBe(304);
    const [found] = ((await call('GET', 'news?q=public-shown')).body as { data: NewsItem[] }).data;
    const full = ((await call('GET', `news/${found?.newsId}`)).body as { data: NewsItem }).data;
    await call('PUT', `news/${full.newsId}`, {
      ...item('public-shown'),
      title: 'Changed',
      version: full.version,
    });
    expect((await publicRead('public/news/public-shown', { 'if-none-match': etag })).status).toBe(200);
  });
});
