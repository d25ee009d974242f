import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteElement } from '@/lib/areas/site-elements';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { commissionings, contacts, publications } from '@/upstream/db/schema';
import { pdfBytes, pngBytes } from '../support/file-bytes';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let editor: TestUser;
let marketing: TestUser;
const world = { bookIds: [] as number[], authorId: 0 };

const callAs = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()), body });
const call = (method: string, path: string, body?: unknown) => callAs(editor, method, path, body);
const publicRead = (path: string, headers: Record<string, string> = {}) =>
  api.request('GET', path, { headers });

const banner = (key: string, content: Record<string, unknown> = {}) => ({
  title: `Banner ${key}`,
  key,
  type: 'banner',
  content: { heading: 'Spring list', text: 'New books for the new season', linkUrl: '/books', ...content },
});

async function created(body: Record<string, unknown>): Promise<SiteElement> {
  const answer = await call('POST', 'site-elements', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: SiteElement }).data;
}

const dataOf = (answer: ApiResponse) => (answer.body as { data: SiteElement }).data;
const issuesOf = (answer: ApiResponse) =>
  (answer.body as { issues: { path: string; message: string }[] }).issues;

const publish = (element: SiteElement) =>
  call('POST', `site-elements/${element.elementId}/publish`, { version: element.version });
const unpublish = (element: SiteElement) =>
  call('POST', `site-elements/${element.elementId}/unpublish`, { version: element.version });

