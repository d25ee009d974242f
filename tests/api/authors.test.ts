import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorContract,
  AuthorContractDetail,
  AuthorProfile,
  AuthorProposal,
  AuthorSalesRow,
  AuthorStatement,
} from '@/lib/contract/author';
import type { RoyaltyRun } from '@/lib/contract/royalty-runs';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { auditLog, authorAccounts, contacts, proposals } from '@/upstream/db/schema';
import { pdfBytes, pngBytes } from '../support/file-bytes';
import { createUser, type TestUser } from '../support/fixtures';
import {
  PERIOD_1,
  createRun,
  ok,
  refusal,
  royaltyWorld,
  statementIn,
  type RoyaltyWorld,
} from '../support/royalty-world';
import { pdfText } from '../support/pdf-text';

/*
 * The authors area: Ada Quill and Bo Birch of the royalty world each sign in to an account linked to
 * their contact. Each sees their own contracts, statements (once the run is approved), sales and
 * proposals, and every id of the other's answers 404, as if it did not exist.
 */

let world: RoyaltyWorld;
let run: RoyaltyRun;
let ada: TestUser;
let bo: TestUser;
let unlinked: TestUser;

const get = async <T>(user: TestUser, pathName: string) => ok<T>(await world.call(user, 'GET', pathName));

async function raw(user: TestUser, pathName: string, init: RequestInit = {}): Promise<Response> {
  const token = await issueToken(world.api.database.db, user.id, world.api.clock.now());
  const headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` };
  return world.api.fetch(new Request(`http://upstream.test/${pathName}`, { ...init, headers }));
}

