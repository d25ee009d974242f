import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDemo } from './config/demo';
import { env, type WebConfig } from './config/env';

/**
 * The secret that encrypts session cookies. Production must set SESSION_SECRET; a demo or development
 * server generates one once and keeps it in the data folder, so sessions survive restarts.
 */
export function ensureSessionSecret(config: WebConfig): string {
  cached ??= readOrCreate(config);
  return cached;
}

let cached: string | undefined;

/** The session secret of this server (see ensureSessionSecret). */
export function sessionSecret(): string {
  return ensureSessionSecret(env());
}

function readOrCreate(config: WebConfig): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (!isDemo(config)) {
    throw new Error(
      'SESSION_SECRET: required in production (at least 32 characters; for example `openssl rand -base64 48`)',
    );
  }
  const file = path.join(/* turbopackIgnore: true */ path.resolve(config.DATA_DIR), 'session-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(48).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  }
  return secret;
}
