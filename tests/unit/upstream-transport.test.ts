import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/*
 * The web app's one way to the publishing API (lib/upstream/transport.ts): what its timeout covers.
 * Each test loads the module afresh under its own configuration.
 */

const TIMEOUT_MS = 500;

async function transport(settings: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('UPSTREAM_TIMEOUT_MS', String(TIMEOUT_MS));
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import('@/lib/upstream/transport');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// A fresh import of the transport can take seconds on a busy machine; the timings asserted are the fetch's.
describe('over HTTP (UPSTREAM_API_URL)', { timeout: 20_000 }, () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/silent') return;
      if (request.url === '/stalled-json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"success":');
        return;
      }
      // A CSV export: the headers at once, then rows for longer than the timeout.
      response.writeHead(200, { 'content-type': 'text/csv' });
      let row = 0;
      const timer = setInterval(() => {
        response.write(`row ${++row}\n`);
        if (row === 6) {
          clearInterval(timer);
          response.end();
        }
      }, 200);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('lets a stream whose headers came in time run to its end', async () => {
    const { upstreamFetch } = await transport({ UPSTREAM_API_URL: url });
    const started = Date.now();
    const response = await upstreamFetch('contacts/export');
    const text = await response.text();
    expect(text.trim().split('\n')).toHaveLength(6);
    expect(Date.now() - started).toBeGreaterThan(TIMEOUT_MS);
  });

  it('gives up on an API that sends no headers within the timeout', async () => {
    const { upstreamFetch } = await transport({ UPSTREAM_API_URL: url });
    const started = Date.now();
    await expect(upstreamFetch('silent')).rejects.toThrow(
      /The publishing API is unavailable: no answer within 500 ms/,
    );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('gives a JSON answer whose body stalls no more than the timeout again', async () => {
    await transport({ UPSTREAM_API_URL: url });
    const { upstreamCall } = await import('@/lib/upstream/call');
    const started = Date.now();
    await expect(upstreamCall(z.object({ success: z.boolean() }), 'stalled-json')).rejects.toThrow(
      /The publishing API is unavailable: no complete answer within 500 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 1_000);
  });

  it('still stops a stream when the caller goes away', async () => {
    const { upstreamFetch } = await transport({ UPSTREAM_API_URL: url });
    const caller = new AbortController();
    const response = await upstreamFetch('contacts/export', { signal: caller.signal });
    caller.abort();
    await expect(response.text()).rejects.toThrow();
  });
});

describe('embedded', () => {
  // A database server that accepts connections and never answers: the API's start-up cannot finish.
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let databaseUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    databaseUrl = `postgres://colophon@127.0.0.1:${(silent.address() as AddressInfo).port}/colophon`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("counts the API's start-up against the timeout", async () => {
    const { upstreamFetch } = await transport({ UPSTREAM_API_URL: '', DATABASE_URL: databaseUrl });
    const started = Date.now();
    await expect(upstreamFetch('health')).rejects.toThrow(/no answer within 500 ms/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });
});
