import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, webEnvShape } from '@/lib/config/env-schema';
import { readUpstreamConfig } from '@/upstream/config';

describe('configuration', () => {
  it('fills the defaults of an empty environment', () => {
    const config = parseEnv(webEnvShape, {});
    expect(config).toMatchObject({
      DATA_DIR: './.data',
      PORT: 3000,
      UPSTREAM_PORT: 4000,
      UPSTREAM_TIMEOUT_MS: 10_000,
      APP_URL: 'http://localhost:3000',
      DEMO: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv(webEnvShape, { DATABASE_URL: '', UPSTREAM_API_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () =>
      parseEnv(webEnvShape, { PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(attempt).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/PORT:/);
  });

  it('normalises the upstream address', () => {
    expect(parseEnv(webEnvShape, { UPSTREAM_API_URL: 'http://api.internal:4000/v1/' }).UPSTREAM_API_URL).toBe(
      'http://api.internal:4000/v1',
    );
  });

  it('takes an SFTP drop box only whole: account, host key and a password or key, and no password in the address', () => {
    const sftp = (extra: Record<string, string>) => () =>
      readUpstreamConfig({ EXPORT_SFTP_URL: 'sftp://colophon@drop.example.com/incoming', ...extra });
    const hostKey = `SHA256:${'b'.repeat(43)}`;
    expect(sftp({ EXPORT_SFTP_PASSWORD: 'secret' })).toThrow(
      /EXPORT_SFTP_URL: EXPORT_SFTP_URL needs EXPORT_SFTP_HOST_KEY/,
    );
    expect(sftp({ EXPORT_SFTP_HOST_KEY: hostKey })).toThrow(
      /needs EXPORT_SFTP_PASSWORD or EXPORT_SFTP_PRIVATE_KEY_FILE/,
    );
    expect(sftp({ EXPORT_SFTP_HOST_KEY: 'd4:1f:...' })).toThrow(
      /EXPORT_SFTP_HOST_KEY: must be a host key fingerprint as ssh-keygen -l prints it/,
    );
    expect(() =>
      readUpstreamConfig({
        EXPORT_SFTP_URL: 'sftp://colophon:secret@drop.example.com/incoming',
        EXPORT_SFTP_HOST_KEY: hostKey,
      }),
    ).toThrow(/must not hold the password: give it in EXPORT_SFTP_PASSWORD/);
    expect(sftp({ EXPORT_SFTP_HOST_KEY: hostKey, EXPORT_SFTP_PASSWORD: 'secret' })()).toMatchObject({
      EXPORT_SFTP_URL: 'sftp://colophon@drop.example.com/incoming',
    });
  });
});
