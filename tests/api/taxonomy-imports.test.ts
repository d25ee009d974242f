import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/lib/contract/resource';
import type { MappingSuggestions, TaxonomyTerm, ThemaImportResult } from '@/lib/contract/taxonomies';
import { GROUP } from '@/lib/rights';
import {
  auditLog,
  commissionings,
  publications,
  publicationTaxonomyTerms,
  taxonomyTerms,
} from '@/upstream/db/schema';
import { allRightsUser, call, memberOf } from '../support/area-conformance';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * BISAC and BIC code lists imported from a file as Thema's is (CSV or JSON, all or nothing, a bad row
 * named, a malformed file refused, the hierarchy from the codes where the file names no parent), and
 * mapping suggestions between the schemes: a publication filed under a code of one and nothing of the
 * other gets the mapped code proposed, and accepting files it there, seen in its History.
 */

let api: TestUpstream;

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const asAdmin = async (method: string, path: string, body?: unknown) =>
  call(api, await allRightsUser(api), method, path, body);
const errorOf = (response: ApiResponse) => (response.body as { error: string }).error;
const schemeTerms = (scheme: 'bisac' | 'bic') =>
  api.database.db
    .select()
    .from(taxonomyTerms)
    .then((rows) => rows.filter((row) => row.scheme === scheme));

beforeAll(async () => {
  api = await createTestUpstream();
});
afterAll(() => api?.close());

describe('the BISAC import', () => {
  it('writes nothing when one row is bad, naming its line', async () => {
    const content = 'Code,Literal\r\nFIC000000,FICTION / General\r\nFIC19000,FICTION / Literary\r\n';
    const response = await asAdmin('POST', 'taxonomy/bisac/import', { content });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toBe('The BISAC file was not imported: Line 3: “FIC19000” is not a BISAC code');
    expect(await schemeTerms('bisac')).toEqual([]);
  });

  it('refuses a malformed file with a clear message', async () => {
    const noHeader = await asAdmin('POST', 'taxonomy/bisac/import', {
      content: 'FIC000000,FICTION / General',
    });
    expect(errorOf(noHeader)).toMatch(
      /needs a header line naming a Code and a Heading \(or Literal\) column/,
    );
    const openQuote = await asAdmin('POST', 'taxonomy/bisac/import', {
      content: 'Code,Literal\n"FIC000000,FICTION / General\n',
    });
    expect(errorOf(openQuote)).toMatch(/Line 2: a quote is opened and never closed/);
    const broken = await asAdmin('POST', 'taxonomy/bisac/import', { content: '[{"code": "FIC000000"' });
    expect(errorOf(broken)).toMatch(/neither JSON nor CSV/);
    expect(await schemeTerms('bisac')).toEqual([]);
  });

  it('imports BISG’s codes and literals, each under its section’s general heading', async () => {
    const content = [
      'Code,Literal',
      'FIC000000,FICTION / General',
      'FIC019000,FICTION / Literary',
      '"FIC022000","FICTION / Mystery & Detective / General"',
      'HIS000000,HISTORY / General',
    ].join('\r\n');
    expect(ok<ThemaImportResult>(await asAdmin('POST', 'taxonomy/bisac/import', { content }))).toEqual({
      codes: 4,
      added: 4,
      updated: 0,
    });
    const terms = ok<TaxonomyTerm[]>(await asAdmin('GET', 'taxonomy/bisac'));
    const byCode = new Map(terms.map((term) => [term.code, term]));
    expect(byCode.get('FIC022000')?.parentId).toBe(byCode.get('FIC000000')?.termId);
    expect(byCode.get('HIS000000')?.parentId).toBeNull();
    expect(byCode.get('FIC022000')?.label).toBe('FICTION / Mystery & Detective / General');
  });
});

