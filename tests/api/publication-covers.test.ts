import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MIN_SHORT_SIDE_PX, coverTooSmallMessage } from '@/lib/contract/cover';
import { GROUP } from '@/lib/rights';
import { eq } from 'drizzle-orm';
import { commissionings, publications, storedFiles } from '@/upstream/db/schema';
import { measureStoredImages } from '@/upstream/files/measure-images';
import { bandedPng } from '@/upstream/files/cover-png';
import { call, memberOf } from '../support/area-conformance';
import { pdfBytes } from '../support/file-bytes';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * A publication's cover: refused when it is not a JPEG or PNG or is smaller than retailers take,
 * otherwise stored, put in the record and served with the publication's rights; replaced and removed.
 */

let api: TestUpstream;
let publicationId = 0;

const editor = () => memberOf(api, GROUP.COMMISSIONING_EDITORS);

async function putCover(bytes: Uint8Array, group: number = GROUP.COMMISSIONING_EDITORS) {
  const { token } = await memberOf(api, group);
  const response = await api.fetch(
    new Request(`http://upstream.test/publications/${publicationId}/cover?name=cover.png`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function coverOf(): Promise<{ coverFileId: number | null; version: number }> {
  const answer = await call(api, await editor(), 'GET', `publications/${publicationId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { coverFileId: number | null; version: number } }).data;
}

const png = (width: number, height: number, shade = 40) =>
  bandedPng(width, height, [
    [shade, 60, 90],
    [240, 220, 180],
  ]);

beforeAll(async () => {
  api = await createTestUpstream();
  const { db } = api.database;
  const editorId = (await editor()).user.id;
  const [work] = await db
    .insert(commissionings)
    .values({ title: 'The Lantern Coast', editorId })
    .returning({ id: commissionings.id });
  const [publication] = await db
    .insert(publications)
    .values({
      commissioningId: work?.id ?? 0,
      title: 'The Lantern Coast',
      format: 'BC',
      isbn: '9781919999019',
    })
    .returning({ id: publications.id });
  publicationId = publication?.id ?? 0;
});
afterAll(() => api?.close());

describe('publication covers', () => {
  it('refuses a cover smaller than retailers take, with its size in the message', async () => {
    const answer = await putCover(png(1000, 1500));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(coverTooSmallMessage(1000, 1500));
    expect(answer.body.error).toContain(`${COVER_MIN_SHORT_SIDE_PX} px on the short side`);
    expect((await coverOf()).coverFileId).toBeNull();
  });

  it('refuses a file that is no JPEG or PNG', async () => {
    const answer = await putCover(pdfBytes('cover'));
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe('A cover must be a JPEG or PNG image');
  });

  it('refuses an editor without the publications’ rights', async () => {
    const answer = await putCover(png(1400, 2100), GROUP.FINANCIAL_ASSISTANTS);
    expect(answer.status).toBe(403);
  });

  it('stores a good cover, puts it in the record and serves it with the publication’s rights', async () => {
    const before = await coverOf();
    const bytes = png(1400, 2100);
    const answer = await putCover(bytes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { fileId, replacedFileId } = answer.body.data as { fileId: number; replacedFileId: number | null };
    expect(replacedFileId).toBeNull();
    const after = await coverOf();
    expect(after).toMatchObject({ coverFileId: fileId, version: before.version + 1 });

    const served = await api.request('GET', `files/${fileId}/content`, { token: (await editor()).token });
    expect(served.status).toBe(200);
    const outsider = await memberOf(api, GROUP.FINANCIAL_ASSISTANTS);
    const refused = await api.request('GET', `files/${fileId}/content`, { token: outsider.token });
    expect(refused.status).toBe(403);
  });

  it('records an image’s size in pixels as it is stored, and measures at start-up images stored before', async () => {
    const answer = await putCover(png(1700, 2600, 70));
    expect(answer.status).toBe(200);
    const { fileId } = answer.body.data as { fileId: number };
    const pixels = () =>
      api.database.db
        .select({ widthPx: storedFiles.widthPx, heightPx: storedFiles.heightPx })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId));
    expect(await pixels()).toEqual([{ widthPx: 1700, heightPx: 2600 }]);

    // As a file stored before sizes were recorded: unmeasured, until the start-up measures it.
    await api.database.db
      .update(storedFiles)
      .set({ widthPx: null, heightPx: null })
      .where(eq(storedFiles.id, fileId));
    expect(await measureStoredImages(api.deps)).toBeGreaterThanOrEqual(1);
    expect(await pixels()).toEqual([{ widthPx: 1700, heightPx: 2600 }]);
    expect(await measureStoredImages(api.deps)).toBe(0);
  });

  it('replaces the cover, answering the one it replaced, and takes it off', async () => {
    const first = (await coverOf()).coverFileId;
    const answer = await putCover(png(1600, 2400, 90));
    expect(answer.status).toBe(200);
    const { fileId, replacedFileId } = answer.body.data as { fileId: number; replacedFileId: number };
    expect(replacedFileId).toBe(first);

    const removed = await call(api, await editor(), 'DELETE', `publications/${publicationId}/cover`);
    expect(removed.status).toBe(200);
    expect((removed.body as { data: unknown }).data).toEqual({ removedFileId: fileId });
    expect((await coverOf()).coverFileId).toBeNull();
  });

  it('checks a stored file attached as the cover as it checks an upload, and lists the cover under Files', async () => {
    const { token } = await memberOf(api, GROUP.SUPER_USERS);
    const upload = async (bytes: Uint8Array, name: string) => {
      const response = await api.fetch(
        new Request(`http://upstream.test/files?name=${name}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(bytes),
        }),
      );
      expect(response.status).toBeLessThan(300);
      return ((await response.json()) as { data: { fileId: number } }).data.fileId;
    };
    const attach = (fileId: number) =>
      api.request('POST', `files/${fileId}/attach`, {
        token,
        body: { slot: 'publicationCover', recordId: publicationId },
      });

    const small = await attach(await upload(png(900, 1200, 12), 'small.png'));
    expect(small.status).toBe(422);
    expect((small.body as { error: string }).error).toBe(coverTooSmallMessage(900, 1200));
    const pdf = await attach(await upload(pdfBytes('not a cover'), 'flyer.pdf'));
    expect(pdf.status).toBe(415);
    expect((await coverOf()).coverFileId).toBeNull();

    const good = await upload(png(1500, 2250, 77), 'orphan-cover.png');
    expect((await attach(good)).status).toBe(200);
    expect((await coverOf()).coverFileId).toBe(good);

    const files = await call(api, await editor(), 'GET', `publications/${publicationId}/files`);
    expect(files.status).toBe(200);
    expect((files.body as { data: unknown[] }).data).toEqual([
      {
        slot: 'publicationCover',
        recordId: publicationId,
        file: expect.objectContaining({ fileId: good, name: 'orphan-cover.png', mimeType: 'image/png' }),
      },
    ]);
    const outsider = await call(
      api,
      await memberOf(api, GROUP.FINANCIAL_ASSISTANTS),
      'GET',
      `publications/${publicationId}/files`,
    );
    expect(outsider.status).toBe(403);
  });
});
