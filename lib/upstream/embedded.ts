import 'server-only';
import { readUpstreamConfig } from '@/upstream/config';
import { startUpstream, type RunningUpstream } from '@/upstream/runtime';

const KEY = Symbol.for('colophon.embeddedUpstream');
type Holder = { [KEY]?: Promise<RunningUpstream> };

/**
 * The publishing API running inside this process (when UPSTREAM_API_URL is not set), started once.
 * Kept on globalThis so that dev-mode module reloads do not open the database twice.
 */
export function embeddedUpstream(): Promise<RunningUpstream> {
  const holder = globalThis as Holder;
  holder[KEY] ??= startUpstream(readUpstreamConfig()).catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}
