/**
 * The upstream calls the browser may make through the BFF (client components with TanStack Query).
 * Anything else answers 404 here; server components call the upstream client directly.
 */
export const ALLOWED_CALLS: readonly { methods: readonly string[]; path: RegExp }[] = [
  { methods: ['GET'], path: /^search$/ },
  { methods: ['GET'], path: /^dashboard\/(publishing-firm|commissioning-editors|managers|developers)$/ },
  { methods: ['GET'], path: /^commissioning$/ },
  { methods: ['GET'], path: /^discrepancies(\/counts(\/[\w-]+)?|\/[\w-]+\/execute)?$/ },
  { methods: ['GET', 'PUT', 'PATCH'], path: /^me(\/[\w-]+)*$/ },
];

export function isAllowedCall(method: string, path: string): boolean {
  return ALLOWED_CALLS.some((call) => call.methods.includes(method) && call.path.test(path));
}
