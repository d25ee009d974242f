import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const SECRET = 'session-cookie-test-secret-of-more-than-32-characters';

beforeAll(() => {
  vi.stubEnv('SESSION_SECRET', SECRET);
});

afterEach(() => {
  vi.useRealTimers();
});

const { decodeSession } = await import('@/lib/auth/session-cookie');

function cookie(userId: number, maxAge = 3600): Promise<string> {
  return encode({ token: { upstreamToken: `token-${userId}`, userId }, secret: SECRET, maxAge });
}

describe('decodeSession', () => {
  it('opens a cookie to its session, the same on every request', async () => {
    const value = await cookie(7);
    expect(await decodeSession(value)).toEqual({ upstreamToken: 'token-7', userId: 7 });
    expect(await decodeSession(value)).toEqual({ upstreamToken: 'token-7', userId: 7 });
  });

  it('refuses a missing, tampered or foreign cookie', async () => {
    const value = await cookie(8);
    const tampered = `${value.slice(0, -4)}${value.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const foreign = await encode({
      token: { upstreamToken: 'x', userId: 9 },
      secret: 'another-secret-of-more-than-32-characters!!',
    });
    expect(await decodeSession(undefined)).toBeNull();
    expect(await decodeSession(tampered)).toBeNull();
    expect(await decodeSession(foreign)).toBeNull();
  });

  it('refuses a cookie that has expired, even one that opened before', async () => {
    const value = await cookie(10, 60);
    expect(await decodeSession(value)).toEqual({ upstreamToken: 'token-10', userId: 10 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000 + 16_000);
    expect(await decodeSession(value)).toBeNull();
    expect(await decodeSession(await cookie(11, -60))).toBeNull();
  });
});
