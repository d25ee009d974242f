import { AREAS } from '@/lib/areas';
import { contactArea } from '@/lib/areas/contacts';
import type { ExportRunCreate } from '@/lib/contract/exports';
import type { ListQuery } from '@/lib/contract/list-query';
import { REPORT_NAMES } from '@/lib/reports/period';

const contactList = contactArea.listDefinition;
import { DEMO_CREDENTIALS } from './session';

export type TargetKind = 'page' | 'navigation' | 'bff' | 'upstream' | 'sign-in' | 'export';

export interface Target {
  /** Unique; what `--only` matches and the table shows. */
  name: string;
  kind: TargetKind;
  /** The web app (next start) or the bare publishing API. */
  server: 'web' | 'upstream';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  credential: 'session cookie' | 'bearer token' | 'none';
  concurrencies: readonly number[];
  /**
   * Load generator requests, next-auth's sign-in (two requests with cookies) repeated in turn, or one request
   * timed alone (an export: each run writes a whole catalogue file, so it is not repeated under load).
   */
  runner: 'autocannon' | 'next-auth sign-in' | 'once';
  /** Colophon's target for it: p95 at concurrency 10 on PostgreSQL. */
  p95GoalMs?: number;
  /** For a BFF call: the bare upstream target it forwards to, to show what the BFF adds. */
  upstreamTwin?: string;
}

export const CONCURRENCIES = [1, 10] as const;
/** For the list pages and the record pages alike. */
export const LIST_PAGE_P95_MS = 100;
export const DASHBOARD_P95_MS = 250;
export const REPORT_P95_MS = 250;

/** The publishing API calls the browser makes through the BFF, and that the bare upstream answers alike. */
const UPSTREAM_CALLS = [
  'dashboard/publishing-firm',
  'dashboard/commissioning-editors?period=30',
  'dashboard/managers',
  'dashboard/developers',
  'contacts?page=1&pageSize=25',
  'discrepancies/counts',
] as const;

function contactsPage(change: Partial<ListQuery>): string {
  const search = contactList.toSearchParams({ ...contactList.defaults(), ...change }).toString();
  return `/contacts/manage${search ? `?${search}` : ''}`;
}

/** Page 200 at scale 20; on smaller data sets a page as far in as there is. */
function deepPage(contactCount: number): number {
  const pages = Math.ceil(contactCount / contactList.defaultPageSize);
  return Math.max(1, Math.min(200, pages - 1));
}

export interface TargetContext {
  contactCount: number;
  /** A record of each area known to exist, for its page, by the area's path. */
  samples: Readonly<Record<string, number>>;
}

/** The lists measured as they open, besides the contacts' (measured in several states). */
const LISTED_AREAS = [
  'commissionings',
  'contracts',
  'publications',
  'orders',
  'invoices',
  'expenses',
  'exchange-rates',
] as const;

function listHref(path: string): string {
  const area = AREAS.find((candidate) => candidate.path === path);
  if (!area) throw new Error(`No area ${path}`);
  return area.href;
}

export function allTargets({ contactCount, samples }: TargetContext): Target[] {
  const page = (path: string, p95GoalMs?: number): Target => ({
    name: `page ${path}`,
    kind: 'page',
    server: 'web',
    method: 'GET',
    path,
    credential: 'session cookie',
    concurrencies: CONCURRENCIES,
    runner: 'autocannon',
    p95GoalMs,
  });
  const pages = [
    page('/', DASHBOARD_P95_MS),
    page(contactsPage({}), LIST_PAGE_P95_MS),
    page(contactsPage({ page: deepPage(contactCount) }), LIST_PAGE_P95_MS),
    page(contactsPage({ q: 'smith' }), LIST_PAGE_P95_MS),
    page(contactsPage({ sort: '-createdDate' }), LIST_PAGE_P95_MS),
    ...LISTED_AREAS.map((path) => page(listHref(path), LIST_PAGE_P95_MS)),
    ...Object.entries(samples).map(([path, id]) => page(`${listHref(path)}/${id}`, LIST_PAGE_P95_MS)),
    page('/contract-royalties', LIST_PAGE_P95_MS),
    page('/discrepancies'),
    // This month's, as a report opens.
    ...REPORT_NAMES.map((name) => page(`/reports/${name}`, REPORT_P95_MS)),
  ];
  const bff = UPSTREAM_CALLS.map((call): Target => ({
    name: `bff /api/${call}`,
    kind: 'bff',
    server: 'web',
    method: 'GET',
    path: `/api/${call}`,
    credential: 'session cookie',
    concurrencies: CONCURRENCIES,
    runner: 'autocannon',
    upstreamTwin: `upstream /${call}`,
  }));
  const upstream = UPSTREAM_CALLS.map((call): Target => ({
    name: `upstream /${call}`,
    kind: 'upstream',
    server: 'upstream',
    method: 'GET',
    path: `/${call}`,
    credential: 'bearer token',
    concurrencies: CONCURRENCIES,
    runner: 'autocannon',
  }));
  const signIn: Target[] = [
    {
      name: 'sign-in next-auth (csrf + credentials)',
      kind: 'sign-in',
      server: 'web',
      method: 'POST',
      path: '/api/auth/callback/credentials',
      credential: 'none',
      // Each sign-in is two requests carrying cookies from one to the next: run one after another.
      concurrencies: [1],
      runner: 'next-auth sign-in',
    },
    {
      name: 'sign-in upstream POST /auth/login',
      kind: 'sign-in',
      server: 'upstream',
      method: 'POST',
      path: '/auth/login',
      body: JSON.stringify(DEMO_CREDENTIALS),
      credential: 'none',
      concurrencies: CONCURRENCIES,
      runner: 'autocannon',
    },
  ];
  // The same pages reached by a click inside the app, as staff move between screens after the first load.
  const navigations = pages
    .filter((target) => target.path !== '/discrepancies')
    .map((target): Target => ({ ...target, name: `navigation ${target.path}`, kind: 'navigation' }));
  // Last: it adds a run and its file to the copy, which the other targets need not see.
  const fullExport: Target = {
    name: 'export full ONIX (onix-full)',
    kind: 'export',
    server: 'upstream',
    method: 'POST',
    path: '/publication-exports/runs',
    body: JSON.stringify({ target: 'onix-full', mode: 'full' } satisfies ExportRunCreate),
    credential: 'bearer token',
    concurrencies: [1],
    runner: 'once',
  };
  return [...pages, ...navigations, ...bff, ...upstream, ...signIn, fullExport];
}

/** The targets whose name contains `only`, and the bare upstream twin of each BFF call among them. */
export function selectTargets(targets: readonly Target[], only: string | undefined): Target[] {
  if (!only) return [...targets];
  const wanted = only.toLowerCase();
  const chosen = targets.filter((target) => target.name.toLowerCase().includes(wanted));
  const twins = new Set(chosen.flatMap((target) => (target.upstreamTwin ? [target.upstreamTwin] : [])));
  return targets.filter((target) => chosen.includes(target) || twins.has(target.name));
}

/** The timed loads (`--duration` each); a run timed once is counted by `onceCount`. */
export function measurementCount(targets: readonly Target[]): number {
  return targets
    .filter((target) => target.runner !== 'once')
    .reduce((sum, target) => sum + target.concurrencies.length, 0);
}

export function onceCount(targets: readonly Target[]): number {
  return targets.filter((target) => target.runner === 'once').length;
}
