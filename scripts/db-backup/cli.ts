import { ZodError } from 'zod';

function messageOf(error: unknown): string {
  if (error instanceof ZodError) return error.issues.map((issue) => issue.message).join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a backup command for an operator at a terminal: the report as plain lines on stdout, or the
 * reason on stderr and exit code 1.
 */
export async function runCli(command: string, main: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await main()}\n`);
  } catch (error) {
    process.stderr.write(`${command}: ${messageOf(error)}\n`);
    process.exitCode = 1;
  }
}
