import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proposal } from '@/lib/areas/proposals';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { commissionings, proposals } from '@/upstream/db/schema';
import { pdfBytes, pngBytes } from '../support/file-bytes';
import { createUser, type TestUser } from '../support/fixtures';
import { checkSlotFileRules, putSlotFile } from '../support/slot-files';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let editor: TestUser;
let commissioningEditor: TestUser;

const call = async (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: await issueToken(api.database.db, editor.id, api.clock.now()), body });

async function proposal(title: string): Promise<Proposal> {
  const answer = await call('POST', 'proposals', {
    title,
    authorName: 'Ann Lee',
    email: 'ann@example.test',
    genre: 'Literary fiction',
    wordCount: 82_000,
    synopsis: 'A lighthouse keeper’s last winter.',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: Proposal }).data;
}

/** The proposal with the commissioning editor assigned to it (as the demo's are), read afresh. */
async function assignedToEditor(proposalId: number): Promise<Proposal> {
  await api.database.db
    .update(proposals)
    .set({ assignedEditorId: commissioningEditor.id })
    .where(eq(proposals.id, proposalId));
  return ((await call('GET', `proposals/${proposalId}`)).body as { data: Proposal }).data;
}

const move = async (item: Proposal, status: string, reason?: string) => {
  const answer = await call('POST', `proposals/${item.proposalId}/status`, {
    status,
    reason,
    version: item.version,
  });
  return { status: answer.status, body: answer.body as { data: Proposal } };
};

beforeAll(async () => {
  api = await createTestUpstream();
  editor = await createUser(api.database.db, { userName: 'content', groups: [GROUP.CONTENT_EDITOR] });
  commissioningEditor = await createUser(api.database.db, {
    userName: 'ceditor',
    groups: [GROUP.COMMISSIONING_EDITORS],
  });
});
afterAll(() => api.close());

describe('proposals', () => {
  it('takes an uploaded PDF or Word sample, replaced and removed on its page, and nothing else', async () => {
    const item = await proposal('The Sample Chapter');
    const finance = await createUser(api.database.db, {
      userName: 'finance',
      groups: [GROUP.FINANCIAL_MANAGER],
    });
    await checkSlotFileRules(api, {
      address: `proposals/${item.proposalId}/sample`,
      record: `proposals/${item.proposalId}`,
      field: 'manuscriptFileId',
      token: await issueToken(api.database.db, editor.id, api.clock.now()),
      outsiderToken: await issueToken(api.database.db, finance.id, api.clock.now()),
      accepted: [pdfBytes('sample-1'), pdfBytes('sample-2')],
      refused: pngBytes('sample'),
      refusal: /sample must be a PDF document or Word document/,
    });
    const token = await issueToken(api.database.db, editor.id, api.clock.now());
    const placed = await putSlotFile(
      api,
      token,
      `proposals/${item.proposalId}/sample`,
      pdfBytes('kept'),
      'ch1.pdf',
    );
    expect(placed.status).toBe(200);
    const read = await call('GET', `proposals/${item.proposalId}`);
    expect((read.body as { data: Proposal }).data.sample).toMatchObject({
      fileId: placed.body.data?.fileId,
      name: 'ch1.pdf',
      mimeType: 'application/pdf',
    });
    expect((await putSlotFile(api, token, 'proposals/999999/sample', pdfBytes('nowhere'))).status).toBe(404);
  });

  it('accepting one creates its commissioning, linked, with an active commissioning editor', async () => {
    const item = await proposal('The Last Winter');
    expect(item.status).toBe('received');
    const reviewed = await move(item, 'under_review');
    expect(reviewed.status).toBe(200);
    expect((await move(reviewed.body.data, 'accepted')).status).toBe(422);
    // The content editor accepting it is no commissioning editor, and none is assigned or chosen.
    const unassigned = await move(reviewed.body.data, 'accepted', 'A strong voice for our spring list');
    expect(unassigned.status).toBe(422);
    expect(unassigned.body).toMatchObject({
      error: 'A commissioning needs an active commissioning editor: choose one',
    });
    // The editors to choose from, and one who is none.
    const editors = await call('GET', 'proposals/editors');
    expect((editors.body as { data: { userId: number; name: string }[] }).data).toContainEqual(
      expect.objectContaining({ userId: commissioningEditor.id }),
    );
    const notAnEditor = await call('POST', `proposals/${item.proposalId}/status`, {
      status: 'accepted',
      reason: 'A strong voice',
      editorId: editor.id,
      version: reviewed.body.data.version,
    });
    expect(notAnEditor.status).toBe(422);
    expect(notAnEditor.body).toMatchObject({ error: 'Choose an active commissioning editor' });
    const current = await assignedToEditor(item.proposalId);
    const accepted = await move(current, 'accepted', 'A strong voice for our spring list');
    expect(accepted.status).toBe(200);
    const { data } = accepted.body;
    expect(data).toMatchObject({
      status: 'accepted',
      decisionReason: 'A strong voice for our spring list',
      commissioning: { commissioningTitle: 'The Last Winter', status: 'proposal' },
    });
    const rows = await api.database.db
      .select()
      .from(commissionings)
      .where(eq(commissionings.proposalId, item.proposalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'The Last Winter', editorId: commissioningEditor.id });
    expect((await move(data, 'rejected', 'Changed our mind')).status).toBe(422);
  });

  it('is not accepted under a title a commissioning has already, changing nothing', async () => {
    const item = (await move(await proposal('the last winter '), 'under_review')).body.data;
    const current = await assignedToEditor(item.proposalId);
    const refused = await move(current, 'accepted', 'Another lighthouse');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: expect.stringMatching(/already has this title: retitle the proposal first$/),
    });
    const after = ((await call('GET', `proposals/${item.proposalId}`)).body as { data: Proposal }).data;
    expect(after).toMatchObject({ status: 'under_review', commissioning: null });
  });

  it('declines with a reason, and creates no commissioning', async () => {
    const item = await proposal('Not for Us');
    const declined = await move(item, 'rejected', 'Outside our list');
    expect(declined.body.data).toMatchObject({ status: 'rejected', commissioning: null });
    const rows = await api.database.db
      .select()
      .from(commissionings)
      .where(eq(commissionings.proposalId, item.proposalId));
    expect(rows).toHaveLength(0);
  });
});