function proposalForm(
  fields: Record<string, string>,
  sample?: { bytes: Uint8Array; name: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (sample) form.set('sample', new File([Buffer.from(sample.bytes)], sample.name));
  return form;
}

async function submit(user: TestUser, form: FormData): Promise<{ status: number; body: unknown }> {
  const response = await raw(user, 'author/proposals', { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  world = await royaltyWorld();
  const { db } = world.api.database;
  ada = await createUser(db, { userName: 'ada', groups: [GROUP.AUTHORS] });
  bo = await createUser(db, { userName: 'bo', groups: [GROUP.AUTHORS] });
  unlinked = await createUser(db, { userName: 'newcomer', groups: [GROUP.AUTHORS] });
  await db.insert(authorAccounts).values([
    { userId: ada.id, contactId: world.people.ada },
    { userId: bo.id, contactId: world.people.bo },
  ]);
  await world.sell({
    day: '2025-03-10',
    publicationId: world.hardback,
    copies: 900,
    unitPrice: 2000,
    discountPercent: 40,
  });
  await world.sell({
    day: '2025-05-05',
    publicationId: world.ebook,
    copies: 10,
    unitPrice: 1000,
    discountPercent: 30,
    channel: 'online_retail',
    currency: 'USD',
    returned: 2,
  });
  world.at('2025-07-10');
  run = await createRun(world, PERIOD_1);
});
afterAll(() => world?.api.close());

describe('who may use it', () => {
  it('is the Authors group’s own: staff are refused', async () => {
    for (const pathName of [
      'author/profile',
      'author/contracts',
      'author/statements',
      'author/sales',
      'author/proposals',
    ])
      expect((await world.call(world.admin, 'GET', pathName)).status, pathName).toBe(403);
  });

  it('shows an account not linked to a contact nothing, and says so', async () => {
    expect(await get<AuthorProfile>(unlinked, 'author/profile')).toMatchObject({
      linked: false,
      contactId: null,
    });
    for (const pathName of ['author/contracts', 'author/statements', 'author/sales', 'author/proposals'])
      expect(await get<unknown[]>(unlinked, pathName), pathName).toEqual([]);
    const refused = await submit(
      unlinked,
      proposalForm({ title: 'Orphan', synopsis: 'A story.' }, { bytes: pdfBytes('u'), name: 'u.pdf' }),
    );
    expect(refused.status).toBe(422);
  });
});

describe('contracts', () => {
  it('lists each author’s own contracts with their part in them', async () => {
    const adas = await get<AuthorContract[]>(ada, 'author/contracts');
    expect(adas.map((contract) => [contract.reference, contract.sharePercent]).sort()).toEqual([
      ['C-SPLIT', 60],
      ['C-WORKED', 100],
    ]);
    const bos = await get<AuthorContract[]>(bo, 'author/contracts');
    expect(bos.map((contract) => [contract.reference, contract.sharePercent])).toEqual([['C-SPLIT', 40]]);
    expect(await get<AuthorProfile>(ada, 'author/profile')).toMatchObject({
      linked: true,
      name: 'Ada Quill',
      counts: { contracts: 2 },
    });
  });

  it('opens one with its royalty terms, and another author’s is not found', async () => {
    const worked = await get<AuthorContractDetail>(ada, `author/contracts/${world.worked.contractId}`);
    expect(worked).toMatchObject({ reference: 'C-WORKED', title: 'The Salt Road', formats: ['BB'] });
    expect(worked.royaltyTerms[0]?.tiers.map((tier) => tier.ratePercent)).toEqual([10, 12.5]);
    const guessed = await world.call(bo, 'GET', `author/contracts/${world.worked.contractId}`);
    expect(refusal(guessed, 404)).toBe('You have no such contract');
    expect((await world.call(bo, 'GET', `author/contracts/${world.split.contractId}`)).status).toBe(200);
    expect((await world.call(ada, 'GET', 'author/contracts/99999')).status).toBe(404);
    expect((await world.call(ada, 'GET', 'author/contracts/0')).status).toBe(400);
    expect((await world.call(ada, 'GET', 'author/contracts/abc')).status).toBe(400);
  });
});

describe('statements', () => {
  it('are shown once the firm approved the run, each author’s own', async () => {
    expect(await get<AuthorStatement[]>(ada, 'author/statements')).toEqual([]);
    ok(await world.call(world.finance, 'POST', `royalty-runs/${run.runId}/approve`));
    const adas = await get<AuthorStatement[]>(ada, 'author/statements');
    expect(adas.map((statement) => statement.reference).sort()).toEqual(['C-SPLIT', 'C-WORKED']);
    expect(adas.every((statement) => statement.runStatus === 'approved')).toBe(true);
    const bos = await get<AuthorStatement[]>(bo, 'author/statements');
    expect(bos.map((statement) => statement.reference)).toEqual(['C-SPLIT']);
  });

  it('download as the firm’s PDF, and another author’s statement is not found', async () => {
    const own = await statementIn(world, run.runId, 'C-WORKED', 'Ada Quill');
    const response = await raw(ada, `author/statements/${own.statementId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Ada Quill');
    expect(text).toContain('Contract C-WORKED');

    const bos = await statementIn(world, run.runId, 'C-SPLIT', 'Bo Birch');
    expect((await raw(ada, `author/statements/${bos.statementId}/pdf`)).status).toBe(404);
    expect((await raw(bo, `author/statements/${own.statementId}/pdf`)).status).toBe(404);
    expect((await raw(bo, `author/statements/${bos.statementId}/pdf`)).status).toBe(200);
  });
});

describe('sales', () => {
  it('add up each author’s titles by period, and no one else’s', async () => {
    const adas = await get<AuthorSalesRow[]>(ada, 'author/sales?period=quarter');
    expect(
      adas.map((row) => [
        row.periodStart,
        row.title,
        row.currency,
        row.copiesSold,
        row.copiesReturned,
        row.netSales,
      ]),
    ).toEqual([
      ['2025-04-01', 'Night Ferry', 'USD', 10, 2, 5600],
      ['2025-01-01', 'The Salt Road', 'EUR', 900, 0, 1_080_000],
    ]);
    const bos = await get<AuthorSalesRow[]>(bo, 'author/sales?period=year');
    expect(bos.map((row) => [row.periodStart, row.title, row.copiesSold])).toEqual([
      ['2025-01-01', 'Night Ferry', 10],
    ]);
    expect((await world.call(bo, 'GET', 'author/sales?period=week')).status).toBe(400);
  });
});

describe('proposals', () => {
  let submitted: AuthorProposal;

  it('are submitted with a sample and reach the firm’s proposals as received', async () => {
    const response = await submit(
      ada,
      proposalForm(
        {
          title: 'Tide Tables',
          synopsis: 'A year on the Yorkshire coast.',
          genre: 'Memoir',
          wordCount: '82000',
        },
        { bytes: pdfBytes('ada-sample'), name: 'tide-tables-sample.pdf' },
      ),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    submitted = (response.body as { data: AuthorProposal }).data;
    expect(submitted).toMatchObject({
      title: 'Tide Tables',
      status: 'received',
      wordCount: 82000,
      sample: { name: 'tide-tables-sample.pdf' },
    });
    const [row] = await world.api.database.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, submitted.proposalId));
    expect(row).toMatchObject({ authorName: 'Ada Quill', email: 'ada@example.test', status: 'received' });
    const audit = await world.api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'author_proposals'));
    expect(audit.map((entry) => [entry.entityId, entry.userId])).toEqual([
      [String(submitted.proposalId), ada.id],
    ]);
  });

  it('follow their status as the firm moves them', async () => {
    const proposal = ok<{ version: number }>(
      await world.call(world.admin, 'GET', `proposals/${submitted.proposalId}`),
    );
    ok(
      await world.call(world.admin, 'POST', `proposals/${submitted.proposalId}/status`, {
        status: 'under_review',
        version: proposal.version,
      }),
    );
    const [mine] = await get<AuthorProposal[]>(ada, 'author/proposals');
    expect(mine).toMatchObject({ proposalId: submitted.proposalId, status: 'under_review' });
    expect(await get<AuthorProposal>(ada, `author/proposals/${submitted.proposalId}`)).toMatchObject({
      status: 'under_review',
    });
  });

  it('are each author’s own: another’s is not found', async () => {
    expect(await get<AuthorProposal[]>(bo, 'author/proposals')).toEqual([]);
    expect(refusal(await world.call(bo, 'GET', `author/proposals/${submitted.proposalId}`), 404)).toBe(
      'You have no such proposal',
    );
    expect((await world.call(unlinked, 'GET', `author/proposals/${submitted.proposalId}`)).status).toBe(404);
  });

  it('refuses a form without its title, synopsis or sample, naming each, and a file of another kind', async () => {
    const empty = await submit(ada, proposalForm({ title: '', synopsis: '' }));
    expect(empty.status).toBe(400);
    const paths = (empty.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['sample', 'synopsis', 'title']);
    const nul = await submit(
      ada,
      proposalForm({ title: 'Bad\u0000', synopsis: 'x' }, { bytes: pdfBytes('n'), name: 'n.pdf' }),
    );
    expect(nul.status).toBe(400);
    const words = await submit(
      ada,
      proposalForm({ title: 'T', synopsis: 'S', wordCount: 'many' }, { bytes: pdfBytes('w'), name: 'w.pdf' }),
    );
    expect(words.status).toBe(400);
    const json = await raw(ada, 'author/proposals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    const text = await submit(
      ada,
      proposalForm(
        { title: 'T', synopsis: 'S' },
        { bytes: new TextEncoder().encode('plain words'), name: 's.txt' },
      ),
    );
    expect(text.status).toBe(415);
    void pngBytes;
  });
});

describe('id guessing', () => {
  it('finds none of one author’s records by the other’s ids, on any endpoint taking an id', async () => {
    const bosStatement = await statementIn(world, run.runId, 'C-SPLIT', 'Bo Birch');
    const adaOnly = {
      contract: world.worked.contractId,
      statement: (await statementIn(world, run.runId, 'C-WORKED', 'Ada Quill')).statementId,
    };
    const bosProposal = await submit(
      bo,
      proposalForm({ title: 'Birch Bark', synopsis: 'Trees.' }, { bytes: pdfBytes('bo'), name: 'bo.pdf' }),
    );
    const boProposalId = (bosProposal.body as { data: AuthorProposal }).data.proposalId;
    const adaProposals = (await get<AuthorProposal[]>(ada, 'author/proposals')).map((p) => p.proposalId);
    // Every id from 1 to past the highest, against each author: only their own answer.
    for (let id = 1; id <= 12; id++) {
      const adaContract = await world.call(ada, 'GET', `author/contracts/${id}`);
      const boContract = await world.call(bo, 'GET', `author/contracts/${id}`);
      expect(adaContract.status, `ada contract ${id}`).toBe(
        [world.worked.contractId, world.split.contractId].includes(id) ? 200 : 404,
      );
      expect(boContract.status, `bo contract ${id}`).toBe(id === world.split.contractId ? 200 : 404);
      const adaProposal = await world.call(ada, 'GET', `author/proposals/${id}`);
      expect(adaProposal.status, `ada proposal ${id}`).toBe(adaProposals.includes(id) ? 200 : 404);
      const boProposal = await world.call(bo, 'GET', `author/proposals/${id}`);
      expect(boProposal.status, `bo proposal ${id}`).toBe(id === boProposalId ? 200 : 404);
      const adaPdf = await raw(ada, `author/statements/${id}/pdf`);
      const boPdf = await raw(bo, `author/statements/${id}/pdf`);
      const adaStatements = (await get<AuthorStatement[]>(ada, 'author/statements')).map(
        (s) => s.statementId,
      );
      expect(adaPdf.status, `ada statement ${id}`).toBe(adaStatements.includes(id) ? 200 : 404);
      expect(boPdf.status, `bo statement ${id}`).toBe(id === bosStatement.statementId ? 200 : 404);
    }
    expect(adaOnly.statement).not.toBe(bosStatement.statementId);
  });
});

describe('linking an account to its contact', () => {
  it('is for Super Users: the newcomer is linked, sees their records at once, and is unlinked again', async () => {
    const path = `users/${unlinked.id}/author-contact`;
    expect((await world.call(world.finance, 'PUT', path, { contactId: world.people.bo })).status).toBe(403);
    // Bo's contact has its account already; a staff account is never linked.
    expect(refusal(await world.call(world.admin, 'PUT', path, { contactId: world.people.bo }), 422)).toBe(
      'This contact is linked to another account already',
    );
    expect(
      (
        await world.call(world.admin, 'PUT', `users/${world.editor.id}/author-contact`, {
          contactId: world.people.ada,
        })
      ).status,
    ).toBe(422);
    expect((await world.call(world.admin, 'PUT', path, { contactId: 'x' })).status).toBe(400);
    expect(
      (await world.call(world.admin, 'PUT', 'users/99999/author-contact', { contactId: null })).status,
    ).toBe(404);

    const { db } = world.api.database;
    const [contact] = await db
      .insert(contacts)
      .values({ firstName: 'Cy', lastName: 'Newcombe', roles: ['author'] })
      .returning({ id: contacts.id });
    const contactId = contact?.id ?? 0;
    expect(ok(await world.call(world.admin, 'PUT', path, { contactId }))).toEqual({
      userId: unlinked.id,
      contactId,
      contactName: 'Cy Newcombe',
    });
    expect(await get<AuthorProfile>(unlinked, 'author/profile')).toMatchObject({
      linked: true,
      name: 'Cy Newcombe',
    });
    ok(await world.call(world.admin, 'PUT', path, { contactId: null }));
    expect(await get<AuthorProfile>(unlinked, 'author/profile')).toMatchObject({ linked: false });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'author_accounts'));
    expect(audit.map((entry) => entry.action)).toEqual(['insert', 'delete']);
  });
});
