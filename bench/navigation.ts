import type { HttpRequestSpec, Probe } from './load';

/*
 * A click on a link inside the app is not a document load: the browser's router asks for the new
 * page's RSC payload, says which layouts it already shows, and the server renders only what changes
 * (the page, not the shell). This is the router state a browser on /discrepancies sent when it went
 * to a list (captured from Chromium); any page under the shared layout would do.
 */
const FROM_PATH = '/discrepancies';
const FROM_ROUTER_STATE = encodeURIComponent(
  JSON.stringify([
    '',
    {
      children: [
        '(app)',
        { children: ['discrepancies', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
        null,
        null,
        0,
      ],
    },
    null,
    null,
    16,
  ]),
);

export function navigationHeaders(): Record<string, string> {
  return { rsc: '1', 'next-router-state-tree': FROM_ROUTER_STATE, 'next-url': FROM_PATH };
}

/**
 * Next answers an RSC request without its cache-busting `_rsc` parameter (a hash of the router
 * headers) with a redirect to the address that has it: the bench asks the server rather than
 * recomputing the framework's hash.
 */
export async function withCacheBusting(
  request: HttpRequestSpec,
  probe: (spec: HttpRequestSpec) => Promise<Probe>,
): Promise<HttpRequestSpec> {
  const answer = await probe(request);
  if (answer.status !== 307 || !answer.location?.includes('_rsc=')) {
    throw new Error(`expected a redirect to the _rsc address, got ${answer.status}`);
  }
  return { ...request, url: new URL(answer.location, request.url).toString() };
}

/** The page's payload, not a document: the shell's layout (with its sidebar) was not rendered again. */
export function isPagePayload(answer: Probe): boolean {
  return !answer.body.trimStart().startsWith('<') && !answer.body.includes('"data-slot":"sidebar-content"');
}
