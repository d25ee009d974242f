import { serve, type ServerType } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '@/lib/rights';
import { loginEvents } from '@/upstream/db/schema';
import { createUser, type TestUser } from '../support/fixtures';
import { createTestUpstream } from '../support/test-upstream';

/** The publishing API served on its own (as `upstream/server.ts` does), with TRUSTED_PROXIES as given. */
async function standalone(trustedProxies: number) {
  const api = await createTestUpstream({ env: { TRUSTED_PROXIES: String(trustedProxies) } });
  const server: ServerType = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const editor = await createUser(api.database.db, {
    userName: 'editor',
    groups: [GROUP.COMMISSIONING_EDITORS],
  });
  const overHttp = (password: string, forwardedFor: string) =>
    fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username: 'editor', password }),
    });
  const lastAddress = async () => {
    const [event] = await api.database.db
      .select({ ip: loginEvents.ip })
      .from(loginEvents)
      .where(eq(loginEvents.userId, editor.id))
      .orderBy(desc(loginEvents.id))
      .limit(1);
    return event?.ip;
  };
  const close = async () => {
    server.close();
    await api.close();
  };
  return { api, editor, overHttp, lastAddress, close };
}

describe('TRUSTED_PROXIES=0 (the default)', () => {
  let served: Awaited<ReturnType<typeof standalone>>;
  let editor: TestUser;
  beforeAll(async () => {
    served = await standalone(0);
    editor = served.editor;
  });
  afterAll(() => served.close());

  it('counts failures by the connection, so a forged X-Forwarded-For neither dodges nor frames', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await served.overHttp('wrong-password', '198.51.100.9')).status).toBe(401);
      expect(await served.lastAddress()).toBe('127.0.0.1');
    }
    // Another made-up address does not get the guesser a fresh count…
    expect((await served.overHttp(editor.password, '198.51.100.10')).status).toBe(429);
    // …and whoever really is at 198.51.100.9 (as the web app in front reports it) is not locked out.
    const owner = await served.api.request('POST', 'auth/login', {
      body: { username: 'editor', password: editor.password },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(owner.status).toBe(200);
  });
});

describe('TRUSTED_PROXIES=1 (the web app in front)', () => {
  let served: Awaited<ReturnType<typeof standalone>>;
  beforeAll(async () => {
    served = await standalone(1);
  });
  afterAll(() => served.close());

  it('takes the address the proxy wrote, not what the client put to its left', async () => {
    expect((await served.overHttp('wrong-password', '6.6.6.6, 198.51.100.7')).status).toBe(401);
    expect(await served.lastAddress()).toBe('198.51.100.7');
  });
});
