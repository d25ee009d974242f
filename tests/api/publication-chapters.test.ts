import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter } from '@/lib/contract/chapters';
import type { ExportRun } from '@/lib/contract/exports';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import * as schema from '@/upstream/db/schema';
import { seedDatabase } from '@/upstream/db/seed';
import { xmlText } from '@/upstream/exports/sink';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * A publication's chapters through the API (added, corrected, reordered, deleted with the publication's
 * rights; bad input refused and nothing written) and in Crossref's deposit: each chapter with a DOI a
 * `content_item` of its book with its authors' ORCID iDs and pages, deposited by the run, and sent again
 * by a delta once changed.
 */

const run = promisify(execFile);
const TODAY = '2026-11-27';

let api: TestUpstream;
let manager: TestUser;
let author: TestUser;
let folder: string;
let book: { id: number; isbn: string; doi: string };
let scholar: { id: number; orcid: string; lastName: string };
let base = '';
let first: Chapter;
let second: Chapter;

async function call(user: TestUser, method: string, route: string, body?: unknown) {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, route, { token, body });
}

function ok<T>(response: { status: number; body: unknown }, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const issuesOf = (body: unknown) => (body as { issues?: { path: string; message: string }[] }).issues ?? [];

async function chapters(): Promise<Chapter[]> {
  return ok<Chapter[]>(await call(manager, 'GET', base));
}

/** Every chapter's row as stored, to show a refused write changed nothing. */
async function snapshot(): Promise<unknown[]> {
  const result = await api.database.db.execute(sql`select c.*, (select json_agg(k order by k.id)
    from publication_chapter_contributors k where k.chapter_id = c.id) as credits
    from publication_chapters c order by c.id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function deposit(mode: 'full' | 'delta'): Promise<{ run: ExportRun; xml: string }> {
  const exported = ok<ExportRun>(
    await call(manager, 'POST', 'publication-exports/runs', { target: 'crossref', mode }),
    201,
  );
  expect(exported.status, exported.error ?? '').toBe('completed');
  const token = await issueToken(api.database.db, manager.id, api.clock.now());
  const response = await api.fetch(
    new Request(`http://upstream.test/files/${exported.fileId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(response.status).toBe(200);
  return { run: exported, xml: await response.text() };
}

/** xmllint's verdict on the file's well-formedness. */
async function lint(xml: string): Promise<string> {
  const file = path.join(folder, `deposit-${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  const { stderr } = await run('xmllint', ['--noout', file]);
  return stderr.trim();
}

/** The content items of the deposit, each by its DOI. */
const contentItems = (xml: string) =>
  new Map(
    [...xml.matchAll(/<content_item component_type="chapter">([\s\S]*?)<\/content_item>/g)].map((match) => [
      /<doi>([^<]+)<\/doi>/.exec(match[1] ?? '')?.[1] ?? '',
      match[1] ?? '',
    ]),
  );

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'colophon-chapters-'));
  api = await createTestUpstream();
  api.clock.set(`${TODAY}T10:00:00.000Z`);
  await seedDatabase(api.database.db, { scale: 1, today: TODAY });
  manager = await createUser(api.database.db, { userName: 'metadata', groups: [GROUP.DEVELOPERS] });
  author = await createUser(api.database.db, { userName: 'writer', groups: [GROUP.AUTHORS] });
  // A book with a deposited DOI and no chapters yet, and a contact with an ORCID iD.
  const [found] = await api.database.db
    .select({ id: schema.publications.id, isbn: schema.publications.isbn, doi: schema.publications.doi })
    .from(schema.publications)
    .where(
      and(
        isNotNull(schema.publications.doiRegisteredAt),
        eq(schema.publications.status, 'published'),
        sql`not exists (select 1 from publication_chapters c where c.publication_id = ${schema.publications.id})`,
      ),
    )
    .orderBy(schema.publications.id)
    .limit(1);
  if (!found?.doi) throw new Error('no published book with a deposited DOI');
  book = { id: found.id, isbn: found.isbn, doi: found.doi };
  const [contact] = await api.database.db
    .select({ id: schema.contacts.id, orcid: schema.contacts.orcid, lastName: schema.contacts.lastName })
    .from(schema.contacts)
    .where(isNotNull(schema.contacts.orcid))
    .orderBy(schema.contacts.id)
    .limit(1);
  if (!contact?.orcid) throw new Error('no contact with an ORCID iD');
  scholar = { id: contact.id, orcid: contact.orcid, lastName: contact.lastName };
  base = `publications/${book.id}/chapters`;
}, 180_000);

afterAll(async () => {
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the demo’s chapters', () => {
  it('gives a few hardbacks chapters, with DOIs and ORCID-bearing authors, one DOI still waiting', async () => {
    const rows = await api.database.db.execute(sql`select
        count(distinct c.publication_id)::int as books, count(*)::int as chapters,
        count(c.doi)::int as dois, count(c.doi_registered_at)::int as deposited,
        (select count(*)::int from publication_chapter_contributors k join contacts p on p.id = k.contact_id
          where p.orcid is not null) as "orcidCredits"
      from publication_chapters c`);
    const [facts] = (rows as unknown as { rows: Record<string, number>[] }).rows;
    expect(facts?.books).toBe(6);
    expect(facts?.dois).toBeGreaterThan(0);
    expect(facts?.deposited).toBe((facts?.dois ?? 0) - 1);
    expect(facts?.orcidCredits).toBeGreaterThan(0);
  });
});

describe('a publication’s chapters', () => {
  it('adds chapters after the last one, with credits and ORCID iDs from the contacts', async () => {
    first = ok<Chapter>(
      await call(manager, 'POST', base, {
        title: '  The Long View ',
        subtitle: '',
        firstPage: '1',
        lastPage: '24',
        doi: `${book.doi}.c1`,
        contributors: [{ contactId: scholar.id, role: 'A01' }],
      }),
      201,
    );
    expect(first).toMatchObject({
      position: 1,
      title: 'The Long View',
      subtitle: null,
      doi: `${book.doi}.c1`,
      doiState: 'generated',
      version: 1,
      contributors: [{ contactId: scholar.id, role: 'A01', orcid: scholar.orcid }],
    });
    second = ok<Chapter>(
      await call(manager, 'POST', base, {
        title: 'Ports and Tides',
        firstPage: 'xi',
        lastPage: null,
        doi: null,
        contributors: [],
      }),
      201,
    );
    expect(second.position).toBe(2);
    expect((await chapters()).map((chapter) => chapter.chapterId)).toEqual([
      first.chapterId,
      second.chapterId,
    ]);
  });

  it('refuses a NUL byte, an id out of range and a malformed DOI with 400 on the field, writing nothing', async () => {
    const before = await snapshot();
    const nul = await call(manager, 'POST', base, { title: 'Bad\u0000title', contributors: [] });
    expect(nul.status).toBe(400);
    expect(issuesOf(nul.body)).toContainEqual({
      path: 'title',
      message: 'Text cannot contain NUL characters',
    });
    const range = await call(manager, 'POST', base, {
      title: 'Out of range',
      contributors: [{ contactId: 2_147_483_648, role: 'A01' }],
    });
    expect(range.status).toBe(400);
    expect(issuesOf(range.body).map((issue) => issue.path)).toEqual(['contributors.0.contactId']);
    expect((await call(manager, 'GET', 'publications/99999999999/chapters')).status).toBe(400);
    expect((await call(manager, 'POST', 'publications/0/chapters', {})).status).toBe(400);
    const malformed = await call(manager, 'POST', base, { title: 'A', doi: 'doi:10.1/x', contributors: [] });
    expect(malformed.status).toBe(400);
    expect(issuesOf(malformed.body).map((issue) => issue.path)).toEqual(['doi']);
    const pages = await call(manager, 'POST', base, {
      title: 'A',
      firstPage: '30',
      lastPage: '12',
      contributors: [],
    });
    expect(pages.status).toBe(400);
    expect(issuesOf(pages.body).map((issue) => issue.path)).toEqual(['lastPage']);
    const update = await call(manager, 'PUT', `${base}/${first.chapterId}`, {
      title: 'X\u0000',
      contributors: [],
      version: 1,
    });
    expect(update.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a DOI another book or chapter holds, whatever its case, and an unknown contact, writing nothing', async () => {
    const before = await snapshot();
    const [seeded] = await api.database.db
      .select({ doi: schema.publicationChapters.doi })
      .from(schema.publicationChapters)
      .where(and(isNotNull(schema.publicationChapters.doi), sql`publication_id <> ${book.id}`))
      .limit(1);
    const bookDoi = await call(manager, 'POST', base, { title: 'Twin', doi: book.doi, contributors: [] });
    expect(bookDoi.status).toBe(422);
    expect(issuesOf(bookDoi.body)).toEqual([
      { path: 'doi', message: expect.stringMatching(/^This DOI is already the DOI of publication \d+/) },
    ]);
    const chapterDoi = await call(manager, 'PUT', `${base}/${second.chapterId}`, {
      title: 'Ports and Tides',
      doi: seeded?.doi?.toUpperCase(),
      contributors: [{ contactId: MAX_ID, role: 'A01' }],
      version: second.version,
    });
    expect(chapterDoi.status).toBe(422);
    expect(issuesOf(chapterDoi.body).map((issue) => issue.path)).toEqual(['contributors.0.contactId', 'doi']);
    expect(await snapshot()).toEqual(before);
    // A book's DOI given later may not take a chapter's either.
    const [other] = await api.database.db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications)
      .where(and(isNull(schema.publications.doi), eq(schema.publications.status, 'published')))
      .limit(1);
    if (!other) throw new Error('no publication without a DOI');
    await api.database.db
      .update(schema.publicationChapters)
      .set({ doi: `10.55555/colophon.${other.isbn}` })
      .where(eq(schema.publicationChapters.id, second.chapterId));
    const given = await call(manager, 'POST', `publications/${other.id}/doi`);
    expect(given.status).toBe(409);
    await api.database.db
      .update(schema.publicationChapters)
      .set({ doi: null })
      .where(eq(schema.publicationChapters.id, second.chapterId));
  });

  it('corrects a chapter at the version read, and refuses a stale one with 409', async () => {
    const corrected = ok<Chapter>(
      await call(manager, 'PUT', `${base}/${second.chapterId}`, {
        title: 'Ports and Tides',
        subtitle: 'Trade in the Long Eighteenth Century',
        firstPage: '25',
        lastPage: '58',
        doi: `${book.doi}.c2`,
        contributors: [{ contactId: scholar.id, role: 'B01' }],
        version: second.version,
      }),
    );
    expect(corrected).toMatchObject({ version: 2, doiState: 'generated', firstPage: '25' });
    const stale = await call(manager, 'PUT', `${base}/${second.chapterId}`, {
      title: 'Ports',
      contributors: [],
      version: second.version,
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toMatch(/changed this record/);
    second = corrected;
  });

  it('puts the chapters in a new order, and refuses one that leaves a chapter out', async () => {
    const reordered = ok<Chapter[]>(
      await call(manager, 'PUT', `publications/${book.id}/chapter-order`, {
        chapterIds: [second.chapterId, first.chapterId],
      }),
    );
    expect(reordered.map((chapter) => [chapter.chapterId, chapter.position])).toEqual([
      [second.chapterId, 1],
      [first.chapterId, 2],
    ]);
    const partial = await call(manager, 'PUT', `publications/${book.id}/chapter-order`, {
      chapterIds: [first.chapterId],
    });
    expect(partial.status).toBe(409);
    const twice = await call(manager, 'PUT', `publications/${book.id}/chapter-order`, {
      chapterIds: [first.chapterId, first.chapterId],
    });
    expect(twice.status).toBe(400);
    // Back to the first order, for the deposit below.
    ok(
      await call(manager, 'PUT', `publications/${book.id}/chapter-order`, {
        chapterIds: [first.chapterId, second.chapterId],
      }),
    );
  });

  it('keeps the chapters to the publication’s rights', async () => {
    expect((await call(author, 'GET', base)).status).toBe(403);
    expect((await call(author, 'POST', base, { title: 'Mine', contributors: [] })).status).toBe(403);
    expect((await call(manager, 'GET', 'publications/2147483647/chapters')).status).toBe(404);
  });
});

describe('Crossref’s deposit of chapters', () => {
  it('sends each chapter with a DOI as a content item of its book, in the schema’s order, and marks it deposited', async () => {
    const { run: deposited, xml } = await deposit('delta');
    expect(await lint(xml)).toBe('');
    const items = contentItems(xml);
    expect(items.get(`${book.doi}.c1`)).toMatch(
      new RegExp(
        `^<contributors><person_name sequence="first" contributor_role="author">(<given_name>[^<]*</given_name>)?` +
          `<surname>${pattern(xmlText(scholar.lastName))}</surname><ORCID>https://orcid\\.org/${scholar.orcid}</ORCID></person_name></contributors>` +
          `<titles><title>The Long View</title></titles><component_number>1</component_number>` +
          `<publication_date media_type="(print|online)"><month>\\d\\d</month><day>\\d\\d</day><year>\\d{4}</year></publication_date>` +
          `<pages><first_page>1</first_page><last_page>24</last_page></pages>` +
          `<doi_data><doi>${pattern(book.doi)}\\.c1</doi>` +
          `<resource>https://colophon\\.example/books/${book.isbn}/chapters/${first.chapterId}</resource></doi_data>$`,
      ),
    );
    expect(items.get(`${book.doi}.c2`)).toContain('contributor_role="editor"');
    // The book goes with its chapters, as an edited volume only if it credits editors and no author.
    const record = xml.split('\n').find((line) => line.includes(`<doi>${book.doi}</doi>`));
    expect(record).toMatch(
      /^<book book_type="monograph"><book_metadata[^>]*>.*<\/book_metadata><content_item/,
    );
    // The demo's waiting chapter DOI went too; every chapter DOI is deposited now.
    const waiting = await api.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.publicationChapters)
      .where(
        and(isNotNull(schema.publicationChapters.doi), isNull(schema.publicationChapters.doiRegisteredAt)),
      );
    expect(waiting[0]?.count).toBe(0);
    expect((await chapters()).map((chapter) => chapter.doiState)).toEqual(['deposited', 'deposited']);
    expect(deposited.includedCount).toBeGreaterThan(0);
    // A deposited DOI stays with its chapter.
    const [current] = await chapters();
    const moved = await call(manager, 'PUT', `${base}/${first.chapterId}`, {
      title: 'The Long View',
      doi: `${book.doi}.other`,
      contributors: [],
      version: current?.version,
    });
    expect(moved.status).toBe(409);
    expect((await call(manager, 'DELETE', `${base}/${first.chapterId}`)).status).toBe(409);
  });

  it('sends again in a delta only the chapters changed since, and nothing when nothing changed', async () => {
    expect(contentItems((await deposit('delta')).xml).size).toBe(0);
    const [current] = await chapters();
    ok(
      await call(manager, 'PUT', `${base}/${first.chapterId}`, {
        title: 'The Longer View',
        firstPage: '1',
        lastPage: '26',
        doi: `${book.doi}.c1`,
        contributors: [{ contactId: scholar.id, role: 'A01' }],
        version: current?.version,
      }),
    );
    const { xml } = await deposit('delta');
    expect([...contentItems(xml).keys()]).toEqual([`${book.doi}.c1`]);
    expect(xml).toContain('<title>The Longer View</title>');
    expect(xml).toContain('<last_page>26</last_page>');
    // A full deposit sends every chapter DOI.
    const full = contentItems((await deposit('full')).xml);
    const all = await api.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.publicationChapters)
      .where(isNotNull(schema.publicationChapters.doi));
    expect(full.size).toBe(all[0]?.count);
  });

  it('deletes a chapter not deposited, and the ones after it move up', async () => {
    const added = ok<Chapter>(await call(manager, 'POST', base, { title: 'Coda', contributors: [] }), 201);
    expect(added.position).toBe(3);
    ok(await call(manager, 'DELETE', `${base}/${added.chapterId}`));
    expect((await chapters()).map((chapter) => chapter.position)).toEqual([1, 2]);
  });
});

