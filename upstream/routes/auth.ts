import type { z } from '@hono/zod-openapi';
import {
  currentUserResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  otpRequestSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  tokenResponseSchema,
} from '@/lib/contract/auth';
import type { UpstreamApp } from '../platform/app-type';
import { clientInfo } from '../auth/client-info';
import { login } from '../auth/login';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { revokeToken } from '../auth/tokens';
import { completeTwoFactorChallenge } from '../auth/two-factor';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute, publicRoute, SIGNED_IN } from '../platform/guarded-route';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const loginRoute = publicRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Sign in with user name or email and password',
  description:
    'Answers `{token}`, or `{otpRequired, challengeId}` for a user with two-factor sign-in (the code is mailed). ' +
    'After 5 failures for one user name or address within 15 minutes, answers 429 with Retry-After.',
  request: jsonBody(loginRequestSchema.meta({ id: 'LoginRequest' })),
  responses: {
    200: json(loginResponseSchema.meta({ id: 'LoginResponse' }), 'Signed in, or a code is needed'),
    ...errorResponses(400, 401, 429),
  },
});

const otpRoute = publicRoute({
  method: 'post',
  path: '/auth/otp',
  tags: ['auth'],
  summary: 'Complete a two-factor sign-in with the mailed code',
  request: jsonBody(otpRequestSchema.meta({ id: 'OtpRequest' })),
  responses: {
    200: json(tokenResponseSchema.meta({ id: 'TokenResponse' }), 'Signed in'),
    ...errorResponses(400, 401, 429),
  },
});

const userRoute = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/auth/user',
  tags: ['auth'],
  summary: 'The signed-in user with groups and rights',
  responses: { 200: json(currentUserResponseSchema.meta({ id: 'CurrentUserResponse' }), 'The current user') },
});

const logoutRoute = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'Revoke the token of this session',
  responses: { 200: json(successResponseSchema, 'Signed out') },
});

const forgotRoute = publicRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags: ['auth'],
  summary: 'Mail a one-time password reset link',
  description: 'Always answers 200, whether or not the address belongs to a user.',
  request: jsonBody(forgotPasswordRequestSchema.meta({ id: 'ForgotPasswordRequest' })),
  responses: { 200: json(successResponseSchema, 'Accepted'), ...errorResponses(400) },
});

const resetRoute = publicRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['auth'],
  summary: 'Set a new password with a reset link',
  request: jsonBody(resetPasswordRequestSchema.meta({ id: 'ResetPasswordRequest' })),
  responses: {
    200: json(successResponseSchema, 'Password changed; every session signed out'),
    ...errorResponses(400),
  },
});

export function registerAuthRoutes(app: UpstreamApp): void {
  app.openapi(loginRoute, async (c) =>
    c.json(await login(c.var.deps, c.req.valid('json'), clientInfo(c)), 200),
  );

  app.openapi(otpRoute, async (c) => {
    const token = await completeTwoFactorChallenge(c.var.deps, c.req.valid('json'), clientInfo(c));
    return c.json({ token }, 200);
  });

  app.openapi(userRoute, (c) => c.json({ result: signedIn(c).user }, 200));

  app.openapi(logoutRoute, async (c) => {
    await revokeToken(c.var.deps.database.db, signedIn(c).tokenId, c.var.deps.now());
    return c.json({ success: true as const }, 200);
  });

  app.openapi(forgotRoute, async (c) => {
    await requestPasswordReset(c.var.deps, c.req.valid('json').email);
    return c.json({ success: true as const }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    await resetPassword(c.var.deps, token, password, c.var.requestId);
    return c.json({ success: true as const }, 200);
  });
}
