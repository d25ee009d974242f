import 'server-only';
import { env } from '@/lib/config/env';
import { maskedUrl, type ConnectionTest, type WebIntegration } from '@/lib/contract/integrations';
import { getUpstreamHealth } from '@/lib/upstream/health';

/*
 * The integrations the web app holds itself: the publishing API it talks to (embedded in this process or
 * remote at UPSTREAM_API_URL) and the status page the developers' dashboard links (STATUS_PAGE_URL).
 */

export interface PublishingApiState {
  mode: 'embedded' | 'remote';
  /** The remote API's address without credentials or query, or null when embedded. */
  url: string | null;
  timeoutMs: number;
}

export interface StatusPageState {
  /** The page's address without credentials or query, or null when none is configured. */
  url: string | null;
}

export function publishingApiState(): PublishingApiState {
  const { UPSTREAM_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  return {
    mode: UPSTREAM_API_URL ? 'remote' : 'embedded',
    url: UPSTREAM_API_URL ? maskedUrl(UPSTREAM_API_URL) : null,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  };
}

export function statusPageState(): StatusPageState {
  const { STATUS_PAGE_URL } = env();
  return { url: STATUS_PAGE_URL ? maskedUrl(STATUS_PAGE_URL) : null };
}

const STATUS_PAGE_TIMEOUT_MS = 8_000;
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function checkPublishingApi(requestId: string | undefined): Promise<string> {
  const { mode, url } = publishingApiState();
  const where = mode === 'remote' ? `The publishing API at ${url}` : 'The embedded publishing API';
  const health = await getUpstreamHealth(requestId).catch((error: unknown) => {
    throw new Error(`${where} did not answer: ${reason(error)}`);
  });
  if (health.status !== 'up')
    throw new Error(`${where} answers, but its database (${health.database.kind}) is down`);
  return `${where} answered its health check: up, with its database (${health.database.kind}) up.`;
}

async function checkStatusPage(): Promise<string> {
  const { STATUS_PAGE_URL } = env();
  if (!STATUS_PAGE_URL) throw new Error('No status page is configured: set STATUS_PAGE_URL to check one.');
  const shown = maskedUrl(STATUS_PAGE_URL);
  // fetch refuses an address with credentials in it: they go as a Basic login, and never into a message.
  const target = new URL(STATUS_PAGE_URL);
  const headers = new Headers();
  if (target.username || target.password) {
    const login = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
    headers.set('authorization', `Basic ${Buffer.from(login).toString('base64')}`);
    target.username = '';
    target.password = '';
  }
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'GET',
      headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(STATUS_PAGE_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const said = `${reason(error)}${cause}`.replaceAll(target.href, shown);
    throw new Error(`The status page ${shown} did not answer: ${said}`);
  }
  await response.body?.cancel();
  if (!response.ok)
    throw new Error(`The status page ${shown} answered ${response.status} ${response.statusText}`);
  return `The status page ${shown} answered ${response.status}.`;
}

/** Tests one of the web app's integrations for real; a failure is an answer (ok: false), not an error. */
export async function testWebIntegration(
  integration: WebIntegration,
  requestId: string | undefined,
): Promise<ConnectionTest> {
  const started = performance.now();
  const check = integration === 'publishing-api' ? checkPublishingApi(requestId) : checkStatusPage();
  const outcome = await check.then(
    (message) => ({ ok: true, message }),
    (error: unknown) => ({ ok: false, message: reason(error) }),
  );
  return {
    integration,
    ...outcome,
    durationMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  };
}
