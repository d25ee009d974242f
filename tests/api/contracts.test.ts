import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractArea,
  type Contract,
  type ContractItem,
  type ContractVersion,
  type ContractVersionSummary,
} from '@/lib/areas/contracts';
import type { ContractStatus } from '@/lib/contract/enums';
import type { PageMeta } from '@/lib/contract/envelope';
import type { HistoryEntry } from '@/lib/contract/resource';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { recordQueries } from '@/upstream/db/query-count';
import { commissionings, contacts, currencies, publications } from '@/upstream/db/schema';
import { contractInput, WORKED_HARDBACK_TERM, type ContractInput } from '../support/contract-input';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * Contracts beyond what every area does (tests/api/area-conformance.test.ts): the shares rule and the
 * other rules of a contract's terms, its life from draft to ended, locked terms once signed, amendments
 * that keep each version, the list's filters, and who may do what.
 */

const TODAY = '2026-06-15';

let api: TestUpstream;
let admin: TestUser;
let editor: TestUser;
let assistant: TestUser;
let financeManager: TestUser;
let designer: TestUser;
const people = { ada: 0, bo: 0, agent: 0 };
const book = { commissioningId: 0, otherCommissioningId: 0, hardback: 0, ebook: 0, elsewhere: 0 };

async function call(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, path, { token, body });
}

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

/** The refusal's message and its issues by path (the first of a path, when a value breaks several rules). */
function refusal(response: ApiResponse, status: number): { error: string; issues: Record<string, string> } {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = response.body as { error: string; issues?: { path: string; message: string }[] };
  const issues: Record<string, string> = {};
  for (const issue of body.issues ?? []) issues[issue.path] ??= issue.message;
  return { error: body.error, issues };
}

type TermInput = ContractInput['royaltyTerms'][number];

/** A royalty term: the hardback at 10% of list price unless told otherwise. */
const term = (overrides: Partial<TermInput> = {}): TermInput => ({
  format: 'BB',
  channel: null,
  basis: 'list_price',
  escalators: [{ fromUnits: 0, ratePercent: 10 }],
  highDiscount: null,
  ...overrides,
});

let serial = 0;
const input = (overrides: Partial<ContractInput> = {}): ContractInput =>
  contractInput(`c-test-${++serial}`, book.commissioningId, {
    parties: [
      { contactId: people.ada, role: 'author', sharePercent: 60 },
      { contactId: people.bo, role: 'co_author', sharePercent: 40 },
      { contactId: people.agent, role: 'agent', sharePercent: 0 },
    ],
    territory: 'world_english',
    formats: ['BB', 'EB'],
    reversionConditions: 'Out of print for 18 months after a written request',
    deliveryDate: '2027-03-31',
    optionOnNextWork: true,
    optionTerms: 'First look at the next novel',
    advanceAmount: 1_000_000,
    currency: 'eur',
    instalments: [
      { trigger: 'signature', amount: 500_000, dueDate: null, paidDate: null },
      { trigger: 'delivery', amount: 250_000, dueDate: null, paidDate: null },
      { trigger: 'publication', amount: 250_000, dueDate: null, paidDate: null },
    ],
    royaltyTerms: [
      WORKED_HARDBACK_TERM,
      term({ format: 'EB', basis: 'net_receipts', escalators: [{ fromUnits: 0, ratePercent: 25 }] }),
      term({
        format: null,
        channel: 'export',
        basis: 'net_receipts',
        escalators: [{ fromUnits: 0, ratePercent: 8 }],
      }),
    ],
    reservePercent: 15,
    reservePeriods: 2,
    subrights: [
      { right: 'translation', authorSharePercent: 80 },
      { right: 'audio_licence', authorSharePercent: 50 },
    ],
    publicationIds: [book.ebook, book.hardback],
    ...overrides,
  });

/** A new contract asked for by the editor, with these fields changed. */
const attempt = (overrides: Partial<ContractInput> = {}) =>
  call(editor, 'POST', 'contracts', input(overrides));

const create = async (overrides: Partial<ContractInput> = {}) => ok<Contract>(await attempt(overrides), 201);

const move = (user: TestUser, record: Contract, status: ContractStatus, date?: string) =>
  call(user, 'POST', `contracts/${record.contractId}/status`, { status, date, version: record.version });

/** The record's own input, as the form would send it back. */
const valuesOf = (record: Contract): ContractInput =>
  ({ ...contractArea.formValues(record) }) as ContractInput;

