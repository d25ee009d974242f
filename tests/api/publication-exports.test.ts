import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportRun, ReadinessRow } from '@/lib/contract/exports';
import { PUBLICATION_FORMATS } from '@/lib/contract/enums';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import * as schema from '@/upstream/db/schema';
import { seedDatabase } from '@/upstream/db/seed';
import { currentFeedVersion, writeOnixFeed } from '@/upstream/exports/onix';
import { recipientOf } from '@/lib/exports/recipients';
import { createUser, type TestUser } from '../support/fixtures';
import { onixSchemaDir } from '../support/onix-schema';
import { referenceTagsOf } from '../support/onix-tags';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

const run = promisify(execFile);

const TODAY = '2026-11-27';

const XSD = path.join(onixSchemaDir(), 'ONIX_BookProduct_3.0_reference.xsd');

let api: TestUpstream;
let manager: TestUser;
let editor: TestUser;
let folder: string;

async function call(user: TestUser, method: string, route: string, body?: unknown) {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, route, { token, body });
}

async function exportNow(target: string, mode: 'full' | 'delta'): Promise<ExportRun> {
  const answer = await call(manager, 'POST', 'publication-exports/runs', { target, mode });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const exported = (answer.body as { data: ExportRun }).data;
  expect(exported.status, exported.error ?? '').toBe('completed');
  return exported;
}

async function fileOf(exported: ExportRun): Promise<string> {
  const token = await issueToken(api.database.db, manager.id, api.clock.now());
  const response = await api.fetch(
    new Request(`http://upstream.test/files/${exported.fileId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** xmllint's verdict on the file: against the ONIX schema, or only well-formedness. */
async function lint(xml: string, schemaFile?: string): Promise<string> {
  const file = path.join(folder, `check-${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  const { stderr } = await run('xmllint', ['--noout', ...(schemaFile ? ['--schema', schemaFile] : []), file]);
  return stderr.trim();
}

const isbnsOf = (xml: string) =>
  [...xml.matchAll(/<ProductIDType>15<\/ProductIDType><IDValue>(\d{13})<\/IDValue>/g)].map(
    (match) => match[1],
  );

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'colophon-exports-'));
  api = await createTestUpstream({ env: { EXPORT_DELIVERY_DIR: path.join(folder, 'delivery') } });
  api.clock.set(`${TODAY}T10:00:00.000Z`);
  await seedDatabase(api.database.db, { scale: 1, today: TODAY });
  manager = await createUser(api.database.db, { userName: 'metadata', groups: [GROUP.DEVELOPERS] });
  editor = await createUser(api.database.db, { userName: 'editorx', groups: [GROUP.COMMISSIONING_EDITORS] });
}, 180_000);

