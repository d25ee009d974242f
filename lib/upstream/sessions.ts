import 'server-only';
import type { PasswordConfirmation } from '@/lib/contract/current-password';
import { okEnvelope } from '@/lib/contract/envelope';
import { sessionsRevokeResultSchema, type SessionsRevokeResult } from '@/lib/contract/me';
import {
  sessionEndResultSchema,
  sessionListSchema,
  type Session,
  type SessionEnd,
  type SessionEndResult,
} from '@/lib/contract/sessions';
import { upstreamCall } from './call';
import { optionsOf, type MeCall } from './me';

// The signed-in user's own sessions: listed, ended one by one or all at once.

export async function listSessions({ token, requestId }: MeCall): Promise<Session[]> {
  return (await upstreamCall(okEnvelope(sessionListSchema), 'me/sessions', { token, requestId })).data;
}

export async function endSession(
  call: MeCall,
  { sessionId, ...body }: SessionEnd,
): Promise<SessionEndResult> {
  const answer = await upstreamCall(okEnvelope(sessionEndResultSchema), `me/sessions/${sessionId}/end`, {
    ...optionsOf(call),
    method: 'POST',
    body,
  });
  return answer.data;
}

export async function revokeAllSessions(
  call: MeCall,
  body: PasswordConfirmation,
): Promise<SessionsRevokeResult> {
  const answer = await upstreamCall(okEnvelope(sessionsRevokeResultSchema), 'me/sessions/revoke', {
    ...optionsOf(call),
    method: 'POST',
    body,
  });
  return answer.data;
}
