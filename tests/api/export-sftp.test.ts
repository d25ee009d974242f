import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTest, UpstreamIntegrations } from '@/lib/contract/integrations';
import type { ExportRun } from '@/lib/contract/exports';
import { GROUP } from '@/lib/rights';
import { issueToken } from '@/upstream/auth/tokens';
import { createUser, type TestUser } from '../support/fixtures';
import { dataOf } from '../support/sign-in';
import { startSftpServer, type SftpServer } from '../support/sftp-server';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

/*
 * A recipient's drop box on an SFTP server (EXPORT_SFTP_URL): the run's file arrives whole in the
 * recipient's folder, the Apps check probes it, and a server showing another host key gets nothing.
 * The catalogue is empty: the wholesaler's file then says so (<NoProduct/>), and still leaves.
 */

const ACCOUNT = { username: 'colophon', password: 'drop-box-secret-4e1f' };

let server: SftpServer;
let root: string;

async function as(api: TestUpstream, user: TestUser, method: string, route: string, body?: unknown) {
  const token = await issueToken(api.database.db, user.id, api.clock.now());
  return api.request(method, route, { token, body });
}

async function upstreamFor(hostKey: string) {
  const api = await createTestUpstream({
    env: {
      EXPORT_SFTP_URL: `sftp://${ACCOUNT.username}@127.0.0.1:${server.port}/incoming`,
      EXPORT_SFTP_PASSWORD: ACCOUNT.password,
      EXPORT_SFTP_HOST_KEY: hostKey,
    },
  });
  const developer = await createUser(api.database.db, { userName: 'sftp-dev', groups: [GROUP.DEVELOPERS] });
  return { api, developer };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'colophon-sftp-'));
  await mkdir(path.join(root, 'incoming'));
  server = await startSftpServer(root, ACCOUNT);
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('a drop box on an SFTP server', () => {
  let api: TestUpstream;
  let developer: TestUser;
  beforeAll(async () => ({ api, developer } = await upstreamFor(server.hostKey)));
  afterAll(() => api.close());

  it('receives the run’s file whole in the recipient’s folder, the same bytes the run kept', async () => {
    const answer = await as(api, developer, 'POST', 'publication-exports/runs', {
      target: 'wholesaler',
      mode: 'full',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const run = (answer.body as { data: ExportRun }).data;
    expect(run.status, run.error ?? '').toBe('completed');
    const folder = path.join(root, 'incoming', 'wholesaler');
    const files = await readdir(folder);
    expect(files).toEqual([run.fileName]);
    expect(run.deliveredTo).toBe(
      `sftp://${ACCOUNT.username}@127.0.0.1:${server.port}/incoming/wholesaler/${run.fileName}`,
    );
    const kept = await api.request('GET', `files/${run.fileId}/content`, {
      token: await issueToken(api.database.db, developer.id, api.clock.now()),
    });
    const delivered = await readFile(path.join(folder, files[0] ?? ''), 'utf8');
    // The wholesaler reads short tags: <NoProduct/> is <x507/>.
    expect(delivered).toContain('<x507/>');
    expect(delivered).toBe(kept.body);
  });

  it('is named on the Apps page without its password, and its check leaves no probe behind', async () => {
    const response = await as(api, developer, 'GET', 'integrations');
    const state = dataOf<UpstreamIntegrations>(response);
    expect(state.exportTargets).toMatchObject({
      dropBox: `sftp://${ACCOUNT.username}@127.0.0.1:${server.port}/incoming`,
      dropBoxKind: 'sftp',
    });
    expect(JSON.stringify(response.body)).not.toContain(ACCOUNT.password);
    const test = dataOf<ConnectionTest>(await as(api, developer, 'POST', 'integrations/export-targets/test'));
    expect(test, test.message).toMatchObject({ ok: true });
    expect(test.message).toContain(`/incoming/wholesaler took and gave back a probe file`);
    expect(
      (await readdir(path.join(root, 'incoming', 'wholesaler'))).some((name) => name.includes('probe')),
    ).toBe(false);
  });
});

describe('an SFTP server showing another host key', () => {
  let api: TestUpstream;
  let developer: TestUser;
  const pinned = `SHA256:${'A'.repeat(43)}`;
  beforeAll(async () => ({ api, developer } = await upstreamFor(pinned)));
  afterAll(() => api.close());

  it('gets nothing: the run fails, naming the key it was shown', async () => {
    const before = await readdir(path.join(root, 'incoming', 'wholesaler')).catch(() => []);
    const answer = await as(api, developer, 'POST', 'publication-exports/runs', {
      target: 'wholesaler',
      mode: 'full',
    });
    const run = (answer.body as { data: ExportRun }).data;
    expect(run.status).toBe('failed');
    expect(run.error).toBe(
      `The SFTP server 127.0.0.1 showed the host key ${server.hostKey}, not EXPORT_SFTP_HOST_KEY: nothing was sent`,
    );
    expect(await readdir(path.join(root, 'incoming', 'wholesaler')).catch(() => [])).toEqual(before);
  });
});
