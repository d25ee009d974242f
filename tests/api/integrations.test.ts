import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTest, UpstreamIntegrations } from '@/lib/contract/integrations';
import { EXPORT_TARGETS } from '@/lib/exports/recipients';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { createUser, type TestUser } from '../support/fixtures';
import { dataOf } from '../support/sign-in';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * Apps: the publishing API's integrations (mail, file store, database, export targets), their state and
 * their connection tests, for developers only; secrets never appear in an answer.
 */

const SMTP_PASSWORD = 'smtp-secret-password-9f3a';
const S3_SECRET = 's3-secret-access-key-7c1d';
const logins: string[] = [];
const smtp = new SMTPServer({
  allowInsecureAuth: true,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    logins.push(auth.username ?? '');
    if (auth.password !== SMTP_PASSWORD) return callback(new Error('535 Authentication failed'));
    callback(null, { user: auth.username });
  },
});
let smtpPort = 0;

const UPSTREAM_TESTS = ['mail', 'file-store', 'database', 'export-targets'] as const;

async function as(api: TestUpstream, user: TestUser, method: string, path: string) {
  return api.request(method, path, { token: await issueToken(api.database.db, user.id, api.clock.now()) });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

describe('integrations in the default configuration (outbox, memory)', () => {
  let api: TestUpstream;
  let developer: TestUser;
  let editor: TestUser;

  beforeAll(async () => {
    api = await createTestUpstream();
    developer = await createUser(api.database.db, { userName: 'apps-developer', groups: [GROUP.DEVELOPERS] });
    editor = await createUser(api.database.db, { userName: 'apps-editor', groups: [GROUP.SUPER_USERS] });
  });
  afterAll(() => api.close());

  it('shows each integration as configured, with the database’s version and size', async () => {
    const state = dataOf<UpstreamIntegrations>(await as(api, developer, 'GET', 'integrations'));
    expect(state.mail).toMatchObject({ mode: 'outbox', server: null, authenticated: false });
    expect(state.fileStore).toMatchObject({ kind: 'memory', folder: null, bucket: null });
    expect(state.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(state.database.status).toBe('up');
    expect(state.database.version).toMatch(/^PostgreSQL \d+/);
    expect(state.database.sizeBytes).toBeGreaterThan(100_000);
    expect(state.exportTargets).toMatchObject({ dropBox: null, dropBoxKind: null });
    expect(state.exportTargets.targets.map((target) => target.key)).toEqual(
      EXPORT_TARGETS.map(({ key }) => key),
    );
    expect(state.exportTargets.targets.find((target) => target.key === 'wholesaler')?.delivery).toBe(
      'drop-box',
    );
  });

  it('refuses the state and every test to a user outside the developers, even a super user', async () => {
    expect((await as(api, editor, 'GET', 'integrations')).status).toBe(403);
    for (const integration of UPSTREAM_TESTS) {
      const response = await as(api, editor, 'POST', `integrations/${integration}/test`);
      expect(response.status, integration).toBe(403);
    }
    expect((await api.request('GET', 'integrations')).status).toBe(401);
  });

  it('tests the database for real: its version and size, and the time it took', async () => {
    const test = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/database/test'));
    expect(test).toMatchObject({ integration: 'database', ok: true });
    expect(test.message).toMatch(/(PGlite|PostgreSQL) answered: PostgreSQL \d+.*MB\./);
    expect(test.durationMs).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(test.checkedAt))).toBe(false);
  });

  it('tests the outbox without SMTP, the store in memory and says there is no drop box', async () => {
    const mail = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/mail/test'));
    expect(mail).toMatchObject({ ok: true });
    expect(mail.message).toMatch(/No SMTP server is configured.*outbox.*Nothing was sent/);
    const store = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/file-store/test'));
    expect(store).toMatchObject({ ok: true });
    expect(store.message).toMatch(/probe was written to memory, read back identical and deleted/);
    const exports = dataOf<ConnectionTest>(
      await as(api, developer, 'POST', 'integrations/export-targets/test'),
    );
    expect(exports).toMatchObject({ ok: true });
    expect(exports.message).toMatch(/No drop box/);
  });
});