describe('the BIC import', () => {
  it('imports JSON, each code under the longest shorter code of the file, and updates headings', async () => {
    const codes = [
      { code: 'F', heading: 'Fiction & related items' },
      { code: 'FA', heading: 'Modern & contemporary fiction (post c 1945)' },
      { code: 'FF', heading: 'Crime & mystery' },
      { code: 'FFH', heading: 'Historical mysteries' },
    ];
    ok(await asAdmin('POST', 'taxonomy/bic/import', { content: JSON.stringify(codes) }));
    const again = ok<ThemaImportResult>(
      await asAdmin('POST', 'taxonomy/bic/import', {
        content: JSON.stringify({ codes: [{ code: 'FF', heading: 'Crime & mystery fiction' }] }),
      }),
    );
    expect(again).toEqual({ codes: 1, added: 0, updated: 1 });
    const terms = ok<TaxonomyTerm[]>(await asAdmin('GET', 'taxonomy/bic'));
    const byCode = new Map(terms.map((term) => [term.code, term]));
    expect(byCode.get('FFH')?.parentId).toBe(byCode.get('FF')?.termId);
    expect(byCode.get('FF')?.parentId).toBe(byCode.get('F')?.termId);
    expect(byCode.get('FF')?.label).toBe('Crime & mystery fiction');
    const audited = await api.database.db.select().from(auditLog);
    expect(audited.filter((entry) => entry.entity === 'taxonomies').map((entry) => entry.entityId)).toEqual(
      expect.arrayContaining(['bisac', 'bic']),
    );
  });

  it('needs Publishing at Approve, as the Thema import does', async () => {
    const editor = await memberOf(api, GROUP.DESIGNER);
    const response = await call(api, editor, 'POST', 'taxonomy/bic/import', { content: '[]' });
    expect(response.status).toBe(403);
  });
});

describe('mapping suggestions', () => {
  it('proposes the mapped BIC code for a publication filed under BISAC only, and files it in one click', async () => {
    const { db } = api.database;
    const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
    const [work] = await db
      .insert(commissionings)
      .values({ title: 'The Salt Orchard', editorId: editor })
      .returning({ id: commissionings.id });
    const [book] = await db
      .insert(publications)
      .values({
        commissioningId: work?.id ?? 0,
        title: 'The Salt Orchard',
        format: 'BC',
        isbn: '9790000000025',
      })
      .returning({ id: publications.id });
    const publicationId = book?.id ?? 0;
    const [literary] = await db
      .select()
      .from(taxonomyTerms)
      .then((rows) => rows.filter((row) => row.code === 'FIC019000'));
    await db
      .insert(publicationTaxonomyTerms)
      .values({ publicationId, termId: literary?.id ?? 0, main: true });

    const found = ok<MappingSuggestions>(await asAdmin('GET', 'taxonomies/suggestions'));
    expect(found.mappings).toContainEqual(expect.objectContaining({ from: 'bisac', to: 'bic' }));
    const suggestion = found.suggestions.find((entry) => entry.publicationId === publicationId);
    expect(suggestion).toMatchObject({
      title: 'The Salt Orchard',
      from: { scheme: 'bisac', code: 'FIC019000' },
      to: { scheme: 'bic', code: 'FA', label: 'Modern & contemporary fiction (post c 1945)' },
    });

    const designer = await memberOf(api, GROUP.DESIGNER);
    const refused = await call(api, designer, 'POST', 'taxonomies/suggestions/accept', {
      publicationId,
      termId: suggestion?.to.termId,
    });
    expect(refused.status).toBe(403);

    const editorSession = await memberOf(api, GROUP.COMMISSIONING_EDITORS);
    ok(
      await call(api, editorSession, 'POST', 'taxonomies/suggestions/accept', {
        publicationId,
        termId: suggestion?.to.termId,
      }),
    );
    const links = await db.select().from(publicationTaxonomyTerms);
    expect(links).toContainEqual({
      publicationId,
      termId: suggestion?.to.termId,
      main: true,
      seriesNumber: null,
    });
    const after = ok<MappingSuggestions>(await asAdmin('GET', 'taxonomies/suggestions'));
    expect(after.suggestions.filter((entry) => entry.publicationId === publicationId)).toEqual([]);
    const history = ok<HistoryEntry[]>(await asAdmin('GET', `publications/${publicationId}/history`));
    expect(history[0]?.changes).toContainEqual(expect.objectContaining({ field: 'subjectTerms' }));

    const twice = await call(api, editorSession, 'POST', 'taxonomies/suggestions/accept', {
      publicationId,
      termId: suggestion?.to.termId,
    });
    expect(twice.status).toBe(409);
    const unknown = await call(api, editorSession, 'POST', 'taxonomies/suggestions/accept', {
      publicationId: 2_147_483_647,
      termId: suggestion?.to.termId,
    });
    expect(unknown.status).toBe(404);
  });
});
