import 'server-only';
import type { NextAuthOptions, RequestInternal, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { loginRequestSchema, otpCodeSchema, type CurrentUser } from '@/lib/contract/auth';
import { createLogger } from '@/lib/log';
import { browserAddress } from '@/lib/peer-address';
import { sessionSecret } from '@/lib/session-secret';
import { fetchCurrentUser, login, logout, verifyOtp, type ClientHeaders } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { secureCookies } from './cookies';
import { endEarlierSession } from './earlier-session';
import { pendingChallenge } from './pending-challenge';
import { SIGN_IN_ERROR } from './sign-in-errors';

const log = createLogger('web');

/** The upstream token lives at most 8 idle hours; the session cookie does not outlive it. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

type RequestHeaders = Pick<RequestInternal, 'headers'>;

function headerOf(request: RequestHeaders | undefined, name: string): string | undefined {
  const value: unknown = request?.headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

function clientOf(request: RequestHeaders | undefined): ClientHeaders {
  return {
    forwardedFor: browserAddress((name) => headerOf(request, name)),
    userAgent: headerOf(request, 'user-agent'),
  };
}

/** The session user of a new token; the session this browser held until now, if any, ends. */
async function toSessionUser(token: string, request: RequestHeaders | undefined): Promise<User> {
  const user: CurrentUser = await fetchCurrentUser(token);
  await endEarlierSession(headerOf(request, 'cookie'), token);
  return {
    id: String(user.userId),
    userId: user.userId,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    upstreamToken: token,
  };
}

function rethrow(error: unknown, prefix?: string): never {
  if (error instanceof UpstreamError && error.status === 429)
    throw new Error(`${SIGN_IN_ERROR.throttled}${error.message}`);
  if (prefix && error instanceof UpstreamError && error.status < 500)
    throw new Error(`${prefix}${error.message}`);
  if (!(error instanceof UpstreamError)) log.error({ err: error }, 'sign-in failed');
  // next-auth turns a null from authorize into its generic failure, which the form shows as the spec's text.
  throw new Error('CredentialsSignin');
}

/**
 * next-auth owns the signed-in session: a JWT in an encrypted, httpOnly cookie that carries the upstream
 * token; the session callback hands the browser nothing but the name and email.
 */
export function authOptions(): NextAuthOptions {
  cached ??= buildOptions();
  return cached;
}

let cached: NextAuthOptions | undefined;

// Built on first use, not at import: the build imports this module without a secret to read.
const buildOptions = (): NextAuthOptions => ({
  secret: sessionSecret(),
  useSecureCookies: secureCookies(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 15 * 60 },
  pages: { signIn: '/signin', error: '/signin' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Password',
      credentials: { username: { type: 'text' }, password: { type: 'password' } },
      async authorize(credentials, request) {
        const input = loginRequestSchema.safeParse(credentials);
        if (!input.success) return null;
        try {
          const answer = await login(input.data, clientOf(request));
          if ('token' in answer) return await toSessionUser(answer.token, request);
          const pending = await pendingChallenge();
          pending.challengeId = answer.challengeId;
          pending.username = input.data.username;
          await pending.save();
        } catch (error) {
          rethrow(error);
        }
        throw new Error(SIGN_IN_ERROR.otpRequired);
      },
    }),
    CredentialsProvider({
      id: 'otp',
      name: 'Two-factor code',
      credentials: { code: { type: 'text' } },
      async authorize(credentials, request) {
        const code = otpCodeSchema.safeParse(credentials?.code);
        if (!code.success)
          throw new Error(
            `${SIGN_IN_ERROR.code}${code.error.issues[0]?.message ?? 'Please enter your otp code.'}`,
          );
        const pending = await pendingChallenge();
        if (!pending.challengeId) throw new Error(SIGN_IN_ERROR.noChallenge);
        try {
          const token = await verifyOtp(
            { challengeId: pending.challengeId, code: code.data },
            clientOf(request),
          );
          pending.destroy();
          return await toSessionUser(token, request);
        } catch (error) {
          rethrow(error, SIGN_IN_ERROR.code);
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.upstreamToken = user.upstreamToken;
        token.userId = user.userId;
      }
      return token;
    },
    // What /api/auth/session and useSession() see: no token, no rights, nothing the browser should keep.
    session({ session, token }) {
      return { expires: session.expires, user: { name: token.name ?? null, email: token.email ?? null } };
    },
  },
  events: {
    async signOut({ token }) {
      if (token.upstreamToken) await logout(token.upstreamToken).catch(() => undefined);
    },
  },
  logger: {
    error: (code, metadata) => log.error({ code, metadata }, 'next-auth error'),
    warn: (code) => log.warn({ code }, 'next-auth warning'),
    debug: () => undefined,
  },
});
