import { AREAS } from '@/lib/areas';

type AllowedCall = { methods: readonly string[]; path: RegExp };

/**
 * The calls of a record area mounted with the upstream's `registerResource`: list and create,
 * the CSV export, one record's get, update and delete, and its history. `extra` names fixed
 * sub-paths the area reads (`overview`).
 */
function resourceCalls(path: string, extra: readonly string[] = []): AllowedCall[] {
  const reads = ['export', ...extra].join('|');
  return [
    { methods: ['GET', 'POST'], path: new RegExp(`^${path}$`) },
    { methods: ['GET'], path: new RegExp(`^${path}/(${reads})$`) },
    { methods: ['GET', 'PUT', 'DELETE'], path: new RegExp(`^${path}/\\d+$`) },
    { methods: ['GET'], path: new RegExp(`^${path}/\\d+/history$`) },
  ];
}

/**
 * The upstream calls the browser may make through the BFF (client components with TanStack Query).
 * Anything else answers 404 here; server components call the upstream client directly.
 */
export const ALLOWED_CALLS: readonly AllowedCall[] = [
  { methods: ['GET'], path: /^search$/ },
  { methods: ['GET'], path: /^dashboard\/(publishing-firm|commissioning-editors|managers|developers)$/ },
  { methods: ['GET'], path: /^commissioning$/ },
  { methods: ['GET'], path: /^discrepancies(\/counts(\/[\w-]+)?|\/[\w-]+\/execute)?$/ },
  { methods: ['GET', 'PUT', 'PATCH'], path: /^me(\/[\w-]+)*$/ },
  ...resourceCalls('commissionings', ['editors']),
  { methods: ['POST'], path: /^commissionings\/(import|\d+\/status)$/ },
  ...AREAS.flatMap((area) => resourceCalls(area.path, area.extraReads)),
];

export function isAllowedCall(method: string, path: string): boolean {
  return ALLOWED_CALLS.some((call) => call.methods.includes(method) && call.path.test(path));
}
