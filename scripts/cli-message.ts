import { ZodError } from 'zod';

/** Why a command failed, in words for the operator at the terminal: the checks' own messages for bad input. */
export function cliMessage(error: unknown): string {
  if (error instanceof ZodError) return error.issues.map((issue) => issue.message).join('; ');
  return error instanceof Error ? error.message : String(error);
}
