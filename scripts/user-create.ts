// Creates a Super User: `npm run user:create -- --username ada --email ada@example.org --first Ada --last Lovelace`.
// The password is asked for (hidden) on a terminal, or read from the first line of standard input.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createLogger } from '@/lib/log';
import { cliMessage } from './cli-message';
import { readUpstreamConfig } from '@/upstream/config';
import { openConfiguredDatabase } from '@/upstream/runtime';
import { createAdministrator } from '@/upstream/users/create-administrator';

const log = createLogger('cli');

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing after the prompt.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) =>
    String(chunk).startsWith('Password') ? write(chunk) : true) as typeof process.stdout.write;
  try {
    return await prompt.question('Password (at least 7 characters): ');
  } finally {
    process.stdout.write = write;
    prompt.close();
    write('\n');
  }
}

try {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
    },
  });
  const password = await readPassword();
  const database = await openConfiguredDatabase(readUpstreamConfig());
  try {
    const userId = await createAdministrator(
      database.db,
      {
        userName: values.username ?? '',
        email: values.email ?? '',
        firstName: values.first ?? '',
        lastName: values.last ?? '',
        password,
      },
      new Date(),
    );
    log.info({ userId, userName: values.username }, 'administrator created');
  } finally {
    await database.close();
  }
} catch (error) {
  log.fatal(cliMessage(error));
  process.exitCode = 1;
}