afterAll(async () => {
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

describe('ONIX 3.0 feeds', () => {
  it('writes a full file of the demo catalogue that validates against EDItEUR’s schema, with its checksum', async () => {
    // A place qualifier beside a title's subjects goes out under the qualifiers' own scheme.
    const [placed] = await api.database.db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications)
      .where(eq(schema.publications.status, 'published'))
      .limit(1);
    const [europe] = await api.database.db
      .select({ id: schema.taxonomyTerms.id })
      .from(schema.taxonomyTerms)
      .where(and(eq(schema.taxonomyTerms.scheme, 'thema'), eq(schema.taxonomyTerms.code, '1D')));
    if (!placed || !europe) throw new Error('no published title or no Thema 1D');
    await api.database.db
      .insert(schema.publicationTaxonomyTerms)
      .values({ publicationId: placed.id, termId: europe.id, main: false });
    const exported = await exportNow('onix-full', 'full');
    expect(exported.includedCount).toBeGreaterThan(100);
    const xml = await fileOf(exported);
    expect(await lint(xml, XSD)).toMatch(/validates$/);
    expect(isbnsOf(xml)).toHaveLength(exported.includedCount);
    expect(xml).toContain(
      '<Subject><SubjectSchemeIdentifier>94</SubjectSchemeIdentifier><SubjectCode>1D</SubjectCode></Subject>',
    );
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(xml).digest('hex')).toBe(exported.checksum);
    // Only cleared praises are quoted: one review quote for each cleared praise of a product sent.
    const quoted = await api.database.db.execute(sql`select count(*)::int as count from praises pr
      join publication_export_items i on i.publication_id = pr.publication_id
      where i.export_id = ${exported.runId} and i.outcome = 'included' and pr.rights_cleared`);
    const count = (quoted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(xml.split('<TextType>06</TextType>').length - 1).toBe(count);

    // Every form of the catalogue, each with the file format its record gives.
    const sent = await api.database.db.execute(sql`select p.isbn, p.format, p.form_detail as "formDetail"
      from publications p join publication_export_items i on i.publication_id = p.id
      where i.export_id = ${exported.runId} and i.outcome = 'included'`);
    const products = (
      sent as unknown as { rows: { isbn: string; format: string; formDetail: string | null }[] }
    ).rows;
    expect(new Set(products.map((product) => product.format))).toEqual(new Set(PUBLICATION_FORMATS));
    const written = new Map(
      [
        ...xml.matchAll(
          /<IDValue>(\d{13})<\/IDValue>[\s\S]*?<ProductForm>(\w+)<\/ProductForm>(?:<ProductFormDetail>(\w+)<\/ProductFormDetail>)?/g,
        ),
      ].map((match) => [match[1], { format: match[2], formDetail: match[3] ?? null }]),
    );
    const detailed = products.filter((product) => product.formDetail !== null);
    expect(detailed.length).toBeGreaterThan(0);
    for (const product of detailed)
      expect(written.get(product.isbn), product.isbn).toEqual({
        format: product.format,
        formDetail: product.formDetail,
      });
  });

  it('holds back a cover smaller than the recipient asks for, and gives each cover’s size in the file', async () => {
    const exported = await exportNow('ebook-platform', 'full');
    const small = exported.blocked.filter((entry) =>
      entry.reasons
        .split('\n')
        .includes('The cover is 1400 × 2100 px; E-book platform needs at least 1600 × 2560 px'),
    );
    expect(small.length).toBeGreaterThan(0);
    const xml = await fileOf(exported);
    expect(await lint(xml, XSD)).toMatch(/validates$/);
    for (const entry of small) expect(xml).not.toContain(entry.isbn);
    expect(xml).toContain(
      '<ResourceForm>02</ResourceForm>' +
        '<ResourceVersionFeature><ResourceVersionFeatureType>02</ResourceVersionFeatureType><FeatureValue>2560</FeatureValue></ResourceVersionFeature>' +
        '<ResourceVersionFeature><ResourceVersionFeatureType>03</ResourceVersionFeatureType><FeatureValue>1600</FeatureValue></ResourceVersionFeature>',
    );
  });

  it('writes short tags for a recipient that reads only those, the same message as in reference tags', async () => {
    const full = await exportNow('wholesaler', 'full');
    const xml = await fileOf(full);
    expect(xml).toMatch(
      /^<\?xml [^>]+>\n<ONIXmessage release="3\.0" xmlns="http:\/\/ns\.editeur\.org\/onix\/3\.0\/short">/,
    );
    expect(xml).not.toContain('<Product>');
    expect(xml.split('<product>').length - 1).toBe(full.includedCount);
    expect(await lint(referenceTagsOf(xml), XSD)).toMatch(/validates$/);
  });

  it('blocks a title whose price is removed, says why, and leaves it out of the next delta', async () => {
    const full = await exportNow('wholesaler', 'full');
    // A product the full file carried.
    const [product] = await api.database.db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications)
      .innerJoin(
        schema.publicationExportItems,
        eq(schema.publicationExportItems.publicationId, schema.publications.id),
      )
      .where(
        and(
          eq(schema.publicationExportItems.exportId, full.runId),
          eq(schema.publicationExportItems.outcome, 'included'),
        ),
      )
      .orderBy(schema.publications.id)
      .limit(1);
    if (!product) throw new Error('no paperback priced in GBP');
    await api.database.db
      .delete(schema.publicationPrices)
      .where(
        and(
          eq(schema.publicationPrices.publicationId, product.id),
          eq(schema.publicationPrices.currency, 'GBP'),
        ),
      );

    const delta = await exportNow('wholesaler', 'delta');
    expect(delta.mode).toBe('delta');
    expect(delta.blocked).toEqual([
      expect.objectContaining({ publicationId: product.id, reasons: 'No price in GBP that holds in GB, IE' }),
    ]);
    expect(delta.includedCount).toBe(0);
    const xml = await fileOf(delta);
    expect(await lint(referenceTagsOf(xml), XSD)).toMatch(/validates$/);
    expect(xml).not.toContain(product.isbn);
    // The wholesaler takes its files from a folder.
    expect(delta.deliveredTo).toContain(path.join(folder, 'delivery', 'wholesaler'));
    expect(await readdir(path.join(folder, 'delivery', 'wholesaler'))).toHaveLength(3);

    // The matrix says the same, with a link to the tab that fixes it.
    const answer = await call(manager, 'GET', `publication-exports/readiness/${product.id}`);
    const row = (answer.body as { data: ReadinessRow }).data;
    const cell = row.cells.find((entry) => entry.target === 'wholesaler');
    expect(cell?.blockers).toEqual([
      {
        kind: 'price',
        message: 'No price in GBP that holds in GB, IE',
        href: `/publications/manage/${product.id}#product`,
      },
    ]);
  });

  it('sends a withdrawn title as a delete in the next delta, and a delta holds exactly what changed', async () => {
    await exportNow('online-retailer', 'full');
    const nothing = await exportNow('online-retailer', 'delta');
    expect(nothing.includedCount + nothing.deletedCount + nothing.blockedCount).toBe(0);
    expect(await lint(await fileOf(nothing), XSD)).toMatch(/validates$/);

    const [product] = await api.database.db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications)
      .where(and(eq(schema.publications.format, 'BB'), eq(schema.publications.status, 'published')))
      .orderBy(schema.publications.id)
      .limit(1);
    if (!product) throw new Error('no published hardback');
    await api.database.db
      .update(schema.publications)
      .set({ status: 'withdrawn' })
      .where(eq(schema.publications.id, product.id));

    const delta = await exportNow('online-retailer', 'delta');
    expect(delta.deletedCount).toBe(1);
    expect(delta.includedCount + delta.blockedCount).toBe(0);
    const xml = await fileOf(delta);
    expect(await lint(xml, XSD)).toMatch(/validates$/);
    expect(xml).toMatch(
      new RegExp(`<NotificationType>05</NotificationType>.*<IDValue>${product.isbn}</IDValue>`),
    );
  });

  it('sends each product’s imprint, and a renamed imprint sends the products published under it again', async () => {
    const full = await fileOf(await exportNow('online-retailer', 'full'));
    expect(full).toContain('<PublishingDetail><Imprint><ImprintName>Harbour Books</ImprintName></Imprint>');
    const [imprint] = await api.database.db
      .select()
      .from(schema.taxonomyTerms)
      .where(
        and(eq(schema.taxonomyTerms.scheme, 'collection'), eq(schema.taxonomyTerms.code, 'HARBOUR-BOOKS')),
      );
    if (!imprint) throw new Error('no Harbour Books imprint in the demo');
    const renamed = await call(manager, 'PUT', `taxonomy/collection/terms/${imprint.id}`, {
      code: imprint.code,
      label: 'Harbour & Co.',
      parentId: imprint.parentId,
      kind: imprint.kind,
      active: imprint.active,
      version: imprint.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const delta = await exportNow('online-retailer', 'delta');
    expect(delta.includedCount).toBeGreaterThan(0);
    const xml = await fileOf(delta);
    expect(await lint(xml, XSD)).toMatch(/validates$/);
    expect(xml.split('<ImprintName>Harbour &amp; Co.</ImprintName>').length - 1).toBe(delta.includedCount);
    expect(xml).not.toContain('Harbour Books');
  });

  it('can be written by a script to any stream, batch by batch', async () => {
    const recipient = recipientOf('ebook-platform');
    if (!recipient) throw new Error('no e-book platform');
    const chunks: string[] = [];
    await writeOnixFeed(
      api.database.db,
      {
        recipient,
        mode: 'full',
        sinceVersion: 0,
        untilVersion: await currentFeedVersion(api.database.db),
        now: api.clock.now(),
        sender: { name: 'Colophon', email: 'metadata@colophon.example' },
        publicUrl: 'https://colophon.example',
      },
      { write: async (text) => void chunks.push(text) },
    );
    expect(chunks.length).toBeGreaterThan(2);
    expect(await lint(chunks.join(''), XSD)).toMatch(/validates$/);
  });
});

describe('Crossref and CSV', () => {
  it('gives a publication a DOI from the configured prefix and deposits the DOIs not yet deposited', async () => {
    const [product] = await api.database.db
      .select({ id: schema.publications.id, isbn: schema.publications.isbn })
      .from(schema.publications)
      .where(and(isNull(schema.publications.doi), eq(schema.publications.status, 'published')))
      .limit(1);
    if (!product) throw new Error('no publication without a DOI');
    const given = await call(manager, 'POST', `publications/${product.id}/doi`);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      data: { doi: `10.55555/colophon.${product.isbn}`, doiState: 'generated' },
    });

    // A Spanish e-book and a downloadable file join it: neither English nor a form the deposit once knew.
    const others = await api.database.db
      .select({ id: schema.publications.id })
      .from(schema.publications)
      .where(
        and(
          isNull(schema.publications.doi),
          eq(schema.publications.status, 'published'),
          eq(schema.publications.format, 'EB'),
        ),
      )
      .limit(2);
    const [spanish, download] = others;
    if (!spanish || !download) throw new Error('no two e-books without a DOI');
    await api.database.db
      .update(schema.publications)
      .set({ language: 'spa' })
      .where(eq(schema.publications.id, spanish.id));
    await api.database.db
      .update(schema.publications)
      .set({ format: 'ED', formDetail: null })
      .where(eq(schema.publications.id, download.id));
    for (const other of others)
      expect((await call(manager, 'POST', `publications/${other.id}/doi`)).status).toBe(200);

    const deposit = await exportNow('crossref', 'delta');
    expect(deposit.includedCount).toBeGreaterThan(0);
    const xml = await fileOf(deposit);
    expect(await lint(xml)).toBe('');
    expect(xml).toContain('<doi_batch version="5.3.1" xmlns="http://www.crossref.org/schema/5.3.1"');
    expect(xml).toContain(`<doi>10.55555/colophon.${product.isbn}</doi>`);
    expect(xml).toMatch(/<isbn media_type="(print|electronic)">97[89]-/);
    expect(xml).toContain(`<resource>https://colophon.example/books/${product.isbn}</resource>`);
    const [row] = await api.database.db
      .select({ at: schema.publications.doiRegisteredAt })
      .from(schema.publications)
      .where(eq(schema.publications.id, product.id));
    expect(row?.at).not.toBeNull();
    const waiting = await api.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.publications)
      .where(and(isNotNull(schema.publications.doi), isNull(schema.publications.doiRegisteredAt)));
    expect(waiting[0]?.count).toBe(0);

    // Each book in its own language (ISO 639-1) and medium.
    const sent = await api.database.db.execute(sql`select p.isbn, p.format, p.language
      from publications p join publication_export_items i on i.publication_id = p.id
      where i.export_id = ${deposit.runId} and i.outcome = 'included'`);
    const rows = (sent as unknown as { rows: { isbn: string; format: string; language: string }[] }).rows;
    const written = new Map(
      [
        ...xml.matchAll(/<book_metadata language="(\w+)">[\s\S]*?<isbn media_type="(\w+)">([\d-]+)<\/isbn>/g),
      ].map((match) => [match[3]?.replaceAll('-', ''), { language: match[1], media: match[2] }]),
    );
    const iso6391: Record<string, string> = {
      eng: 'en',
      ger: 'de',
      fre: 'fr',
      spa: 'es',
      ita: 'it',
      dut: 'nl',
    };
    expect(rows.map((row) => row.language)).toContain('spa');
    expect(rows.map((row) => row.format)).toContain('ED');
    for (const row of rows)
      expect(written.get(row.isbn), row.isbn).toEqual({
        language: iso6391[row.language],
        media: ['BB', 'BC', 'BE', 'BH', 'AC'].includes(row.format) ? 'print' : 'electronic',
      });
  });

  it('writes the catalogue as CSV', async () => {
    const exported = await exportNow('catalogue-csv', 'full');
    const csv = await fileOf(exported);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('ISBN,Title,Subtitle,Format');
    expect(lines).toHaveLength(exported.includedCount + 1);
  });

  it('lists runs newest first, filtered by recipient', async () => {
    const answer = await call(manager, 'GET', 'publication-exports/runs?target=online-retailer');
    expect(answer.status).toBe(200);
    const runs = (answer.body as { data: ExportRun[] }).data;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.every((entry) => entry.target === 'online-retailer')).toBe(true);
    expect(runs[0]?.requestedBy).toBe('Metadata Tester');
  });
});

describe('rights', () => {
  it('opens the matrix and runs to section 11 at Approve only', async () => {
    const matrix = await call(manager, 'GET', 'publication-exports/readiness?pageSize=10');
    expect(matrix.status).toBe(200);
    const rows = (matrix.body as { data: ReadinessRow[] }).data;
    expect(rows).toHaveLength(10);
    expect(rows[0]?.cells.map((cell) => cell.target)).toContain('library-supplier');
    for (const [method, route, body] of [
      ['GET', 'publication-exports/readiness', undefined],
      ['GET', 'publication-exports/runs', undefined],
      ['POST', 'publication-exports/runs', { target: 'onix-full', mode: 'full' }],
    ] as const) {
      expect((await call(editor, method, route, body)).status).toBe(403);
    }
  });

  it('refuses an unknown recipient with a clear message', async () => {
    const answer = await call(manager, 'POST', 'publication-exports/runs', {
      target: 'nobody',
      mode: 'full',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Choose a recipient');
  });
});
