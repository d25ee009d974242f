import { expect } from 'vitest';
import { MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import type { StoredFile } from '@/lib/contract/files';
import type { TestUpstream } from './test-upstream';

type Answer = { status: number; body: { data?: Record<string, unknown>; error?: string } };

/** PUTs a file's bytes to a record's file address, as the record page's panel does. */
export async function putSlotFile(
  api: TestUpstream,
  token: string,
  address: string,
  bytes: Uint8Array,
  name = 'upload.bin',
): Promise<Answer> {
  const response = await api.app.fetch(
    new Request(`http://upstream.test/${address}?name=${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/**
 * The rules of a record's file address, end to end: a type the place does not take (415) and a file
 * larger than the store takes (413) leave nothing behind; someone without the record's rights is refused
 * (403) even with the right to upload elsewhere; an upload lands in the record and moves its version; a
 * replaced or removed file stays in the store, an orphan.
 */
export async function checkSlotFileRules(
  api: TestUpstream,
  spec: {
    address: string;
    record: string;
    field: string;
    token: string;
    outsiderToken: string;
    accepted: readonly [Uint8Array, Uint8Array];
    refused: Uint8Array;
    refusal: RegExp;
  },
): Promise<void> {
  const { address, token } = spec;
  const read = async () => {
    const answer = await api.request('GET', spec.record, { token });
    expect(answer.status).toBe(200);
    return (answer.body as { data: Record<string, unknown> }).data;
  };
  const orphans = async () => {
    const answer = await api.request('GET', 'files/orphans?pageSize=100', { token });
    expect(answer.status).toBe(200);
    return (answer.body as { data: StoredFile[] }).data.map((file) => file.fileId);
  };
  const before = await read();
  const orphansBefore = await orphans();

  const wrong = await putSlotFile(api, token, address, spec.refused, 'wrong.bin');
  expect(wrong.status).toBe(415);
  expect(wrong.body.error).toMatch(spec.refusal);
  const huge = new Uint8Array(MAX_FILE_BYTES + 1);
  huge.set(spec.accepted[0].subarray(0, 16));
  const tooBig = await putSlotFile(api, token, address, huge, 'huge.bin');
  expect(tooBig.status).toBe(413);
  expect(tooBig.body.error).toMatch(/larger than 8 MB/);
  const outsider = await putSlotFile(api, spec.outsiderToken, address, spec.accepted[0], 'first.bin');
  expect(outsider.status).toBe(403);
  expect(await orphans()).toEqual(orphansBefore);
  expect(await read()).toMatchObject({ [spec.field]: before[spec.field], version: before.version });

  const first = await putSlotFile(api, token, address, spec.accepted[0], 'first.bin');
  expect(first.status, first.body.error).toBe(200);
  const firstId = first.body.data?.fileId;
  expect(await read()).toMatchObject({ [spec.field]: firstId, version: Number(before.version) + 1 });
  expect(await orphans()).not.toContain(firstId);

  const second = await putSlotFile(api, token, address, spec.accepted[1], 'second.bin');
  expect(second.status, second.body.error).toBe(200);
  expect(second.body.data).toMatchObject({ replacedFileId: firstId });
  const secondId = second.body.data?.fileId;
  expect(await read()).toMatchObject({ [spec.field]: secondId });
  expect(await orphans()).toContain(firstId);

  expect((await api.request('DELETE', address, { token: spec.outsiderToken })).status).toBe(403);
  const removed = await api.request('DELETE', address, { token });
  expect(removed.status).toBe(200);
  expect(removed.body).toMatchObject({ data: { removedFileId: secondId } });
  expect(await read()).toMatchObject({ [spec.field]: null });
  expect(await orphans()).toContain(secondId);
}
