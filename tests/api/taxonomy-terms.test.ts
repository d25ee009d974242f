import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationArea } from '@/lib/areas/publications';
import type { TaxonomyTerm } from '@/lib/contract/taxonomies';
import { GROUP } from '@/lib/rights';
import { composeContent } from '@/upstream/mail/newsletters';
import {
  auditLog,
  commissionings,
  contacts,
  publicationContributors,
  publications,
  publicationTaxonomyTerms,
  taxonomyTerms,
} from '@/upstream/db/schema';
import { allRightsUser, call, memberOf } from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * The firm's own subjects and collections edited through the API: terms added, corrected, moved,
 * retired and deleted, with loops, taken codes and unstorable text refused and nothing changed;
 * collections as series or imprints, a publication's imprint, and praise about a contributor.
 */

let api: TestUpstream;
let publicationId = 0;
let authorId = 0;

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const errorOf = (response: ApiResponse) => (response.body as { error: string }).error;
const issuesOf = (response: ApiResponse) =>
  (response.body as { issues?: { path: string; message: string }[] }).issues ?? [];

const asAdmin = async (method: string, path: string, body?: unknown) =>
  call(api, await allRightsUser(api), method, path, body);

const add = async (scheme: string, body: Record<string, unknown>) =>
  ok<TaxonomyTerm>(await asAdmin('POST', `taxonomy/${scheme}/terms`, body), 201);

/** A correction of the term as it stands, with the changes given. */
const correct = (scheme: string, term: TaxonomyTerm, changes: Record<string, unknown>) =>
  asAdmin('PUT', `taxonomy/${scheme}/terms/${term.termId}`, {
    code: term.code,
    label: term.label,
    parentId: term.parentId,
    kind: term.kind,
    active: term.active,
    version: term.version,
    ...changes,
  });

const termsOf = async (scheme: string, query = '') =>
  ok<TaxonomyTerm[]>(await asAdmin('GET', `taxonomy/${scheme}${query}`));

const storedTerms = () => api.database.db.select().from(taxonomyTerms).orderBy(taxonomyTerms.id);

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
  const [work] = await db
    .insert(commissionings)
    .values({ title: 'The Quiet Harbour', editorId: editor })
    .returning({ id: commissionings.id });
  const [book] = await db
    .insert(publications)
    .values({
      commissioningId: work?.id ?? 0,
      title: 'The Quiet Harbour',
      format: 'BB',
      isbn: '9790000000025',
    })
    .returning({ id: publications.id });
  const [author] = await db
    .insert(contacts)
    .values({ firstName: 'Ada', lastName: 'Marsh', roles: ['author'] })
    .returning({ id: contacts.id });
  publicationId = book?.id ?? 0;
  authorId = author?.id ?? 0;
  await db
    .insert(publicationContributors)
    .values({ publicationId, contactId: authorId, role: 'A01', position: 1 });
});
afterAll(() => api?.close());

