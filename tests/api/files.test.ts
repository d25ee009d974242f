import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bandedPng } from '@/upstream/files/cover-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SLOT_NAMES, type FileSlot } from '@/lib/contract/file-slots';
import type { OrphanDeleted, StoredFile } from '@/lib/contract/files';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import {
  commissionings,
  contracts,
  currencies,
  expenses,
  news,
  proposals,
  publicationExports,
  publications,
  storedFiles,
} from '@/upstream/db/schema';
import { fileReferences, FILE_HOLDING_COLUMNS, FILE_SLOT_COLUMNS } from '@/upstream/files/references';
import { contentKey } from '@/upstream/files/store';
import { createUser, type TestUser } from '../support/fixtures';
import { jpegBytes, pdfBytes, pngBytes } from '../support/file-bytes';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let dataDir: string;
let content: TestUser;
let finance: TestUser;
let designer: TestUser;
let admin: TestUser;
let records: Record<FileSlot, number>;

const tokenOf = (user: TestUser) => issueToken(api.database.db, user.id, api.clock.now());

async function upload(user: TestUser, bytes: Uint8Array, name = 'file.bin') {
  const response = await api.fetch(
    new Request(`http://upstream.test/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data: StoredFile; error?: string } };
}

async function stored(user: TestUser, bytes: Uint8Array, name?: string): Promise<StoredFile> {
  const answer = await upload(user, bytes, name);
  expect(answer.status, answer.body.error).toBe(201);
  return answer.body.data;
}

const fetchContent = async (user: TestUser, fileId: number) =>
  api.fetch(
    new Request(`http://upstream.test/files/${fileId}/content`, {
      headers: { authorization: `Bearer ${await tokenOf(user)}` },
    }),
  );

const call = async (user: TestUser, method: string, route: string, body?: unknown) =>
  api.request(method, route, { token: await tokenOf(user), body });

async function orphanIds(user = content): Promise<number[]> {
  const answer = await call(user, 'GET', 'files/orphans?pageSize=100');
  expect(answer.status).toBe(200);
  return (answer.body as { data: StoredFile[] }).data.map((file) => file.fileId);
}

/** One record of each kind that can hold a file, by slot. */
async function recordsOfEverySlot(): Promise<Record<FileSlot, number>> {
  const { db } = api.database;
  await db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€' }).onConflictDoNothing();
  const [book] = await db
    .insert(commissionings)
    .values({ title: 'Harbour Lights', editorId: admin.id })
    .returning();
  const commissioningId = book?.id ?? 0;
  const [publication] = await db
    .insert(publications)
    .values({ commissioningId, title: 'Harbour Lights', format: 'BB', isbn: '9780000000101' })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      reference: 'C-FILES-1',
      commissioningId,
      type: 'author',
      rightsGranted: ['print'],
      currency: 'EUR',
    })
    .returning();
  const [expense] = await db
    .insert(expenses)
    .values({ amount: 1200, currency: 'EUR', expenseDate: '2026-01-05' })
    .returning();
  const [exported] = await db
    .insert(publicationExports)
    .values({ recipient: 'Nielsen', format: 'csv' })
    .returning();
  const [item] = await db
    .insert(news)
    .values({ title: 'Spring list', slug: 'spring-list', body: '<p>New books</p>' })
    .returning();
  const [proposal] = await db
    .insert(proposals)
    .values({ title: 'Tidewater', authorName: 'Ann Lee', email: 'ann@example.test' })
    .returning();
  return {
    publicationCover: publication?.id ?? 0,
    contractDocument: contract?.id ?? 0,
    expenseReceipt: expense?.id ?? 0,
    publicationExport: exported?.id ?? 0,
    newsImage: item?.id ?? 0,
    proposalSample: proposal?.id ?? 0,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'colophon-files-'));
  api = await createTestUpstream({ env: { DATA_DIR: dataDir } });
  const { db } = api.database;
  content = await createUser(db, { userName: 'content', groups: [GROUP.CONTENT_EDITOR] });
  finance = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  records = await recordsOfEverySlot();
});

afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the file store', () => {
  it('stores an upload on disk under the hash of its content, with the type its bytes show', async () => {
    const bytes = pngBytes('cover');
    const file = await stored(content, bytes, 'cover.txt');
    expect(file).toMatchObject({ name: 'cover.txt', mimeType: 'image/png', sizeBytes: bytes.length });
    const onDisk = await readFile(path.join(dataDir, 'files', ...contentKey(file.checksum).split('/')));
    expect(new Uint8Array(onDisk)).toEqual(bytes);

    const response = await fetchContent(content, file.fileId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('etag')).toBe(`"${file.checksum}"`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers the file stored first when the same bytes come again', async () => {
    const first = await stored(content, pdfBytes('twice'), 'first.pdf');
    const again = await upload(content, pdfBytes('twice'), 'second.pdf');
    expect(again.status).toBe(200);
    expect(again.body.data.fileId).toBe(first.fileId);
  });

  it('refuses what it does not keep, an empty file and a bad name', async () => {
    const script = await upload(content, new Uint8Array(Buffer.from('#!/bin/sh\nrm -rf /\n')), 'cover.jpg');
    expect(script.status).toBe(415);
    expect(script.body.error).toMatch(/not kept/);
    expect((await upload(content, new Uint8Array(), 'empty.pdf')).status).toBe(400);
    expect((await upload(content, pdfBytes('nul'), 'bad\u0000name.pdf')).status).toBe(400);
    expect((await upload(content, pdfBytes('slash'), '../etc/passwd')).status).toBe(400);
  });

  it('refuses an upload to whoever edits no record that holds files', async () => {
    expect((await upload(designer, pdfBytes('designer'))).status).toBe(403);
  });
});

