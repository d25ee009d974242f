import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaletteEntry } from '@/lib/contract/palette';
import { NAVIGATION, filterNavigation, flattenNavigation } from '@/lib/navigation';
import { GROUP } from '@/lib/rights';
import { withDefaultRights } from '@/lib/rights/defaults';
import { createUser, type TestUser } from '../support/fixtures';
import { routeRequest, startWebRouteApi, type WebRouteApi } from '../support/web-routes';

/* The command palette's pages (`GET /api/palette`), read when the palette first opens. */

let web: WebRouteApi;
let designer: TestUser;
let superUser: TestUser;
let route: (request: ReturnType<typeof routeRequest>) => Promise<Response>;

beforeAll(async () => {
  web = await startWebRouteApi();
  designer = await createUser(web.api.database.db, {
    userName: 'palette-designer',
    groups: [GROUP.DESIGNER],
  });
  superUser = await createUser(web.api.database.db, {
    userName: 'palette-super',
    groups: [GROUP.SUPER_USERS],
  });
  route = (await import('@/app/api/palette/route')).GET;
});

afterAll(() => web.close());

async function pagesOf(user?: TestUser) {
  const headers: Record<string, string> = user ? { cookie: await web.cookieOf(user) } : {};
  const response = await route(routeRequest('/api/palette', 'GET', headers));
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as { data?: PaletteEntry[]; error?: string },
  };
}

describe('GET /api/palette', () => {
  it('offers a Super User every page their rights open, in the sidebar’s order, and is never cached', async () => {
    const { status, cache, body } = await pagesOf(superUser);
    expect(status).toBe(200);
    expect(cache).toBe('private, no-store');
    const open = filterNavigation(NAVIGATION, withDefaultRights([GROUP.SUPER_USERS]));
    expect(body.data).toEqual(
      flattenNavigation(open).map(({ title, url, group }) => ({ title, url, group })),
    );
    expect(body.data).toContainEqual({ title: 'Invoices', url: '/invoices/manage', group: 'General' });
  });

  it('offers a Designer only the pages their rights open', async () => {
    const { status, body } = await pagesOf(designer);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ title: 'Dashboard', url: '/', group: 'General' }]);
  });

  it('is 401 without a session', async () => {
    expect(await pagesOf()).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });
});