describe('the firm’s subjects', () => {
  it('adds, renames, moves, retires, reactivates and deletes a subject, each write audited', async () => {
    const gardens = await add('subject', { code: 'gardens', label: 'Gardens' });
    expect(gardens).toMatchObject({
      code: 'GARDENS',
      label: 'Gardens',
      parentId: null,
      kind: null,
      active: true,
      version: 1,
    });
    const roses = await add('subject', { code: 'ROSES', label: 'Roses', parentId: gardens.termId });
    const nature = await add('subject', { code: 'NATURE', label: 'Nature' });

    const renamed = ok<TaxonomyTerm>(
      await correct('subject', roses, { code: 'ROSES-OLD', label: 'Old roses' }),
    );
    expect(renamed).toMatchObject({ code: 'ROSES-OLD', label: 'Old roses', version: 2 });
    const moved = ok<TaxonomyTerm>(await correct('subject', renamed, { parentId: nature.termId }));
    expect(moved.parentId).toBe(nature.termId);

    const retired = ok<TaxonomyTerm>(await correct('subject', moved, { active: false }));
    expect(retired.active).toBe(false);
    expect((await termsOf('subject')).map((term) => term.code)).toEqual(['GARDENS', 'NATURE']);
    const all = await termsOf('subject', '?retired=include');
    expect(all.find((term) => term.code === 'ROSES-OLD')?.active).toBe(false);
    const back = ok<TaxonomyTerm>(await correct('subject', retired, { active: true }));
    expect(back).toMatchObject({ active: true, version: 5 });

    ok(await asAdmin('DELETE', `taxonomy/subject/terms/${gardens.termId}`));
    expect((await termsOf('subject')).map((term) => term.code)).toEqual(['NATURE', 'ROSES-OLD']);
    const audited = await api.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'taxonomy_terms'), eq(auditLog.entityId, String(roses.termId))))
      .orderBy(auditLog.id);
    expect(audited.map((row) => row.action)).toEqual(['insert', 'update', 'update', 'update', 'update']);
  });

  it('refuses a loop, a taken code, a stale version and unstorable text, and changes nothing', async () => {
    const top = await add('subject', { code: 'SEA', label: 'The sea' });
    const middle = await add('subject', { code: 'COAST', label: 'Coasts', parentId: top.termId });
    const low = await add('subject', { code: 'DUNES', label: 'Dunes', parentId: middle.termId });
    const before = await storedTerms();

    const loop = await correct('subject', top, { parentId: low.termId });
    expect(loop.status).toBe(422);
    expect(issuesOf(loop)).toEqual([
      { path: 'parentId', message: '“Dunes” sits under this term: moving it there would make a loop' },
    ]);
    const itself = await correct('subject', top, { parentId: top.termId });
    expect(itself.status).toBe(422);
    expect(errorOf(itself)).toBe('A term cannot sit under itself');

    const taken = await asAdmin('POST', 'taxonomy/subject/terms', { code: 'coast', label: 'Another coast' });
    expect(taken.status).toBe(422);
    expect(issuesOf(taken)).toEqual([
      { path: 'code', message: 'The code COAST is already the subject “Coasts”' },
    ]);
    const renamedOnto = await correct('subject', low, { code: 'SEA' });
    expect(renamedOnto.status).toBe(422);
    expect(errorOf(renamedOnto)).toBe('The code SEA is already the subject “The sea”');

    const nul = await asAdmin('POST', 'taxonomy/subject/terms', { code: 'NUL', label: 'Bad\u0000heading' });
    expect(nul.status).toBe(400);
    expect(issuesOf(nul)[0]).toMatchObject({ path: 'label', message: 'Text cannot contain NUL characters' });
    expect((await correct('subject', low, { label: 'Dunes\u0000' })).status).toBe(400);
    expect((await correct('subject', low, { parentId: 2_147_483_648 })).status).toBe(400);
    const spaced = await asAdmin('POST', 'taxonomy/subject/terms', { code: 'TWO WORDS', label: 'Spaces' });
    expect(spaced.status).toBe(400);

    const stale = await correct('subject', low, { label: 'Sand dunes', version: low.version + 1 });
    expect(stale.status).toBe(409);
    const kinded = await correct('subject', low, { kind: 'series' });
    expect(kinded.status).toBe(422);
    expect(errorOf(kinded)).toBe('Subjects have no kind: only collections are series or imprints');
    const otherScheme = await asAdmin('POST', 'taxonomy/collection/terms', {
      code: 'SEA-SERIES',
      label: 'Sea',
      parentId: top.termId,
    });
    expect(otherScheme.status).toBe(422);
    expect(errorOf(otherScheme)).toBe(`There is no collection ${top.termId}`);

    expect(await storedTerms()).toEqual(before);
    expect((await asAdmin('POST', 'taxonomy/thema/terms', { code: 'X', label: 'X' })).status).toBe(400);
  });

  it('lets an editor add and correct terms, and keeps deleting to Publishing at Manage', async () => {
    const editor = await memberOf(api, GROUP.COMMISSIONING_EDITORS);
    const term = ok<TaxonomyTerm>(
      await call(api, editor, 'POST', 'taxonomy/subject/terms', { code: 'WALKS', label: 'Walks' }),
      201,
    );
    expect((await call(api, editor, 'DELETE', `taxonomy/subject/terms/${term.termId}`)).status).toBe(403);
    const assistant = await memberOf(api, GROUP.FINANCIAL_ASSISTANTS);
    expect(
      (await call(api, assistant, 'POST', 'taxonomy/subject/terms', { code: 'NO', label: 'No' })).status,
    ).toBe(403);
  });
});

