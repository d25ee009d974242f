import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UpstreamConfig } from '../config';

/*
 * Links that open one document without a session, for a limited time (an invoice's printable page sent
 * to a customer). A link names its document and its expiry and carries an HMAC-SHA256 of both under the
 * publishing API's own secret, `LINK_SIGNING_SECRET`; whoever changes the id, the expiry or the signature
 * holds a link that opens nothing.
 */

type SecretConfig = Pick<UpstreamConfig, 'LINK_SIGNING_SECRET' | 'NODE_ENV' | 'DEMO' | 'DATA_DIR'>;

const secrets = new WeakMap<SecretConfig, string>();

/**
 * The secret links are signed with. Production must set LINK_SIGNING_SECRET (at least 32 characters); a
 * demo, development or test server generates one and keeps it in DATA_DIR (in memory for `memory://`),
 * so its links keep working across restarts. Called at start-up, so a missing secret stops the server.
 */
export function linkSigningSecret(config: SecretConfig): string {
  let secret = secrets.get(config);
  if (secret === undefined) {
    secret = readOrCreate(config);
    secrets.set(config, secret);
  }
  return secret;
}

function readOrCreate(config: SecretConfig): string {
  if (config.LINK_SIGNING_SECRET) return config.LINK_SIGNING_SECRET;
  if (config.NODE_ENV === 'production' && !config.DEMO)
    throw new Error(
      'LINK_SIGNING_SECRET: required in production (at least 32 characters; for example `openssl rand -base64 48`)',
    );
  if (config.DATA_DIR.startsWith('memory://')) return randomBytes(48).toString('base64url');
  const file = path.join(/* turbopackIgnore: true */ path.resolve(config.DATA_DIR), 'link-signing-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None kept yet: made below.
  }
  const made = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, made, { mode: 0o600 });
  return made;
}

/** What a link opens: a kind of document and its id, until a moment (seconds since 1970, UTC). */
export interface LinkTarget {
  purpose: string;
  id: number;
  expires: number;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function mac(secret: string, { purpose, id, expires }: LinkTarget): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${id}\n${expires}`).digest();
}

export function signLink(secret: string, target: LinkTarget): string {
  return mac(secret, target).toString('base64url');
}

/**
 * Whether a link's signature is the one for its target and the link has not expired at `now`. The
 * signatures are compared in constant time; anything malformed is simply not valid.
 */
export function validLink(secret: string, target: LinkTarget, signature: string, now: Date): boolean {
  if (!SIGNATURE.test(signature) || !Number.isSafeInteger(target.expires)) return false;
  // Compared as written, not decoded: base64url's last character carries two unused bits, so a signature
  // changed there would decode to the same bytes. Only the one canonical spelling opens the link.
  const given = Buffer.from(signature, 'ascii');
  const expected = Buffer.from(signLink(secret, target), 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return now.getTime() < target.expires * 1000;
}
