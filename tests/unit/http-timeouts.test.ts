import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HTTP_SERVER_TIMEOUTS, installHttpTimeouts } from '@/scripts/http-timeouts.mjs';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server as Next's standalone server makes one: `http.createServer(listener)`, no options. */
async function listen(create: () => http.Server): Promise<number> {
  const server = create();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const echoOnceRead = (request: http.IncomingMessage, response: http.ServerResponse): void => {
  request.resume();
  request.on('end', () => response.end('read'));
};

/** Declares a body of 1000 bytes, sends 20 and waits: what the server answers, and after how long. */
function slowBody(port: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/contacts HTTP/1.1\r\nHost: colophon.test\r\nContent-Length: 1000\r\n\r\n');
      socket.write('x'.repeat(20));
    });
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    // Far beyond the bound under test, so a server without it fails here rather than hanging the suite.
    socket.setTimeout(HTTP_SERVER_TIMEOUTS.requestTimeout + 15_000, () => {
      socket.destroy();
      resolve({ answer: '(no answer)', ms: Date.now() - started });
    });
  });
}

describe('the HTTP server timeouts (scripts/http-timeouts.mjs)', () => {
  it('stay within 10 to 30 seconds for a whole request', () => {
    expect(HTTP_SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(HTTP_SERVER_TIMEOUTS.requestTimeout);
    expect(HTTP_SERVER_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual(10_000);
    expect(HTTP_SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
  });

  it(
    'answer a request whose body stalls with 408, on a server created the way Next creates its own',
    async () => {
      const uninstall = installHttpTimeouts();
      let port: number;
      try {
        port = await listen(() => http.createServer(echoOnceRead));
      } finally {
        uninstall();
      }
      const { answer, ms } = await slowBody(port);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeGreaterThanOrEqual(HTTP_SERVER_TIMEOUTS.requestTimeout - 1_000);
      expect(ms).toBeLessThan(
        HTTP_SERVER_TIMEOUTS.requestTimeout + 3 * HTTP_SERVER_TIMEOUTS.connectionsCheckingInterval,
      );
    },
    HTTP_SERVER_TIMEOUTS.requestTimeout + 20_000,
  );

  it('leave alone a server that sets its own, and a request that arrives whole', async () => {
    const uninstall = installHttpTimeouts();
    let own: http.Server;
    try {
      own = http.createServer({ requestTimeout: 123_000 }, echoOnceRead);
    } finally {
      uninstall();
    }
    expect(own.requestTimeout).toBe(123_000);
    expect(own.headersTimeout).toBe(HTTP_SERVER_TIMEOUTS.headersTimeout);
    const port = await listen(() => own);
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(await response.text()).toBe('read');
  });
});