async function upload(bytes: Uint8Array, name: string): Promise<number> {
  const token = await issueToken(api.database.db, editor.id, api.clock.now());
  const response = await api.app.fetch(
    new Request(`http://upstream.test/files?name=${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new Uint8Array(bytes),
    }),
  );
  return ((await response.json()) as { data: { fileId: number } }).data.fileId;
}

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set('2026-05-01T08:00:00Z');
  const { db } = api.database;
  editor = await createUser(db, { userName: 'content', groups: [GROUP.CONTENT_EDITOR] });
  marketing = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_ASSISTANTS] });
  const [book] = await db
    .insert(commissionings)
    .values({ title: 'Harbour Lights', editorId: editor.id })
    .returning();
  const found = await db
    .insert(publications)
    .values([
      { commissioningId: book?.id ?? 0, title: 'Harbour Lights', format: 'BB', isbn: '9780000000101' },
      { commissioningId: book?.id ?? 0, title: 'Anchor Point', format: 'BC', isbn: '9780000000118' },
    ])
    .returning({ id: publications.id });
  world.bookIds = found.map((row) => row.id);
  const [author] = await db
    .insert(contacts)
    .values({ firstName: 'Ada', lastName: 'Spotlight', roles: ['author'] })
    .returning({ id: contacts.id });
  world.authorId = author?.id ?? 0;
});
afterAll(() => api.close());

describe('site elements', () => {
  it('stores each type’s content as its schema reads it, as a draft', async () => {
    const made = await created(
      banner('home-banner', { heading: '  Spring list  ', text: '', stray: 'dropped' }),
    );
    expect(made).toMatchObject({
      key: 'home-banner',
      type: 'banner',
      state: 'draft',
      publishedAt: null,
      publishedContent: null,
      content: { heading: 'Spring list', text: null, linkUrl: '/books', imageFileId: null },
    });
    expect(made.content).not.toHaveProperty('stray');

    const books = await created({
      title: 'Featured on the home page',
      key: 'home-books',
      type: 'featured-books',
      content: {
        heading: 'Our picks',
        publicationIds: [world.bookIds[1], world.bookIds[0], world.bookIds[1]],
      },
    });
    expect(books.content).toEqual({
      heading: 'Our picks',
      publicationIds: [world.bookIds[1], world.bookIds[0]],
    });
    expect(books.linked.publications.map((book) => book.title)).toEqual(['Anchor Point', 'Harbour Lights']);

    const spotlight = await created({
      title: 'Author of the month',
      key: 'author-of-the-month',
      type: 'author-spotlight',
      content: { contactId: world.authorId, heading: 'Meet Ada', text: 'She writes about the sea.' },
    });
    expect(spotlight.linked.contact).toEqual({ contactId: world.authorId, name: 'Ada Spotlight' });
  });

  it('refuses content that does not fit its type with 400, naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [banner('bad-1', { heading: '' }), 'content.heading', /heading/],
      [banner('bad-2', { linkUrl: 'javascript:alert(1)' }), 'content.linkUrl', /https:\/\//],
      [banner('bad-3', { heading: 'A\u0000B' }), 'content.heading', /./],
      [banner('bad-4', { imageFileId: 0 }), 'content.imageFileId', /stored image/],
      [banner('bad-5', { imageFileId: 2_147_483_648 }), 'content.imageFileId', /./],
      [
        { ...banner('bad-6'), type: 'featured-books', content: { heading: 'Picks', publicationIds: [] } },
        'content.publicationIds',
        /at least one/,
      ],
      [
        {
          ...banner('bad-7'),
          type: 'featured-books',
          content: { heading: 'Picks', publicationIds: Array.from({ length: 13 }, (_, i) => i + 1) },
        },
        'content.publicationIds',
        /At most 12/,
      ],
      [
        { ...banner('bad-8'), type: 'featured-books', content: { heading: 'Picks', publicationIds: [-1] } },
        'content.publicationIds.0',
        /record id/,
      ],
      [
        { ...banner('bad-9'), type: 'author-spotlight', content: { heading: 'Meet', text: 'Words' } },
        'content.contactId',
        /Choose the author/,
      ],
      [{ ...banner('bad-10'), type: 'poster' }, 'type', /Choose banner/],
      [{ ...banner('bad-11'), content: 'text' }, 'content', /object/],
      [banner('Bad Key!'), 'key', /lower-case/],
      [{ ...banner('bad-12'), title: 'Nul\u0000' }, 'title', /./],
    ];
    for (const [body, path, message] of cases) {
      const answer = await call('POST', 'site-elements', body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(issuesOf(answer)).toContainEqual({ path, message: expect.stringMatching(message) });
    }
  });

  it('refuses records that do not exist with 422, and a key another element has', async () => {
    const again = await call('POST', 'site-elements', banner('home-banner'));
    expect(again.status).toBe(422);
    expect(issuesOf(again)).toEqual([{ path: 'key', message: expect.stringMatching(/already has the key/) }]);
    const noBook = await call('POST', 'site-elements', {
      ...banner('no-book'),
      type: 'featured-books',
      content: { heading: 'Picks', publicationIds: [999_999] },
    });
    expect(noBook.status).toBe(422);
    expect(issuesOf(noBook)).toEqual([
      { path: 'content.publicationIds', message: 'There is no publication 999999' },
    ]);
    const noAuthor = await call('POST', 'site-elements', {
      ...banner('no-author'),
      type: 'author-spotlight',
      content: { contactId: 999_999, heading: 'Meet', text: 'Words' },
    });
    expect(issuesOf(noAuthor)).toEqual([
      { path: 'content.contactId', message: 'There is no contact 999999' },
    ]);
    const document = await upload(pdfBytes('banner'), 'banner.pdf');
    const notImage = await call('POST', 'site-elements', banner('pdf-banner', { imageFileId: document }));
    expect(notImage.status).toBe(422);
    const image = await upload(pngBytes('banner'), 'banner.png');
    expect((await created(banner('image-banner', { imageFileId: image }))).content).toMatchObject({
      imageFileId: image,
    });
    // Held by the banner's content: never listed as an orphan, and kept when orphans are deleted.
    const orphans = (await call('GET', 'files/orphans?pageSize=100')).body as { data: { fileId: number }[] };
    expect(orphans.data.map((file) => file.fileId)).not.toContain(image);
    const deleting = await call('POST', 'files/orphans/delete', { fileIds: [image] });
    expect(deleting.body).toMatchObject({ data: { deleted: [], kept: [image] } });
  });

  it('publishes the draft and withdraws it, each with the version read', async () => {
    const element = await created(banner('publish-me'));
    const stale = await call('POST', `site-elements/${element.elementId}/publish`, {
      version: element.version + 1,
    });
    expect(stale.status).toBe(409);

    const published = dataOf(await publish(element));
    expect(published).toMatchObject({
      state: 'published',
      publishedAt: '2026-05-01T08:00:00Z',
      publishedContent: element.content,
      version: element.version + 1,
    });
    expect((await publish(published)).status).toBe(422);

    // Saving the draft leaves the published version as it was.
    const edited = dataOf(
      await call('PUT', `site-elements/${element.elementId}`, {
        ...banner('publish-me', { heading: 'Summer list' }),
        version: published.version,
      }),
    );
    expect(edited).toMatchObject({ state: 'changed', publishedContent: { heading: 'Spring list' } });
    const retyped = await call('PUT', `site-elements/${element.elementId}`, {
      ...banner('publish-me'),
      type: 'author-spotlight',
      content: { contactId: world.authorId, heading: 'Meet', text: 'Words' },
      version: edited.version,
    });
    expect(retyped.status).toBe(422);
    expect(issuesOf(retyped)).toEqual([
      { path: 'type', message: expect.stringMatching(/unpublish it first/) },
    ]);

    expect((await unpublish(published)).status).toBe(409);
    const withdrawn = dataOf(await unpublish(edited));
    expect(withdrawn).toMatchObject({ state: 'draft', publishedAt: null, publishedContent: null });
    expect((await unpublish(withdrawn)).status).toBe(422);

    const history = await call('GET', `site-elements/${element.elementId}/history`);
    const entries = (history.body as { data: { changes: { field: string }[] }[] }).data;
    expect(entries.length).toBeGreaterThanOrEqual(4);
  });

  it('lets only the CMS’s users in', async () => {
    expect((await callAs(marketing, 'GET', 'site-elements')).status).toBe(403);
    expect((await callAs(marketing, 'POST', 'site-elements', banner('not-mine'))).status).toBe(403);
    const element = dataOf(await call('GET', 'site-elements/1'));
    expect(
      (
        await callAs(marketing, 'POST', `site-elements/${element.elementId}/publish`, {
          version: element.version,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('POST', `site-elements/${element.elementId}/publish`, { body: { version: 1 } }))
        .status,
    ).toBe(401);
    expect((await call('POST', 'site-elements/0/publish', { version: 1 })).status).toBe(400);
    expect((await call('POST', 'site-elements/99999/publish', { version: 1 })).status).toBe(404);
  });
});

describe('the public elements', () => {
  it('answers only what was published, with books and author by name', async () => {
    const draft = await created(banner('never-published'));
    const list = ((await call('GET', 'site-elements?pageSize=100')).body as { data: SiteElement[] }).data;
    const byKey = (key: string) => {
      const found = list.find((element) => element.key === key);
      if (!found) throw new Error(key);
      return found;
    };
    const featured = dataOf(await call('GET', `site-elements/${byKey('home-books').elementId}`));
    await publish(featured);
    const spotlight = dataOf(await call('GET', `site-elements/${byKey('author-of-the-month').elementId}`));
    await publish(spotlight);
    const home = dataOf(await call('GET', `site-elements/${byKey('home-banner').elementId}`));
    const live = dataOf(await publish(home));
    // A later draft is not served until it is published.
    await call('PUT', `site-elements/${home.elementId}`, {
      ...banner('home-banner', { heading: 'Not yet' }),
      version: live.version,
    });

    const all = await publicRead('public/elements');
    expect(all.status).toBe(200);
    const served = (all.body as { data: { key: string }[] }).data;
    expect(served.map((element) => element.key)).toEqual([
      'author-of-the-month',
      'home-banner',
      'home-books',
    ]);
    expect(JSON.stringify(all.body)).not.toMatch(
      /Not yet|elementId|version|Featured on the home page|Banner home-banner|contactId|publicationIds/,
    );
    expect((await publicRead(`public/elements/${draft.key}`)).status).toBe(404);
    expect((await publicRead('public/elements/publish-me')).status).toBe(404);
    expect((await publicRead('public/elements/Not%20a%20key')).status).toBe(404);
    expect((await publicRead('public/elements?type=poster')).status).toBe(400);

    expect((await publicRead('public/elements/home-books')).body).toEqual({
      success: true,
      data: {
        key: 'home-books',
        type: 'featured-books',
        publishedAt: '2026-05-01T08:00:00Z',
        content: {
          heading: 'Our picks',
          books: [
            { title: 'Anchor Point', isbn: '9780000000118' },
            { title: 'Harbour Lights', isbn: '9780000000101' },
          ],
        },
      },
    });
    expect((await publicRead('public/elements/author-of-the-month')).body).toMatchObject({
      data: {
        content: {
          heading: 'Meet Ada',
          text: 'She writes about the sea.',
          author: { name: 'Ada Spotlight' },
        },
      },
    });
    expect((await publicRead('public/elements/home-banner')).body).toMatchObject({
      data: { type: 'banner', content: { heading: 'Spring list', linkUrl: '/books' } },
    });
    const banners = (await publicRead('public/elements?type=banner')).body as { data: { key: string }[] };
    expect(banners.data.map((element) => element.key)).toEqual(['home-banner']);
  });

  it('serves a published banner’s image, and not its draft’s', async () => {
    const image = (fileId: number) =>
      api.app.fetch(new Request(`http://upstream.test/public/images/${fileId}`));
    const shown = await upload(pngBytes('shown-banner'), 'shown.png');
    const element = await created(banner('image-public', { imageFileId: shown }));
    expect((await image(shown)).status).toBe(404);
    const live = dataOf(await publish(element));
    const served = await image(shown);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes('shown-banner'));

    const next = await upload(pngBytes('next-banner'), 'next.png');
    await call('PUT', `site-elements/${element.elementId}`, {
      ...banner('image-public', { imageFileId: next }),
      version: live.version,
    });
    expect((await image(next)).status).toBe(404);
    expect((await image(shown)).status).toBe(200);
  });

  it('answers 304 to the ETag it gave, until a new version is published', async () => {
    const first = await publicRead('public/elements/home-banner');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public/);
    const again = await publicRead('public/elements/home-banner', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body ?? '').toBe('');
    const list = ((await call('GET', 'site-elements?q=home-banner')).body as { data: SiteElement[] }).data;
    const home = dataOf(await call('GET', `site-elements/${list[0]?.elementId}`));
    expect(home.state).toBe('changed');
    await publish(home);
    const after = await publicRead('public/elements/home-banner', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ data: { content: { heading: 'Not yet' } } });
  });
});