describe('who reads a file', () => {
  it('serves a file to the readers of a record that holds it, and to no one else', async () => {
    const receipt = await stored(finance, jpegBytes('receipt'), 'receipt.jpg');
    // An orphan: its uploader reads it, the CMS reads it (Orphan Files), others do not.
    expect((await fetchContent(finance, receipt.fileId)).status).toBe(200);
    expect((await fetchContent(content, receipt.fileId)).status).toBe(200);
    expect((await fetchContent(designer, receipt.fileId)).status).toBe(403);

    await api.database.db
      .update(expenses)
      .set({ receiptFileId: receipt.fileId })
      .where(eq(expenses.id, records.expenseReceipt));
    expect((await fetchContent(finance, receipt.fileId)).status).toBe(200);
    expect((await fetchContent(content, receipt.fileId)).status).toBe(403);
    expect((await fetchContent(admin, receipt.fileId)).status).toBe(200);
    expect((await call(designer, 'GET', `files/${receipt.fileId}`)).status).toBe(403);
    expect((await call(finance, 'GET', 'files/999999')).status).toBe(404);
  });
});

describe('orphan files', () => {
  it('knows every file column of the schema, each with the rights of its records', () => {
    const referenced = fileReferences().map(({ column }) => column);
    const slotted = FILE_SLOT_NAMES.map((slot) => FILE_SLOT_COLUMNS[slot].column);
    const held = FILE_HOLDING_COLUMNS.map(({ column }) => column);
    expect(new Set([...slotted, ...held])).toEqual(new Set(referenced));
  });

  it('never lists a file that any record holds', async () => {
    for (const slot of FILE_SLOT_NAMES) {
      // A cover is checked for its pixels however it comes into the slot.
      const bytes =
        slot === 'publicationCover'
          ? bandedPng(1400, 2100, [
              [20, 40, 60],
              [200, 180, 160],
            ])
          : slot === 'proposalSample'
            ? pdfBytes(`slot-${slot}`)
            : pngBytes(`slot-${slot}`);
      const file = await stored(admin, bytes, `${slot}.png`);
      expect(await orphanIds()).toContain(file.fileId);
      const attached = await call(admin, 'POST', `files/${file.fileId}/attach`, {
        slot,
        recordId: records[slot],
      });
      expect(attached.status, JSON.stringify(attached.body)).toBe(200);
      expect(await orphanIds(), slot).not.toContain(file.fileId);
    }
  });

  it('deletes orphans in bulk with the space freed, and keeps a file a record holds', async () => {
    const one = await stored(content, pdfBytes('orphan-1'), 'old-catalogue.pdf');
    const two = await stored(content, pdfBytes('orphan-22'), 'old-flyer.pdf');
    const held = await stored(content, pngBytes('held'), 'held.png');
    await call(content, 'POST', `files/${held.fileId}/attach`, {
      slot: 'newsImage',
      recordId: records.newsImage,
    });

    const before = (await call(content, 'GET', 'files/orphans')).body as { meta: { totalBytes: number } };
    const answer = await call(content, 'POST', 'files/orphans/delete', {
      fileIds: [one.fileId, two.fileId, held.fileId],
    });
    expect(answer.status).toBe(200);
    const result = (answer.body as { data: OrphanDeleted }).data;
    expect(result.deleted).toEqual([one.fileId, two.fileId]);
    expect(result.kept).toEqual([held.fileId]);
    expect(result.bytesFreed).toBe(one.sizeBytes + two.sizeBytes);
    const after = (await call(content, 'GET', 'files/orphans')).body as { meta: { totalBytes: number } };
    expect(after.meta.totalBytes).toBe(before.meta.totalBytes - result.bytesFreed);
    await expect(
      readFile(path.join(dataDir, 'files', ...contentKey(one.checksum).split('/'))),
    ).rejects.toThrow();
    const rows = await api.database.db.select().from(storedFiles).where(eq(storedFiles.id, held.fileId));
    expect(rows).toHaveLength(1);
  });

  it('attaches only with the rights of the record’s pages', async () => {
    const file = await stored(content, pngBytes('cover-by-cms'), 'cover.png');
    const refused = await call(content, 'POST', `files/${file.fileId}/attach`, {
      slot: 'contractDocument',
      recordId: 1,
    });
    expect(refused.status).toBe(403);
    const missing = await call(content, 'POST', `files/${file.fileId}/attach`, {
      slot: 'newsImage',
      recordId: 4242,
    });
    expect(missing.status).toBe(404);
    const bad = await call(content, 'POST', `files/${file.fileId}/attach`, {
      slot: 'nowhere',
      recordId: 1,
    });
    expect(bad.status).toBe(400);
  });

  it('sorts and pages in SQL, and refuses an unknown sort', async () => {
    const bySize = await call(content, 'GET', 'files/orphans?sort=-sizeBytes&pageSize=2');
    const sizes = (bySize.body as { data: StoredFile[] }).data.map((file) => file.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect((await call(content, 'GET', 'files/orphans?sort=checksum')).status).toBe(400);
    expect((await call(finance, 'GET', 'files/orphans')).status).toBe(403);
  });
});