describe('series and imprints', () => {
  it('adds a series under an imprint, refuses an imprint under a series, and deletes only what nothing uses', async () => {
    const imprint = await add('collection', { code: 'HARBOUR', label: 'Harbour Books', kind: 'imprint' });
    const series = await add('collection', {
      code: 'HARBOUR-CRIME',
      label: 'Harbour Crime',
      parentId: imprint.termId,
    });
    expect(series).toMatchObject({ kind: 'series', parentId: imprint.termId });
    const under = await asAdmin('POST', 'taxonomy/collection/terms', {
      code: 'INNER',
      label: 'Inner',
      kind: 'imprint',
      parentId: series.termId,
    });
    expect(under.status).toBe(422);
    expect(errorOf(under)).toBe('An imprint cannot sit under a series');

    await api.database.db
      .insert(publicationTaxonomyTerms)
      .values({ publicationId, termId: series.termId, seriesNumber: 1 });
    const before = await storedTerms();
    const used = await asAdmin('DELETE', `taxonomy/collection/terms/${series.termId}`);
    expect(used.status).toBe(409);
    expect(errorOf(used)).toBe(
      'The series “Harbour Crime” is used by 1 publication: retire it instead, or take it off that publication first.',
    );
    const parent = await asAdmin('DELETE', `taxonomy/collection/terms/${imprint.termId}`);
    expect(parent.status).toBe(409);
    expect(errorOf(parent)).toBe('1 term sits under the imprint “Harbour Books”: move or delete it first.');
    const toImprint = await correct('collection', series, { kind: 'imprint' });
    expect(toImprint.status).toBe(422);
    expect(errorOf(toImprint)).toBe(
      '1 publication is filed in this series: it stays a series while they are',
    );
    expect(await storedTerms()).toEqual(before);

    const spare = await add('collection', { code: 'SPARE', label: 'Spare series', kind: 'series' });
    ok(await asAdmin('DELETE', `taxonomy/collection/terms/${spare.termId}`));
    expect((await termsOf('collection')).map((term) => term.code)).toEqual(['HARBOUR', 'HARBOUR-CRIME']);
    expect((await termsOf('collection')).find((term) => term.code === 'HARBOUR-CRIME')?.publications).toBe(1);
  });

  it('gives a publication its imprint, never a series or a retired one, and keeps the imprint while it is used', async () => {
    const [imprint, series] = await termsOf('collection');
    if (!imprint || !series) throw new Error('the collections of the test before are missing');
    const path = `publications/${publicationId}`;
    const read = async () => ok<Record<string, unknown> & { version: number }>(await asAdmin('GET', path));
    const save = async (changes: Record<string, unknown>) => {
      const record = await read();
      return asAdmin('PUT', path, {
        ...publicationArea.formValues(record as Parameters<typeof publicationArea.formValues>[0]),
        version: record.version,
        ...changes,
      });
    };
    const notImprint = await save({ imprintId: series.termId });
    expect(notImprint.status).toBe(422);
    expect(issuesOf(notImprint)).toEqual([
      { path: 'imprintId', message: `There is no imprint ${series.termId}` },
    ]);
    const filedUnderImprint = await save({
      subjects: [{ termId: imprint.termId, main: false, seriesNumber: null }],
    });
    expect(filedUnderImprint.status).toBe(422);
    expect(errorOf(filedUnderImprint)).toBe(
      'Harbour Books is an imprint: give it as the publication’s imprint, not as a collection',
    );

    const saved = ok<{ imprintId: number; imprintName: string }>(await save({ imprintId: imprint.termId }));
    expect(saved).toMatchObject({ imprintId: imprint.termId, imprintName: 'Harbour Books' });
    const listed = ok<{ publicationId: number }[]>(
      await asAdmin('GET', `publications?collectionId=${imprint.termId}`),
    );
    expect(listed.map((row) => row.publicationId)).toEqual([publicationId]);
    const collections = ok<{ id: number; kind: string }[]>(await asAdmin('GET', 'publications/collections'));
    expect(collections.find((entry) => entry.id === imprint.termId)?.kind).toBe('imprint');

    const inUse = await asAdmin('DELETE', `taxonomy/collection/terms/${imprint.termId}`);
    expect(inUse.status).toBe(409);
    const toSeries = await correct('collection', imprint, { kind: 'series' });
    expect(toSeries.status).toBe(422);
    expect(errorOf(toSeries)).toBe(
      '1 publication is published under this imprint: it stays an imprint while they are',
    );

    const other = await add('collection', { code: 'LANTERN', label: 'Lantern Press', kind: 'imprint' });
    ok(await correct('collection', other, { active: false }));
    const retired = await save({ imprintId: other.termId });
    expect(retired.status).toBe(422);
    expect(errorOf(retired)).toBe('The imprint Lantern Press is retired: choose another');
    // Retiring the imprint a publication has keeps it on the publication.
    ok(
      await correct(
        'collection',
        (await termsOf('collection')).find((term) => term.termId === imprint.termId) ?? imprint,
        { active: false },
      ),
    );
    expect(ok<{ imprintName: string }>(await save({ title: 'The Quiet Harbour' })).imprintName).toBe(
      'Harbour Books',
    );
  });
});