/** A contract drawn up in April, before the moves the tests date in May and June. */
async function createInApril(overrides: Partial<ContractInput> = {}) {
  api.clock.set('2026-04-20T10:00:00Z');
  try {
    return await create(overrides);
  } finally {
    api.clock.set(`${TODAY}T10:00:00Z`);
  }
}

/** A contract moved to `status` by the admin, dated on the days given. */
async function contractIn(status: 'signed' | 'active', overrides: Partial<ContractInput> = {}) {
  let record = await createInApril(overrides);
  for (const [to, date] of [
    ['sent', '2026-05-01'],
    ['signed', '2026-05-10'],
    ['active', '2026-06-01'],
  ] as const) {
    record = ok<Contract>(await move(admin, record, to, date));
    if (to === status) break;
  }
  return record;
}

async function list(query: string): Promise<{ data: ContractItem[]; meta: PageMeta }> {
  const response = await call(editor, 'GET', `contracts?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: ContractItem[]; meta: PageMeta };
}

beforeAll(async () => {
  api = await createTestUpstream();
  api.clock.set(`${TODAY}T10:00:00Z`);
  const { db } = api.database;
  admin = await createUser(db, { userName: 'admin', groups: [GROUP.SUPER_USERS] });
  editor = await createUser(db, { userName: 'editor', groups: [GROUP.COMMISSIONING_EDITORS] });
  assistant = await createUser(db, { userName: 'assistant', groups: [GROUP.COMMISSIONING_ASSISTANTS] });
  financeManager = await createUser(db, { userName: 'finance', groups: [GROUP.FINANCIAL_MANAGER] });
  designer = await createUser(db, { userName: 'designer', groups: [GROUP.DESIGNER] });
  await db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2 },
    { code: 'GBP', name: 'Pound sterling', symbol: '£', minorUnits: 2 },
  ]);
  const rows = await db
    .insert(contacts)
    .values([
      { firstName: 'Ada', lastName: 'Quill', roles: ['author'] },
      { firstName: 'Bo', lastName: 'Birch', roles: ['author'] },
      { firstName: 'Agnes', lastName: 'Agent', roles: ['agent'] },
    ])
    .returning({ id: contacts.id });
  const idAt = (found: { id: number }[], index: number) => found[index]?.id ?? 0;
  [people.ada, people.bo, people.agent] = [idAt(rows, 0), idAt(rows, 1), idAt(rows, 2)];
  const books = await db
    .insert(commissionings)
    .values([
      { title: 'The Salt Road', editorId: editor.id, status: 'contracted' },
      { title: 'Another Book', editorId: editor.id },
    ])
    .returning({ id: commissionings.id });
  [book.commissioningId, book.otherCommissioningId] = [idAt(books, 0), idAt(books, 1)];
  const editions = await db
    .insert(publications)
    .values([
      { commissioningId: book.commissioningId, title: 'The Salt Road', format: 'BB', isbn: '9780000000002' },
      { commissioningId: book.commissioningId, title: 'The Salt Road', format: 'EB', isbn: '9780000000019' },
      {
        commissioningId: book.otherCommissioningId,
        title: 'Another Book',
        format: 'BB',
        isbn: '9780000000026',
      },
    ])
    .returning({ id: publications.id });
  [book.hardback, book.ebook, book.elsewhere] = [idAt(editions, 0), idAt(editions, 1), idAt(editions, 2)];
});
afterAll(() => api?.close());

describe('a contract and its terms', () => {
  it('is created as a draft with its parties, advance, royalty terms and rights, and dated in History', async () => {
    const created = await create();
    expect(created).toMatchObject({
      reference: `C-TEST-${serial}`,
      commissioningTitle: 'The Salt Road',
      status: 'draft',
      signedDate: null,
      amendment: 0,
      currency: 'EUR',
      territory: 'world_english',
      advanceAmount: 1_000_000,
      reservePercent: 15,
      reservePeriods: 2,
      optionTerms: 'First look at the next novel',
      publicationIds: [book.hardback, book.ebook].sort((a, b) => a - b),
    });
    expect(created.contributors.map((party) => [party.name, party.sharePercent])).toEqual([
      ['Ada Quill', 60],
      ['Bo Birch', 40],
      ['Agnes Agent', 0],
    ]);
    expect(created.royaltyTerms).toEqual(input().royaltyTerms);
    expect(created.instalments).toEqual(input().instalments);
    expect(created.subrights).toEqual(input().subrights);
    expect(created.publications.map((edition) => edition.format).sort()).toEqual(['BB', 'EB']);
    expect(created.statusChanges).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'draft', effectiveDate: TODAY }),
    ]);
    const history = ok<HistoryEntry[]>(await call(editor, 'GET', `contracts/${created.contractId}/history`));
    expect(history.map((entry) => entry.action)).toEqual(['insert']);
  });

  it('saves its parties and terms again, unchanged when sent back as read', async () => {
    const created = await create();
    const same = ok<Contract>(
      await call(editor, 'PUT', `contracts/${created.contractId}`, {
        ...valuesOf(created),
        version: created.version,
      }),
    );
    expect(same.version).toBe(created.version);
    const changed = ok<Contract>(
      await call(editor, 'PUT', `contracts/${created.contractId}`, {
        ...valuesOf(created),
        parties: [{ contactId: people.ada, role: 'author', sharePercent: 100 }],
        territory: 'named_countries',
        territories: ['GB', 'IE'],
        optionOnNextWork: false,
        version: created.version,
      }),
    );
    expect(changed).toMatchObject({
      version: created.version + 1,
      territories: ['GB', 'IE'],
      optionTerms: null,
    });
    expect(changed.parties).toEqual([{ contactId: people.ada, role: 'author', sharePercent: 100 }]);
    const [latest] = ok<HistoryEntry[]>(await call(editor, 'GET', `contracts/${created.contractId}/history`));
    expect(latest?.changes.find((change) => change.field === 'parties')).toEqual({
      field: 'parties',
      before: ['Ada Quill (Author, 60%)', 'Bo Birch (Co author, 40%)', 'Agnes Agent (Agent, 0%)'],
      after: ['Ada Quill (Author, 100%)'],
    });
  });

  it('keeps its terms in History as words: each term with its escalator, instalments and rights', async () => {
    const created = await create();
    const [entry] = ok<HistoryEntry[]>(await call(editor, 'GET', `contracts/${created.contractId}/history`));
    const after = Object.fromEntries((entry?.changes ?? []).map((change) => [change.field, change.after]));
    expect(after.royaltyTerms).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Hardback, every channel — List price: 10% from the first copy/),
      ]),
    );
    expect(after.instalments).toEqual(
      expect.arrayContaining([expect.stringMatching(/^€[\d,.]+ on signature/)]),
    );
    expect(JSON.stringify(after)).not.toMatch(/contactId|fromUnits|authorSharePercent/);
  });

  it('holds the shares of the parties to 100%', async () => {
    const short = await attempt({
      parties: [
        { contactId: people.ada, role: 'author', sharePercent: 60 },
        { contactId: people.bo, role: 'co_author', sharePercent: 30 },
      ],
    });
    expect(refusal(short, 400).issues).toEqual({
      parties: 'The parties’ shares add up to 90%; they must add up to 100%',
    });
    const thirds = await create({
      parties: [
        { contactId: people.ada, role: 'author', sharePercent: 33.33 },
        { contactId: people.bo, role: 'co_author', sharePercent: 33.33 },
        { contactId: people.agent, role: 'author', sharePercent: 33.34 },
      ],
    });
    expect(thirds.parties.map((party) => party.sharePercent)).toEqual([33.33, 33.33, 33.34]);
    const twice = await attempt({
      parties: [
        { contactId: people.ada, role: 'author', sharePercent: 50 },
        { contactId: people.ada, role: 'author', sharePercent: 50 },
      ],
    });
    expect(refusal(twice, 400).issues['parties.1.contactId']).toBe(
      'This contact is already a party in this role',
    );
  });

  it('refuses terms that do not hold together, naming the field', async () => {
    const cases: [Partial<ContractInput>, string, string][] = [
      [
        {
          royaltyTerms: [
            term({
              escalators: [
                { fromUnits: 100, ratePercent: 10 },
                { fromUnits: 50, ratePercent: 12 },
              ],
            }),
          ],
        },
        'royaltyTerms.0.escalators.0.fromUnits',
        'The first rate applies from the first copy: start it at 0',
      ],
      [
        { royaltyTerms: [term(), term({ basis: 'net_receipts' })] },
        'royaltyTerms.1',
        'Another term already covers this format and channel',
      ],
      [
        { royaltyTerms: [term({ format: 'AJ', basis: 'net_receipts' })] },
        'royaltyTerms.0.format',
        'The contract does not cover this format',
      ],
      [
        { advanceAmount: 900_000 },
        'instalments',
        'The instalments come to €10,000.00; the advance is €9,000.00',
      ],
      [
        { territory: 'named_countries', territories: [] },
        'territories',
        'Name the countries of the territory',
      ],
      [
        { territory: 'named_countries', territories: ['gb'] },
        'territories.0',
        'Use two-letter country codes in capitals (GB, FR, US)',
      ],
      [
        { reservePercent: 101 },
        'reservePercent',
        'Enter a percentage above 0 and at most 100, with up to two decimals',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await attempt(overrides);
      expect(refusal(response, 400).issues[path], path).toBe(message);
    }
  });

  it('refuses with 422 what names records that do not fit', async () => {
    const cases: [Partial<ContractInput>, string, string][] = [
      [
        { publicationIds: [book.elsewhere] },
        'publicationIds.0',
        `Publication ${book.elsewhere} is an edition of another commissioning`,
      ],
      [{ currency: 'JPY' }, 'currency', 'The firm keeps no currency JPY'],
      [
        { parties: [{ contactId: 999_999, role: 'author', sharePercent: 100 }] },
        'parties.0.contactId',
        'There is no contact 999999',
      ],
      [{ commissioningId: 999_999 }, 'commissioningId', 'There is no commissioning 999999'],
      [
        {
          instalments: [
            { trigger: 'signature', amount: 1_000_000, dueDate: '2026-06-01', paidDate: '2026-07-01' },
          ],
        },
        'instalments.0.paidDate',
        'A payment cannot be dated in the future',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await attempt(overrides);
      expect(refusal(response, 422).issues[path], path).toBe(message);
    }
    const taken = await create();
    const again = await attempt({ reference: taken.reference.toLowerCase() });
    expect(refusal(again, 422).issues.reference).toBe(
      `Contract ${taken.contractId} already has the reference ${taken.reference}`,
    );
  });

  it('answers 400 to NUL bytes and out-of-range ids, never 500', async () => {
    const NUL = 'Text cannot contain NUL characters';
    const OUT_OF_RANGE = 'Expected a record id from 1 to 2147483647';
    const cases: [Partial<ContractInput>, string, string][] = [
      [{ notes: 'a\u0000b' }, 'notes', NUL],
      [{ reference: 'C\u0000-1' }, 'reference', NUL],
      [{ reversionConditions: 'x\u0000' }, 'reversionConditions', NUL],
      [{ languages: ['e\u0000n'] }, 'languages.0', NUL],
      [
        { instalments: [{ trigger: 'signature', amount: 1_000_000, dueDate: '2026\u0000', paidDate: null }] },
        'instalments.0.dueDate',
        NUL,
      ],
      [{ commissioningId: 2_147_483_648 }, 'commissioningId', OUT_OF_RANGE],
      [{ publicationIds: [0] }, 'publicationIds.0', 'Expected a record id from 1 to 2147483647'],
      [
        { parties: [{ contactId: 2_147_483_648, role: 'author', sharePercent: 100 }] },
        'parties.0.contactId',
        OUT_OF_RANGE,
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await attempt(overrides);
      expect(refusal(response, 400).issues[path], path).toBe(message);
    }
    for (const path of [
      'contracts?contributorId=2147483648',
      'contracts?signedYear=20250',
      'contracts?q=a%00b',
      'contracts/2147483648/versions',
      'contracts/1/versions/abc',
      'contracts/1/versions/99999',
    ]) {
      expect((await call(editor, 'GET', path)).status, path).toBe(400);
    }
    const record = await create();
    for (const [action, body] of [
      ['status', { status: 'sent', date: '2026\u0000-01-01', version: record.version }],
      ['amendments', { reason: 'a\u0000', effectiveDate: TODAY, contract: input(), version: record.version }],
    ] as const) {
      expect(
        (await call(admin, 'POST', `contracts/${record.contractId}/${action}`, body)).status,
        action,
      ).toBe(400);
    }
  });
});

describe('a contract’s life', () => {
  it('moves draft → sent → signed → active → ended, each move dated and in History', async () => {
    let record = await createInApril();
    expect(refusal(await move(editor, record, 'active'), 422).error).toBe(
      'A contract cannot move from Draft to Active',
    );
    record = ok<Contract>(await move(editor, record, 'sent', '2026-05-01'));
    // Signing binds the firm: a commissioning editor drafts and sends, a holder of Approve signs.
    expect((await move(editor, record, 'signed')).status).toBe(403);
    expect(refusal(await move(admin, record, 'signed', '2026-07-01'), 422).error).toBe(
      'A move cannot be dated in the future',
    );
    expect(refusal(await move(admin, record, 'signed', '2026-04-01'), 422).issues).toEqual({
      date: 'Before the previous move',
    });
    record = ok<Contract>(await move(admin, record, 'signed', '2026-05-10'));
    expect(record).toMatchObject({ status: 'signed', signedDate: '2026-05-10', endedDate: null });
    expect(record.versions).toEqual([
      expect.objectContaining({ number: 0, effectiveDate: '2026-05-10', reason: null }),
    ]);
    record = ok<Contract>(await move(editor, record, 'active', '2026-06-01'));
    record = ok<Contract>(await move(admin, record, 'ended', '2026-06-14'));
    expect(record).toMatchObject({ status: 'ended', endedDate: '2026-06-14' });
    expect(record.statusChanges.map((change) => [change.toStatus, change.effectiveDate])).toEqual([
      ['draft', '2026-04-20'],
      ['sent', '2026-05-01'],
      ['signed', '2026-05-10'],
      ['active', '2026-06-01'],
      ['ended', '2026-06-14'],
    ]);
    expect(refusal(await move(admin, record, 'active'), 422).issues).toEqual({
      status: 'This move is not in the contract’s life',
    });
    const history = ok<HistoryEntry[]>(await call(editor, 'GET', `contracts/${record.contractId}/history`));
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'update', 'insert']);
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'active', after: 'ended' },
        { field: 'endedDate', before: null, after: '2026-06-14' },
      ]),
    );
    expect(history[2]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'sent', after: 'signed' },
        { field: 'statusDate', before: '2026-05-01', after: '2026-05-10' },
        { field: 'signedDate', before: null, after: '2026-05-10' },
      ]),
    );
  });

  it('is not signed without parties, and a stale version is refused', async () => {
    let record = await create({ parties: [] });
    record = ok<Contract>(await move(editor, record, 'sent'));
    expect(refusal(await move(admin, record, 'signed'), 422).error).toBe(
      'Name the parties before the contract is signed',
    );
    const stale = await call(admin, 'POST', `contracts/${record.contractId}/status`, {
      status: 'draft',
      version: record.version - 1,
    });
    expect(stale.status).toBe(409);
  });

  it('keeps a signed contract: it ends or reverts rather than being deleted', async () => {
    const signed = await contractIn('signed');
    const refused = await call(admin, 'DELETE', `contracts/${signed.contractId}`);
    expect(refusal(refused, 409).error).toBe(
      'A signed contract is kept: mark it ended, or its rights reverted, instead of deleting it.',
    );
    const reverted = ok<Contract>(await move(admin, signed, 'reverted', '2026-06-10'));
    expect(reverted).toMatchObject({ status: 'reverted', endedDate: '2026-06-10' });
  });
});

describe('locked terms and amendments', () => {
  it('refuses a change of a signed contract’s terms, and takes its notes and payments', async () => {
    const signed = await contractIn('signed');
    const values = valuesOf(signed);
    const raised = await call(admin, 'PUT', `contracts/${signed.contractId}`, {
      ...values,
      reservePercent: 10,
      parties: [{ contactId: people.ada, role: 'author', sharePercent: 100 }],
      reference: 'C-RENAMED',
      version: signed.version,
    });
    const { error, issues } = refusal(raised, 422);
    expect(error).toBe(
      `Contract ${signed.reference} is signed: its terms are locked. Change them with an amendment, which keeps this version.`,
    );
    expect(issues).toEqual({
      reference: 'Fixed once the contract is signed',
      parties: 'Locked since the contract was signed',
      reservePercent: 'Locked since the contract was signed',
    });

    const paid = ok<Contract>(
      await call(admin, 'PUT', `contracts/${signed.contractId}`, {
        ...values,
        notes: 'Signed copy filed',
        instalments: signed.instalments.map((instalment, index) =>
          index === 0 ? { ...instalment, dueDate: '2026-06-09', paidDate: '2026-06-12' } : instalment,
        ),
        publicationIds: [book.hardback],
        version: signed.version,
      }),
    );
    expect(paid).toMatchObject({ notes: 'Signed copy filed', publicationIds: [book.hardback], amendment: 0 });
    expect(paid.instalments[0]).toMatchObject({ dueDate: '2026-06-09', paidDate: '2026-06-12' });
  });

  it('amends the terms as a new version and keeps the old one readable', async () => {
    const active = await contractIn('active');
    const amended = input({
      ...valuesOf(active),
      royaltyTerms: active.royaltyTerms.map((term) =>
        term.format === 'BB'
          ? { ...term, escalators: [...term.escalators, { fromUnits: 10_000, ratePercent: 15 }] }
          : term,
      ),
      reservePercent: 10,
    });
    const path = `contracts/${active.contractId}/amendments`;
    const request = { reason: 'Third step on the hardback', effectiveDate: '2026-06-05', contract: amended };

    expect((await call(editor, 'POST', path, { ...request, version: active.version })).status).toBe(403);
    expect(
      refusal(
        await call(admin, 'POST', path, { ...request, effectiveDate: '2026-05-01', version: active.version }),
        422,
      ).issues,
    ).toEqual({
      effectiveDate: 'Before the terms it amends',
    });
    expect(
      refusal(
        await call(admin, 'POST', path, { ...request, contract: valuesOf(active), version: active.version }),
        422,
      ).error,
    ).toBe('This amendment changes none of the terms');
    expect(
      refusal(
        await call(admin, 'POST', path, {
          ...request,
          contract: { ...amended, commissioningId: book.otherCommissioningId },
          version: active.version,
        }),
        422,
      ).issues,
    ).toEqual({ 'contract.commissioningId': 'Fixed once the contract is signed' });

    const after = ok<Contract>(await call(admin, 'POST', path, { ...request, version: active.version }), 201);
    expect(after).toMatchObject({ amendment: 1, reservePercent: 10, version: active.version + 1 });
    expect(after.royaltyTerms.find((term) => term.format === 'BB')?.escalators).toHaveLength(3);
    expect((await call(admin, 'POST', path, { ...request, version: active.version })).status).toBe(409);

    const versions = ok<ContractVersionSummary[]>(
      await call(editor, 'GET', `contracts/${active.contractId}/versions`),
    );
    expect(versions.map((version) => [version.number, version.effectiveDate, version.reason])).toEqual([
      [0, '2026-05-10', null],
      [1, '2026-06-05', 'Third step on the hardback'],
    ]);
    const original = ok<ContractVersion>(
      await call(editor, 'GET', `contracts/${active.contractId}/versions/0`),
    );
    expect(original.terms.reservePercent).toBe(15);
    expect(original.terms.royaltyTerms).toEqual(active.royaltyTerms);
    const current = ok<ContractVersion>(
      await call(editor, 'GET', `contracts/${active.contractId}/versions/1`),
    );
    expect(current.terms.royaltyTerms).toEqual(after.royaltyTerms);
    expect((await call(editor, 'GET', `contracts/${active.contractId}/versions/2`)).status).toBe(404);

    const history = ok<HistoryEntry[]>(await call(editor, 'GET', `contracts/${active.contractId}/history`));
    expect(history[0]?.changes.map((change) => change.field).sort()).toEqual(
      ['amendment', 'reservePercent', 'royaltyTerms'].sort(),
    );
  });

  it('amends only a signed or active contract, and names the amended record’s own rules under contract', async () => {
    const draft = await create();
    const request = { reason: 'Why not', effectiveDate: TODAY, contract: input(), version: draft.version };
    expect(
      refusal(await call(admin, 'POST', `contracts/${draft.contractId}/amendments`, request), 422).error,
    ).toBe('Only a signed or active contract can be amended; this one is draft');
    const signed = await contractIn('signed');
    const unknown = await call(admin, 'POST', `contracts/${signed.contractId}/amendments`, {
      reason: 'A new party',
      effectiveDate: TODAY,
      contract: {
        ...valuesOf(signed),
        parties: [{ contactId: 999_999, role: 'author', sharePercent: 100 }],
      },
      version: signed.version,
    });
    expect(refusal(unknown, 422).issues).toEqual({
      'contract.parties.0.contactId': 'There is no contact 999999',
    });
  });
});

describe('the list', () => {
  const mine = new Map<string, Contract>();

  beforeAll(async () => {
    mine.set(
      'draft',
      await create({
        reference: 'LIST-DRAFT',
        parties: [{ contactId: people.bo, role: 'author', sharePercent: 100 }],
      }),
    );
    mine.set('signed', await contractIn('signed', { reference: 'LIST-SIGNED', territory: 'world' }));
    mine.set(
      'active',
      await contractIn('active', {
        reference: 'LIST-ACTIVE',
        territory: 'named_countries',
        territories: ['GB'],
        parties: [{ contactId: people.ada, role: 'author', sharePercent: 100 }],
      }),
    );
  });

  const only = () => `ids=${[...mine.values()].map((record) => record.contractId).join(',')}`;
  const references = (items: ContractItem[]) => items.map((item) => item.reference);

  it('filters by status, contributor, territory and signing year', async () => {
    expect(references((await list(`${only()}&status=signed,active&sort=reference`)).data)).toEqual([
      'LIST-ACTIVE',
      'LIST-SIGNED',
    ]);
    expect(references((await list(`${only()}&contributorId=${people.bo}&sort=reference`)).data)).toEqual([
      'LIST-DRAFT',
      'LIST-SIGNED',
    ]);
    expect(references((await list(`${only()}&territory=named_countries`)).data)).toEqual(['LIST-ACTIVE']);
    expect(references((await list(`${only()}&signedYear=2026&sort=reference`)).data)).toEqual([
      'LIST-ACTIVE',
      'LIST-SIGNED',
    ]);
    expect((await list(`${only()}&signedYear=2025`)).meta.total).toBe(0);
    expect((await list(`commissioningId=${book.otherCommissioningId}`)).meta.total).toBe(0);
  });

  it('sorts by status in the order of a contract’s life, and searches references, titles and contributors', async () => {
    expect(references((await list(`${only()}&sort=-status`)).data)).toEqual([
      'LIST-ACTIVE',
      'LIST-SIGNED',
      'LIST-DRAFT',
    ]);
    expect(references((await list(`${only()}&q=birch&sort=reference`)).data)).toEqual([
      'LIST-DRAFT',
      'LIST-SIGNED',
    ]);
    expect((await list(`${only()}&q=salt road`)).meta.total).toBe(3);
    expect(references((await list(`q=list-act`)).data)).toEqual(['LIST-ACTIVE']);
  });

  it('lists the signing years for the filter', async () => {
    const years = ok<{ year: number; count: number }[]>(await call(editor, 'GET', 'contracts/signing-years'));
    expect(years[0]?.year).toBe(2026);
    expect(years[0]?.count).toBeGreaterThanOrEqual(2);
  });

  it('counts a contract signed since the years were last read', async () => {
    const signedIn2026 = async () =>
      ok<{ year: number; count: number }[]>(await call(editor, 'GET', 'contracts/signing-years')).find(
        (entry) => entry.year === 2026,
      )?.count ?? 0;
    const before = await signedIn2026();
    // Unchanged contracts are not counted again: the second read runs only the version's statement.
    const again = await recordQueries(signedIn2026);
    expect(again.result).toBe(before);
    expect(again.statements.filter((statement) => /extract\(year/.test(statement.query))).toEqual([]);
    let record = await createInApril();
    record = ok<Contract>(await move(editor, record, 'sent', '2026-05-01'));
    expect(await signedIn2026()).toBe(before);
    ok<Contract>(await move(admin, record, 'signed', '2026-05-10'));
    expect(await signedIn2026()).toBe(before + 1);
  });
});

describe('rights', () => {
  it('lets only holders of Publishing and Contracts at Edit in, and Manage delete', async () => {
    const record = await create();
    for (const user of [assistant, financeManager, designer]) {
      expect((await call(user, 'GET', 'contracts')).status, user.userName).toBe(403);
      expect((await call(user, 'GET', `contracts/${record.contractId}`)).status, user.userName).toBe(403);
      expect((await call(user, 'GET', `contracts/${record.contractId}/versions`)).status, user.userName).toBe(
        403,
      );
      expect((await call(user, 'POST', 'contracts', input())).status, user.userName).toBe(403);
      expect((await move(user, record, 'sent')).status, user.userName).toBe(403);
    }
    expect((await call(editor, 'DELETE', `contracts/${record.contractId}`)).status).toBe(403);
    expect(
      ok(await call(admin, 'DELETE', `contracts/${record.contractId}?version=${record.version}`)),
    ).toEqual({
      id: record.contractId,
      deleted: true,
    });
  });
});
