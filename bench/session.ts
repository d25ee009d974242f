import { z } from 'zod';

/** A demo account of the seed (README, "Demo accounts"): a Super User sees every page and call. */
export const DEMO_CREDENTIALS = { username: 'admin', password: 'colophon-demo' } as const;

const SESSION_COOKIE = /(^|\.)next-auth\.session-token(\.\d+)?$/;

/** The cookies a browser would keep for the web app, and the header it would send back. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(pattern: RegExp): boolean {
    return [...this.cookies.keys()].some((name) => pattern.test(name));
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const csrfSchema = z.object({ csrfToken: z.string().min(1) });
const callbackSchema = z.object({ url: z.string() }).partial();
const tokenSchema = z.object({ token: z.string().min(1) });

/**
 * Signs in through next-auth's own endpoints as the sign-in form does (CSRF token, then the credentials
 * callback) and returns the Cookie header of the signed-in browser.
 */
export async function signInToWeb(baseUrl: string, credentials = DEMO_CREDENTIALS): Promise<string> {
  const jar = new CookieJar();
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  if (!csrfResponse.ok) throw new Error(`GET /api/auth/csrf answered ${csrfResponse.status}`);
  jar.take(csrfResponse);
  const { csrfToken } = csrfSchema.parse(await csrfResponse.json());

  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, ...credentials, json: 'true' }),
  });
  jar.take(response);
  const text = await response.text();
  if (!jar.has(SESSION_COOKIE)) {
    let where = '';
    try {
      where = callbackSchema.parse(JSON.parse(text)).url ?? '';
    } catch {
      where = text.slice(0, 200);
    }
    throw new Error(`Sign-in as ${credentials.username} failed (${response.status} ${where})`);
  }
  return jar.header();
}

/** A bearer token from the bare publishing API's `POST /auth/login`. */
export async function upstreamToken(upstreamUrl: string, credentials = DEMO_CREDENTIALS): Promise<string> {
  const response = await fetch(`${upstreamUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body: unknown = await response.json().catch(() => null);
  const parsed = tokenSchema.safeParse(body);
  if (!response.ok || !parsed.success)
    throw new Error(`POST /auth/login as ${credentials.username} answered ${response.status}`);
  return parsed.data.token;
}
