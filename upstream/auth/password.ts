import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r·p bytes (32 MiB here); Node's default ceiling is exactly that, so leave headroom. */
const maxmemFor = (n: number, r: number, p: number) => 128 * n * r * p + 16 * 1024 * 1024;

/** Parameters read back from a stored hash are bounded, so a tampered row cannot make one sign-in eat the machine. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$saltB64$hashB64`. The salt is random unless given; a fixed salt is only
 * for reproducible demo data.
 */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmemFor(N, R, P) });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map((part) => (/^[0-9]+$/.test(part) ? Number(part) : Number.NaN));
  if (n === undefined || r === undefined || p === undefined) return null;
  const isPowerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!isPowerOfTwo || n > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { n, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) });
  return timingSafeEqual(candidate, key);
}

/** A valid hash of a random password nobody knows, with the current parameters. */
export const DUMMY_HASH =
  'scrypt$32768$8$1$ELrF3QtZH1iw+zF5/76zBw==$vn6q5TmwjUnFQJZ0XaNB98tz+uHcViebbvRRN5jxYUNYzyzG+O2nNvmILOSg0oSkSQv4eHyf6XYuObtc9FO9Dw==';

/**
 * Spends the same work as checking a real password, then fails: a sign-in for an unknown user name takes
 * as long as one with a wrong password, so response times do not reveal which names exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
