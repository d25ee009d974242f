import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/client-address';
import { parseEnv, upstreamEnvShape } from '@/lib/config/env-schema';
import { browserAddress, stampPeerAddresses } from '@/lib/peer-address';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies: the peer is the browser', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.9', peer: '203.0.113.7', trustedProxies: 0 })).toBe(
      '203.0.113.7',
    );
    expect(
      clientAddress({ forwardedFor: '198.51.100.9', peer: undefined, trustedProxies: 0 }),
    ).toBeUndefined();
  });

  it('takes the entry the outermost trusted proxy wrote, not what the client wrote to its left', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(clientAddress({ forwardedFor, peer: '10.0.0.3', trustedProxies: 1 })).toBe('10.0.0.2');
    expect(clientAddress({ forwardedFor, peer: '10.0.0.3', trustedProxies: 2 })).toBe('203.0.113.7');
    // A request that skipped the outer proxy: the leftmost entry was written by the inner one.
    expect(clientAddress({ forwardedFor: ' 198.51.100.2 ', peer: '10.0.0.3', trustedProxies: 2 })).toBe(
      '198.51.100.2',
    );
  });

  it('falls back to the peer without the header, and answers nothing for what is not an address', () => {
    expect(clientAddress({ forwardedFor: ' , ', peer: '::1', trustedProxies: 1 })).toBe('::1');
    expect(clientAddress({ forwardedFor: 'unknown', peer: '10.0.0.3', trustedProxies: 1 })).toBeUndefined();
    expect(clientAddress({ forwardedFor: null, peer: null, trustedProxies: 1 })).toBeUndefined();
  });

  it('spells an IPv4 client of a dual-stack socket as IPv4', () => {
    expect(clientAddress({ forwardedFor: null, peer: '::ffff:192.0.2.1', trustedProxies: 0 })).toBe(
      '192.0.2.1',
    );
  });
});

describe('TRUSTED_PROXIES', () => {
  it('defaults to none and takes a small whole number', () => {
    expect(parseEnv(upstreamEnvShape, {}).TRUSTED_PROXIES).toBe(0);
    expect(parseEnv(upstreamEnvShape, { TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
    for (const value of ['-1', '1.5', 'all', '11'])
      expect(() => parseEnv(upstreamEnvShape, { TRUSTED_PROXIES: value }), value).toThrow(/TRUSTED_PROXIES:/);
  });
});

describe('the web app’s view of the browser', () => {
  /** What a handler of a real HTTP server sees of a request sent with `headers`. */
  async function seenBy(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
    const server = createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(body) as IncomingHttpHeaders));
        });
        sent.on('error', reject);
        sent.end();
      });
    } finally {
      server.close();
    }
  }

  it('is the socket’s peer, whatever X-Forwarded-For or our own header the client sends', async () => {
    stampPeerAddresses();
    const seen = await seenBy({
      'x-forwarded-for': '198.51.100.9',
      'x-colophon-peer-address': '198.51.100.10',
    });
    const header = (name: string) => {
      const value = seen[name];
      return typeof value === 'string' ? value : undefined;
    };
    expect(browserAddress(header)).toBe('127.0.0.1');
  });
});
