import 'server-only';
import {
  currentUserResponseSchema,
  loginResponseSchema,
  successResponseSchema,
  tokenResponseSchema,
  type CurrentUser,
  type LoginRequest,
  type LoginResponse,
  type OtpRequest,
} from '@/lib/contract/auth';
import { upstreamCall } from './call';

export interface ClientHeaders {
  forwardedFor?: string;
  userAgent?: string;
}

function clientHeaders(client: ClientHeaders): Record<string, string> {
  return {
    ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}),
    ...(client.userAgent ? { 'user-agent': client.userAgent } : {}),
  };
}

export function login(body: LoginRequest, client: ClientHeaders): Promise<LoginResponse> {
  return upstreamCall(loginResponseSchema, 'auth/login', {
    method: 'POST',
    body,
    headers: clientHeaders(client),
  });
}

export async function verifyOtp(body: OtpRequest, client: ClientHeaders): Promise<string> {
  const answer = await upstreamCall(tokenResponseSchema, 'auth/otp', {
    method: 'POST',
    body,
    headers: clientHeaders(client),
  });
  return answer.token;
}

export async function fetchCurrentUser(token: string, requestId?: string): Promise<CurrentUser> {
  const answer = await upstreamCall(currentUserResponseSchema, 'auth/user', {
    token,
    requestId,
    fallbackError: 'Failed to fetch user data',
  });
  return answer.result;
}

export async function logout(token: string): Promise<void> {
  await upstreamCall(successResponseSchema, 'auth/logout', { method: 'POST', token });
}
