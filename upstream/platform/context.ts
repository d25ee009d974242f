import type { Context } from 'hono';
import type { CurrentUser } from '@/lib/contract/auth';
import type { Logger } from '@/lib/log';
import type { TokenLookups } from '../auth/token-lookups';
import type { UpstreamDeps } from './deps';
import { unauthorized } from './http-error';

export interface AppEnv {
  /** What the caller in this process hands the API with a request (none over HTTP). */
  Bindings: { tokenLookups?: TokenLookups } | undefined;
  Variables: {
    deps: UpstreamDeps;
    requestId: string;
    log: Logger;
    /** Set by `authenticate` on every guarded route. */
    user?: CurrentUser;
    tokenId?: number;
  };
}

/** The signed-in user of a guarded route. */
export function signedIn(c: Context<AppEnv>): { user: CurrentUser; tokenId: number } {
  const { user, tokenId } = c.var;
  if (!user || tokenId === undefined) throw unauthorized();
  return { user, tokenId };
}