describe('a chapter’s DOI given from its book’s', () => {
  it('is the book’s DOI, .ch and the chapter’s number, kept once given', async () => {
    const coda = ok<Chapter>(await call(manager, 'POST', base, { title: 'Coda', contributors: [] }), 201);
    const given = ok<Chapter>(await call(manager, 'POST', `${base}/${coda.chapterId}/doi`));
    expect(given).toMatchObject({
      doi: `${book.doi}.ch${coda.position}`,
      doiState: 'generated',
      version: coda.version + 1,
    });
    // Asked again, the chapter keeps its DOI and nothing is written.
    expect(ok<Chapter>(await call(manager, 'POST', `${base}/${coda.chapterId}/doi`))).toEqual(given);
  });

  it('takes the next free number when a chapter that moved holds its own', async () => {
    const [coda] = (await chapters()).filter((chapter) => chapter.title === 'Coda');
    if (!coda) throw new Error('no Coda');
    const appendix = ok<Chapter>(
      await call(manager, 'POST', base, { title: 'Appendix', contributors: [] }),
      201,
    );
    // Coda now carries the DOI the appendix's number would make.
    ok(
      await call(manager, 'PUT', `${base}/${coda.chapterId}`, {
        title: 'Coda',
        doi: `${book.doi}.ch${appendix.position}`,
        contributors: [],
        version: coda.version,
      }),
    );
    const given = ok<Chapter>(await call(manager, 'POST', `${base}/${appendix.chapterId}/doi`));
    expect(given.doi).toBe(`${book.doi}.ch${appendix.position + 1}`);
  });

  it('is refused with 409 while the book has no DOI, writing nothing, and kept to the book’s rights', async () => {
    const bare = await bookWithoutDoi();
    const lone = ok<Chapter>(
      await call(manager, 'POST', `publications/${bare.id}/chapters`, { title: 'Alone', contributors: [] }),
      201,
    );
    const before = await snapshot();
    const refused = await call(manager, 'POST', `publications/${bare.id}/chapters/${lone.chapterId}/doi`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toMatch(/has no DOI yet: give it one first/);
    expect(
      (await call(author, 'POST', `publications/${bare.id}/chapters/${lone.chapterId}/doi`)).status,
    ).toBe(403);
    // Another book's chapter is not this book's.
    expect((await call(manager, 'POST', `${base}/${lone.chapterId}/doi`)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('is given once the book has its own, which the book’s record then shows', async () => {
    const bare = await bookWithoutDoi();
    const record = async () =>
      ok<{ doi: string | null }>(await call(manager, 'GET', `publications/${bare.id}`));
    expect((await record()).doi).toBeNull();
    const bookDoi = ok<{ doi: string }>(await call(manager, 'POST', `publications/${bare.id}/doi`)).doi;
    expect((await record()).doi).toBe(bookDoi);
    const [lone] = ok<Chapter[]>(await call(manager, 'GET', `publications/${bare.id}/chapters`)).filter(
      (chapter) => chapter.title === 'Alone',
    );
    if (!lone) throw new Error('no chapter Alone');
    const given = ok<Chapter>(
      await call(manager, 'POST', `publications/${bare.id}/chapters/${lone.chapterId}/doi`),
    );
    expect(given.doi).toBe(`${bookDoi}.ch${lone.position}`);
  });
});

/** The first publication of the demo that has no DOI yet. */
async function bookWithoutDoi(): Promise<{ id: number }> {
  const [bare] = await api.database.db
    .select({ id: schema.publications.id })
    .from(schema.publications)
    .where(isNull(schema.publications.doi))
    .orderBy(schema.publications.id)
    .limit(1);
  if (!bare) throw new Error('no publication without a DOI');
  return bare;
}

const MAX_ID = 2_147_483_647;

/** Text to find as it is, in a regular expression. */
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