describe('integrations with SMTP, a disk store and a drop box in a folder', () => {
  let api: TestUpstream;
  let developer: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'colophon-apps-'));
    api = await createTestUpstream({
      env: { DATA_DIR: dataDir, SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}` },
    });
    developer = await createUser(api.database.db, {
      userName: 'apps-developer2',
      groups: [GROUP.DEVELOPERS],
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('names the SMTP server without its password', async () => {
    const response = await as(api, developer, 'GET', 'integrations');
    const state = dataOf<UpstreamIntegrations>(response);
    expect(state.mail).toMatchObject({
      mode: 'smtp',
      server: `smtp://127.0.0.1:${smtpPort}`,
      authenticated: true,
    });
    expect(JSON.stringify(response.body)).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(response.body)).not.toContain('mailer');
    expect(state.fileStore).toMatchObject({ kind: 'disk', folder: path.join(dataDir, 'files') });
    expect(state.exportTargets).toMatchObject({
      dropBox: path.join(dataDir, 'exports'),
      dropBoxKind: 'folder',
    });
  });

  it('verifies the SMTP server with its login, sending nothing', async () => {
    logins.length = 0;
    const test = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/mail/test'));
    expect(test, test.message).toMatchObject({ ok: true });
    expect(test.message).toMatch(/accepted a connection and the login\. Nothing was sent\./);
    expect(logins).toEqual(['mailer']);
    expect(test.message).not.toContain(SMTP_PASSWORD);
  });

  it('writes, reads back and deletes a probe in the store’s folder, leaving nothing', async () => {
    const test = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/file-store/test'));
    expect(test, test.message).toMatchObject({ ok: true });
    expect(test.message).toContain(path.join(dataDir, 'files'));
    expect(await readdir(path.join(dataDir, 'files', 'probes'))).toEqual([]);
  });

  it('checks the drop box takes files, leaving no probe behind', async () => {
    const test = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/export-targets/test'));
    expect(test, test.message).toMatchObject({ ok: true });
    expect(test.message).toContain(path.join(dataDir, 'exports', 'wholesaler'));
    expect(test.message).toMatch(/Nothing was sent to any recipient/);
    expect(await readdir(path.join(dataDir, 'exports', 'wholesaler'))).toEqual([]);
  });
});

describe('integrations that do not answer', () => {
  let api: TestUpstream;
  let developer: TestUser;

  beforeAll(async () => {
    api = await createTestUpstream({
      env: {
        // Nothing listens on port 9 (discard): both connections are refused.
        SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:9`,
        FILE_STORE_S3_BUCKET: 'colophon-files',
        FILE_STORE_S3_ENDPOINT: 'http://127.0.0.1:9',
        FILE_STORE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        FILE_STORE_S3_SECRET_ACCESS_KEY: S3_SECRET,
      },
    });
    developer = await createUser(api.database.db, {
      userName: 'apps-developer3',
      groups: [GROUP.DEVELOPERS],
    });
  });
  afterAll(() => api.close());

  it('shows the bucket without its keys', async () => {
    const response = await as(api, developer, 'GET', 'integrations');
    const state = dataOf<UpstreamIntegrations>(response);
    expect(state.fileStore).toMatchObject({
      kind: 's3',
      bucket: 'colophon-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
    });
    expect(JSON.stringify(response.body)).not.toContain(S3_SECRET);
    expect(JSON.stringify(response.body)).not.toContain('AKIAEXAMPLE');
  });

  it('answers a failed check with its reason, not an error', async () => {
    const mail = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/mail/test'));
    expect(mail).toMatchObject({ integration: 'mail', ok: false });
    expect(mail.message).toMatch(/The SMTP server smtp:\/\/127\.0\.0\.1:9 refused or did not answer/);
    expect(mail.message).not.toContain(SMTP_PASSWORD);
    const store = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/file-store/test'));
    expect(store).toMatchObject({ integration: 'file-store', ok: false });
    expect(store.message).not.toContain(S3_SECRET);
  });
});
