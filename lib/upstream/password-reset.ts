import 'server-only';
import { successResponseSchema } from '@/lib/contract/auth';
import { upstreamCall } from './call';

/** The API answers the same whether or not the address belongs to someone. */
export async function requestPasswordReset(email: string, requestId?: string): Promise<void> {
  await upstreamCall(successResponseSchema, 'auth/forgot-password', {
    method: 'POST',
    body: { email },
    requestId,
  });
}

export async function resetPassword(
  body: { token: string; password: string },
  requestId?: string,
): Promise<void> {
  await upstreamCall(successResponseSchema, 'auth/reset-password', { method: 'POST', body, requestId });
}
