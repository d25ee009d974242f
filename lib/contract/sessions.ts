import { z } from 'zod';
import { passwordConfirmationSchema } from './current-password';
import { recordId, recordIdText } from './safe-input';

/*
 * The signed-in user's sessions: one per sign-in, each an API token. A session is named by an id of its
 * own; neither the token nor anything derived from it ever leaves the API.
 */

const timestamp = z.string().describe('ISO 8601 date and time');

export const sessionSchema = z.object({
  sessionId: z.number().int(),
  signedInAt: timestamp,
  lastUsedAt: timestamp,
  /** The session this request is made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.array(sessionSchema);

export const sessionParamSchema = z.object({ sessionId: recordIdText() });

export const sessionEndResultSchema = z.object({
  /** The session ended was the one the request was made with: its browser is signed out. */
  current: z.boolean(),
});
export type SessionEndResult = z.infer<typeof sessionEndResultSchema>;

/** What the settings page sends to end one session: which one, and the password. */
export const sessionEndSchema = passwordConfirmationSchema.extend({ sessionId: recordId() });
export type SessionEnd = z.infer<typeof sessionEndSchema>;
export type SessionEndInput = z.input<typeof sessionEndSchema>;

export const userParamSchema = z.object({ userId: recordIdText() });
