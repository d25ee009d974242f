import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvDocument } from '@/lib/contract/csv';
import { GROUP } from '@/lib/rights';
import { contacts } from '@/upstream/db/schema';
import { allRightsUser } from '../support/area-conformance';
import { createUser } from '../support/fixtures';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

let api: TestUpstream;
let token = '';
let contactId = 0;
let editorName = '';

beforeAll(async () => {
  api = await createTestUpstream();
  token = (await allRightsUser(api)).token;
  const editor = await createUser(api.database.db, {
    userName: 'bad-input-editor',
    groups: [GROUP.COMMISSIONING_EDITORS],
  });
  editorName = editor.userName;
  const [row] = await api.database.db
    .insert(contacts)
    .values({ firstName: 'Ada', lastName: 'Quill', roles: ['author'] })
    .returning({ id: contacts.id });
  contactId = row?.id ?? 0;
});
afterAll(() => api.close());

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api.request(method, path, { token, body, headers });

function expectRefused(response: ApiResponse, message: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const body = response.body as { success: boolean; issues?: { path: string; message: string }[] };
  expect(body.success).toBe(false);
  expect(body.issues?.map((issue) => issue.message).join(' | ')).toMatch(message);
}

const NUL = /Text cannot contain NUL characters/;
const SURROGATE = /Text cannot contain unpaired surrogates/;
const OUT_OF_RANGE = /Expected a record id from 1 to 2147483647/;

describe('NUL bytes and unpaired surrogates are refused before they reach SQL', () => {
  it.each([
    ['contacts?q=%00', NUL],
    ['contacts/export?q=a%00b', NUL],
    ['commissionings?q=%00', NUL],
    ['search?q=ab%00c', NUL],
    ['coupons/publications?q=ab%00c', NUL],
  ])('GET %s answers 400', async (path, message) => {
    expectRefused(await call('GET', path), message);
  });

  it.each([
    ['firstName', 'a\u0000b', NUL],
    ['lastName', 'a\u0000b', NUL],
    ['notes', 'x\uDC00', SURROGATE],
    ['email', 'a\u0000@b.example', NUL],
  ])('POST contacts with %s holding a bad character answers 400', async (name, value, message) => {
    const body = { firstName: 'Ada', lastName: 'Quill', roles: ['author'], [name]: value };
    expectRefused(await call('POST', 'contacts', body), message);
  });

  it('PUT contacts/{id} with a NUL in the first name answers 400', async () => {
    const current = await call('GET', `contacts/${contactId}`);
    const { version } = (current.body as { data: { version: number } }).data;
    const body = { firstName: 'a\u0000b', lastName: 'Quill', roles: ['author'], version };
    expectRefused(await call('PUT', `contacts/${contactId}`, body), NUL);
  });

  it('refuses an import whose file holds a NUL, naming the line, in a dry run and a commit', async () => {
    const csv = csvDocument([
      ['title', 'editor', 'authors'],
      ['Fine Title', editorName, ''],
      ['Bad\u0000Title', editorName, ''],
    ]);
    for (const mode of ['dry-run', 'commit']) {
      const response = await call('POST', 'commissionings/import', { mode, csv });
      expectRefused(response, /Line 3: /);
      expectRefused(response, NUL);
    }
  });
});

describe('ids outside PostgreSQL integers are refused', () => {
  it.each([
    'contacts?ids=2147483648',
    'contacts?ids=1,99999999999',
    'commissionings?editorId=2147483648',
    'commissionings?authorId=9999999999',
    'commissionings/export?editorId=2147483648',
    'dashboard/commissioning-editors?editorId=2147483648',
    'commissioning/2147483648',
  ])('GET %s answers 400', async (path) => {
    expectRefused(await call('GET', path), OUT_OF_RANGE);
  });

  it.each(['0', '-1', '2147483648', 'abc', '1e3'])('GET contacts/%s answers 400', async (id) => {
    expectRefused(await call('GET', `contacts/${id}`), OUT_OF_RANGE);
  });

  it('refuses record ids out of range in a body', async () => {
    const body = {
      commissioningTitle: 'Out of range',
      editorId: 2_147_483_648,
      authorIds: [contactId, 2_147_483_648],
    };
    const response = await call('POST', 'commissionings', body);
    expectRefused(response, OUT_OF_RANGE);
  });
});

describe('the public and account routes refuse NUL bytes too', () => {
  it.each([
    ['auth/login', { username: 'a\u0000b', password: 'whatever-long' }, NUL],
    ['auth/login', { username: 'a\uD800b', password: 'whatever-long' }, SURROGATE],
    ['auth/forgot-password', { email: 'a\u0000b@mail.example' }, NUL],
    [
      'access-requests',
      { firstName: 'Ada', lastName: 'Quill', email: 'ada@mail.example', message: 'Let me in\u0000' },
      NUL,
    ],
  ])('POST %s answers 400', async (path, body, message) => {
    expectRefused(await api.request('POST', path, { body }), message);
  });

  it('PATCH me/profile with a NUL in the first name answers 400', async () => {
    const me = await call('GET', 'me');
    const { version, lastName, email } = (
      me.body as { data: { version: number; lastName: string; email: string } }
    ).data;
    expectRefused(
      await call('PATCH', 'me/profile', { firstName: 'a\u0000b', lastName, email, version }),
      NUL,
    );
  });
});
