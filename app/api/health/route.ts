import { getUpstreamHealth } from '@/lib/upstream/health';
import { createLogger } from '@/lib/log';

export const dynamic = 'force-dynamic';

const log = createLogger('web');

type State = 'up' | 'down';

/** The web app's, the publishing API's and the database's state: 200 when all are up, 503 naming what is down. */
export async function GET(request: Request): Promise<Response> {
  const requestId = request.headers.get('x-request-id') ?? undefined;
  let upstream: State = 'down';
  let database: State | 'unknown' = 'unknown';
  let error: string | undefined;
  try {
    const health = await getUpstreamHealth(requestId);
    upstream = 'up';
    database = health.database.status;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    log.warn({ requestId, err: failure }, 'health: publishing API unavailable');
  }
  const down = [...(upstream === 'down' ? ['upstream'] : []), ...(database === 'down' ? ['database'] : [])];
  const body = {
    status: down.length === 0 ? 'up' : 'down',
    web: 'up',
    upstream,
    database,
    ...(down.length > 0 ? { down } : {}),
    ...(error ? { error } : {}),
  };
  return Response.json(body, {
    status: down.length === 0 ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
