// Node's HTTP server waits five minutes for a request by default and checks only every 30 s, so a
// client that declares a body and then sends a trickle (or nothing) holds its connection that long.
// These bounds answer it with 408 instead. Plain JavaScript: the production server loads it as is.
import http from 'node:http';

export const HTTP_SERVER_TIMEOUTS = Object.freeze({
  /** All of a request's headers. */
  headersTimeout: 10_000,
  /** The whole request, body included: the largest body (10 MB, lib/body-limit.ts) at 4 Mbit/s. */
  requestTimeout: 20_000,
  /** How often Node checks the two above. */
  connectionsCheckingInterval: 1_000,
});

/**
 * Gives every HTTP server this process creates the timeouts above, unless it sets its own. Next's
 * standalone server creates its server itself and takes no option for them. Returns the undo.
 */
export function installHttpTimeouts() {
  const original = http.createServer;
  http.createServer = (options, listener) =>
    typeof options === 'function' || options === undefined
      ? original({ ...HTTP_SERVER_TIMEOUTS }, options)
      : original({ ...HTTP_SERVER_TIMEOUTS, ...options }, listener);
  return () => {
    http.createServer = original;
  };
}
