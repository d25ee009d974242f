import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '@/lib/contract/files';
import { GROUP } from '@/lib/rights';
import { currencies } from '@/upstream/db/schema';
import { call, memberOf } from '../support/area-conformance';
import { jpegBytes, pdfBytes } from '../support/file-bytes';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * An expense's receipt: uploaded to the file store, saved with the expense, served with the expenses'
 * rights and to no one else; replaced or removed like any other field.
 */

type Session = Awaited<ReturnType<typeof memberOf>>;
type Expense = Record<string, unknown> & { expenseId: number; version: number };

let api: TestUpstream;
let manager: Session;

const printing = {
  description: 'Printing: The Salt Road, first run',
  expenseDate: '2026-11-22',
  supplier: 'Northbridge Print',
  category: 'printing',
  amount: 120_000,
  currency: 'EUR',
  vatAmount: null,
};

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

async function upload(as: Session, bytes: Uint8Array, name: string): Promise<StoredFile> {
  const response = await api.fetch(
    new Request(`http://upstream.test/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: StoredFile }).data;
}

const contentStatus = async (as: Session, fileId: number) =>
  (
    await api.fetch(
      new Request(`http://upstream.test/files/${fileId}/content`, {
        headers: { authorization: `Bearer ${as.token}` },
      }),
    )
  ).status;

const submit = async (receiptFileId: number | null) =>
  call(api, manager, 'POST', 'expenses', { ...printing, receiptFileId });

beforeAll(async () => {
  api = await createTestUpstream();
  await api.database.db.insert(currencies).values([{ code: 'EUR', name: 'Euro', symbol: '€' }]);
  manager = await memberOf(api, GROUP.FINANCIAL_MANAGER);
});
afterAll(() => api?.close());

describe('an expense’s receipt', () => {
  it('is saved with the expense and served with the expenses’ rights only', async () => {
    const file = await upload(manager, pdfBytes('northbridge'), 'northbridge-invoice.pdf');
    const expense = ok<Expense>(await submit(file.fileId), 201);
    expect(expense).toMatchObject({
      receiptFileId: file.fileId,
      receipt: { fileId: file.fileId, name: 'northbridge-invoice.pdf', mimeType: 'application/pdf' },
    });
    expect(await contentStatus(manager, file.fileId)).toBe(200);
    expect(await contentStatus(await memberOf(api, GROUP.SUPER_USERS), file.fileId)).toBe(200);
    // Neither reaches the Expenses page, so neither reads its receipts.
    expect(await contentStatus(await memberOf(api, GROUP.FINANCIAL_ASSISTANTS), file.fileId)).toBe(403);
    expect(await contentStatus(await memberOf(api, GROUP.DESIGNER), file.fileId)).toBe(403);
  });

  it('is replaced and removed, the old file left to the orphans', async () => {
    const first = await upload(manager, jpegBytes('first-photo'), 'photo.jpg');
    const expense = ok<Expense>(await submit(first.fileId), 201);
    const second = await upload(manager, pdfBytes('second-scan'), 'scan.pdf');
    const replaced = ok<Expense>(
      await call(api, manager, 'PUT', `expenses/${expense.expenseId}`, {
        ...printing,
        receiptFileId: second.fileId,
        version: expense.version,
      }),
    );
    expect(replaced.receipt).toMatchObject({ fileId: second.fileId, name: 'scan.pdf' });
    const removed = ok<Expense>(
      await call(api, manager, 'PUT', `expenses/${expense.expenseId}`, {
        ...printing,
        receiptFileId: null,
        version: replaced.version,
      }),
    );
    expect(removed).toMatchObject({ receiptFileId: null, receipt: null });
  });

  it('is a file its submitter may read and no other expense holds', async () => {
    const editor = await memberOf(api, GROUP.CONTENT_EDITOR);
    const theirs = await upload(editor, pdfBytes('editor-flyer'), 'flyer.pdf');
    const refused = await submit(theirs.fileId);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      issues: [{ path: 'receiptFileId', message: `There is no stored file ${theirs.fileId} you may attach` }],
    });
    expect((await submit(2_000_000)).status).toBe(422);
    const mine = await upload(manager, pdfBytes('shared'), 'shared.pdf');
    ok<Expense>(await submit(mine.fileId), 201);
    const twice = await submit(mine.fileId);
    expect(twice.status).toBe(422);
    expect(JSON.stringify(twice.body)).toContain('already the receipt of expense');
    expect((await submit(0)).status).toBe(400);
  });
});
