import { cliMessage } from '../cli-message';

/**
 * Runs a backup command for an operator at a terminal: the report as plain lines on stdout, or the
 * reason on stderr and exit code 1.
 */
export async function runCli(command: string, main: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await main()}\n`);
  } catch (error) {
    process.stderr.write(`${command}: ${cliMessage(error)}\n`);
    process.exitCode = 1;
  }
}