describe('praise about a contributor', () => {
  it('names one of the contributors, refuses a contact credited nowhere, and shows on the publication', async () => {
    const base = {
      publicationId,
      quote: 'A writer of rare patience.',
      source: 'Jo Hart',
      rightsCleared: true,
    };
    const praise = ok<{ contributorId: number; contributorName: string }>(
      await asAdmin('POST', 'praises', { ...base, contributorId: authorId }),
      201,
    );
    expect(praise).toMatchObject({ contributorId: authorId, contributorName: 'Ada Marsh' });
    const [stranger] = await api.database.db
      .insert(contacts)
      .values({ firstName: 'Sam', lastName: 'Reed', roles: ['reviewer'] })
      .returning({ id: contacts.id });
    const refused = await asAdmin('POST', 'praises', { ...base, contributorId: stranger?.id });
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toBe(
      `Contact ${stranger?.id} is credited on no publication: a praise can be about a contributor only`,
    );
    ok(await asAdmin('POST', 'praises', { ...base, quote: 'A fine book.' }), 201);
    const record = ok<{ praises: { quote: string; about: string | null }[] }>(
      await asAdmin('GET', `publications/${publicationId}`),
    );
    expect(record.praises.map((entry) => [entry.quote, entry.about])).toEqual([
      ['A writer of rare patience.', 'Ada Marsh'],
      ['A fine book.', null],
    ]);
    expect(
      composeContent('News.', [
        {
          publicationId,
          title: 'The Quiet Harbour',
          format: 'BB',
          isbn: null,
          praises: [
            { quote: 'A writer of rare patience.', source: 'Jo Hart', outlet: null, about: 'Ada Marsh' },
            { quote: 'A fine book.', source: 'Jo Hart', outlet: null },
          ],
        },
      ]),
    ).toBe(
      'News.\n\nThe Quiet Harbour (Hardback)\n  On Ada Marsh: “A writer of rare patience.” — Jo Hart\n  “A fine book.” — Jo Hart',
    );
  });
});
