import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/log';
import { createUpstreamApp } from '@/upstream/app';
import { readUpstreamConfig } from '@/upstream/config';
import { MIGRATION_LOCK_KEY, openDatabase, type Database } from '@/upstream/db/client';
import { DATABASE_UNAVAILABLE } from '@/upstream/db/unavailable';
import { createMailer } from '@/upstream/platform/mailer';
import { createRequestLog } from '@/upstream/platform/request-log';
import type { UpstreamApp } from '@/upstream/platform/app-type';
import { testDbKind } from '../support/test-database';

/*
 * The API over a real PostgreSQL server reached through a TCP relay this test controls, so the
 * server can go silent or drop every connection, and come back, as in an outage.
 */

class Relay {
  private readonly sockets = new Set<net.Socket>();
  private mode: 'forward' | 'silent' = 'forward';
  private readonly server = net.createServer((socket) => this.accept(socket));

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Every open connection dropped, new ones accepted and never answered: a server gone quiet. */
  goSilent(): void {
    this.mode = 'silent';
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.mode = 'forward';
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'silent') return;
    const server = net.connect(this.target.port, this.target.host);
    this.track(server);
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function appOver(database: Database): UpstreamApp {
  const config = readUpstreamConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
  const log = createLogger('upstream');
  return createUpstreamApp({
    database,
    config,
    log,
    mailer: createMailer(database.db, config, log),
    requestLog: createRequestLog(database.db, log),
    now: () => new Date(),
  });
}

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

describe.runIf(testDbKind() === 'postgres')('a PostgreSQL outage', () => {
  const name = `colophon_test_${randomBytes(6).toString('hex')}`;
  let relay: Relay;
  let url: string;
  let database: Database;
  let app: UpstreamApp;

  beforeAll(async () => {
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const server = new URL(serverUrl);
    relay = new Relay({ host: server.hostname, port: Number(server.port || 5432) });
    const through = new URL(serverUrl);
    through.host = `127.0.0.1:${await relay.start()}`;
    through.pathname = `/${name}`;
    url = through.toString();
    database = await openDatabase({ url });
    app = appOver(database);
  });

  afterAll(async () => {
    await database?.close().catch(() => undefined);
    await relay?.stop();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  async function whoAmI(): Promise<{ status: number; body: unknown; ms: number }> {
    const started = Date.now();
    const response = await app.fetch(
      new Request('http://upstream.test/auth/user', { headers: { authorization: 'Bearer clp_not-a-token' } }),
    );
    return { status: response.status, body: await response.json(), ms: Date.now() - started };
  }

  it('answers 503 with a plain message within 5 s while the server is silent, and recovers by itself', async () => {
    expect((await whoAmI()).status).toBe(401);

    relay.goSilent();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body, ms } = await whoAmI();
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, error: DATABASE_UNAVAILABLE });
      expect(ms).toBeLessThan(5_000);
    }

    relay.restore();
    expect((await whoAmI()).status).toBe(401);
  }, 30_000);

  it("gives up waiting for another instance's migration, saying so", async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const started = Date.now();
      await expect(openDatabase({ url }, { migrationLockWaitMs: 1_000 })).rejects.toThrow(
        /Another instance has been migrating this database for over 1 s/,
      );
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await holder.end();
    }
  }, 30_000);
});
