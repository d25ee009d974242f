import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxonomyOverview, TaxonomyTerm, ThemaImportResult } from '@/lib/contract/taxonomies';
import { GROUP } from '@/lib/rights';
import { commissionings, publications, taxonomyTerms } from '@/upstream/db/schema';
import { allRightsUser, call, memberOf } from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * The subject schemes: EDItEUR's Thema file imported all or nothing (JSON and XML), a scheme's tree
 * searched with the ancestors of each match, one main subject per scheme on a publication, and the
 * overview's count of publications without one.
 */

let api: TestUpstream;

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const asAdmin = async (method: string, path: string, body?: unknown) =>
  call(api, await allRightsUser(api), method, path, body);

const themaJson = (codes: { CodeValue: string; CodeDescription: string; CodeParent: string }[]) =>
  JSON.stringify({ CodeList: { ThemaCodes: { Code: codes } } });

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api?.close());

describe('the Thema import', () => {
  it('writes nothing when one row is bad, and names the row', async () => {
    const content = themaJson([
      { CodeValue: 'F', CodeDescription: 'Fiction and Related items', CodeParent: '' },
      { CodeValue: 'FB', CodeDescription: '', CodeParent: 'F' },
    ]);
    const response = await asAdmin('POST', 'taxonomy/thema/import', { content });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toBe(
      'The Thema file was not imported: Code 2 (FB): the heading is missing or longer than 500 characters',
    );
    expect(await api.database.db.select().from(taxonomyTerms)).toEqual([]);
  });

  it('refuses a malformed file', async () => {
    const response = await asAdmin('POST', 'taxonomy/thema/import', { content: '{"CodeList": [' });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(/neither JSON nor XML/);
  });

  it('imports the JSON file with its hierarchy, then updates headings from the XML one', async () => {
    const first = ok<ThemaImportResult>(
      await asAdmin('POST', 'taxonomy/thema/import', {
        content: themaJson([
          { CodeValue: 'F', CodeDescription: 'Fiction and Related items', CodeParent: '' },
          { CodeValue: 'FF', CodeDescription: 'Crime and mystery fiction', CodeParent: 'F' },
          { CodeValue: 'FFC', CodeDescription: 'Classic crime', CodeParent: 'FF' },
          { CodeValue: 'W', CodeDescription: 'Lifestyle, Hobbies and Leisure', CodeParent: '' },
        ]),
      }),
    );
    expect(first).toEqual({ codes: 4, added: 4, updated: 0 });
    const xml = `<?xml version="1.0"?><CodeList><ThemaCodes>
      <Code><CodeValue>FF</CodeValue><CodeDescription>Crime &amp; mystery fiction</CodeDescription><CodeParent>F</CodeParent></Code>
      <Code><CodeValue>F</CodeValue><CodeDescription>Fiction and Related items</CodeDescription><CodeParent/></Code>
    </ThemaCodes></CodeList>`;
    expect(ok<ThemaImportResult>(await asAdmin('POST', 'taxonomy/thema/import', { content: xml }))).toEqual({
      codes: 2,
      added: 0,
      updated: 2,
    });
    const found = ok<TaxonomyTerm[]>(await asAdmin('GET', 'taxonomy/thema?q=classic'));
    expect(found.map((term) => term.code)).toEqual(['F', 'FF', 'FFC']);
    expect(found.find((term) => term.code === 'FF')?.label).toBe('Crime & mystery fiction');
    const parentOf = new Map(found.map((term) => [term.termId, term.code]));
    expect(found.map((term) => (term.parentId ? parentOf.get(term.parentId) : null))).toEqual([
      null,
      'F',
      'FF',
    ]);
  });

  it('is a job for Publishing at Approve: an assistant reads the tree but cannot import', async () => {
    const assistant = await memberOf(api, GROUP.COMMISSIONING_ASSISTANTS);
    expect((await call(api, assistant, 'GET', 'taxonomy/thema')).status).toBe(200);
    const content = themaJson([{ CodeValue: 'A', CodeDescription: 'The Arts', CodeParent: '' }]);
    expect((await call(api, assistant, 'POST', 'taxonomy/thema/import', { content })).status).toBe(403);
  });
});

describe('subjects of a publication', () => {
  it('takes one main subject per scheme, and the overview counts those without', async () => {
    const { db } = api.database;
    const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
    const [work] = await db
      .insert(commissionings)
      .values({ title: 'Subjects', editorId: editor })
      .returning({ id: commissionings.id });
    const [book] = await db
      .insert(publications)
      .values({ commissioningId: work?.id ?? 0, title: 'Subjects', format: 'BB', isbn: '9790000000018' })
      .returning({ id: publications.id });
    const terms = ok<TaxonomyTerm[]>(await asAdmin('GET', 'taxonomy/thema'));
    const idOf = (code: string) => terms.find((term) => term.code === code)?.termId ?? 0;
    const path = `publications/${book?.id}`;
    const record = ok<{ version: number } & Record<string, unknown>>(await asAdmin('GET', path));
    const {
      publicationId: _id,
      createdDate: _c,
      updatedAt: _u,
      credits: _r,
      commissioningTitle: _t,
      subjectTerms: _s,
      formats: _f,
      contracts: _k,
      sales: _l,
      praises: _p,
      ...values
    } = record;
    const twoMains = await asAdmin('PUT', path, {
      ...values,
      subjects: [
        { termId: idOf('FF'), main: true, seriesNumber: null },
        { termId: idOf('W'), main: true, seriesNumber: null },
      ],
    });
    expect(twoMains.status).toBe(422);
    expect((twoMains.body as { error: string }).error).toBe('Only one main subject per scheme');
    const [europe] = await db
      .insert(taxonomyTerms)
      .values({ scheme: 'thema', code: '1D', label: 'Europe' })
      .returning({ id: taxonomyTerms.id });
    const qualifierMain = await asAdmin('PUT', path, {
      ...values,
      subjects: [{ termId: europe?.id ?? 0, main: true, seriesNumber: null }],
    });
    expect(qualifierMain.status).toBe(422);
    expect((qualifierMain.body as { error: string }).error).toBe(
      '1D is a Thema qualifier: it refines a subject and cannot be the main one',
    );

    const before = ok<TaxonomyOverview>(await asAdmin('GET', 'taxonomies'));
    expect(before.withoutMainSubject).toBe(before.publications);
    const saved = ok<{ subjectTerms: { code: string; main: boolean }[] }>(
      await asAdmin('PUT', path, {
        ...values,
        subjects: [
          { termId: idOf('FF'), main: true, seriesNumber: null },
          { termId: idOf('W'), main: false, seriesNumber: null },
        ],
      }),
    );
    expect(saved.subjectTerms.map((term) => [term.code, term.main])).toEqual([
      ['FF', true],
      ['W', false],
    ]);
    const after = ok<TaxonomyOverview>(await asAdmin('GET', 'taxonomies'));
    expect(after.withoutMainSubject).toBe(before.withoutMainSubject - 1);
    expect(after.schemes.find((scheme) => scheme.scheme === 'thema')).toMatchObject({
      used: 2,
      publications: 1,
    });
  });
});
