// Points an account at a new mailbox after its user lost the old one (docs/security.md, ASVS 6.4.4):
// `npm run user:replace-mailbox -- --username ada --email ada.new@example.org`.
// Run it only once the person's identity was checked out of band. On the embedded database, stop the
// server first: PGlite allows one process per folder.
import { parseArgs } from 'node:util';
import { createLogger } from '@/lib/log';
import { cliMessage } from './cli-message';
import { readUpstreamConfig } from '@/upstream/config';
import { openConfiguredDatabase } from '@/upstream/runtime';
import { replaceLostMailbox } from '@/upstream/users/replace-lost-mailbox';

const log = createLogger('cli');

try {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
  const database = await openConfiguredDatabase(readUpstreamConfig());
  try {
    const userId = await replaceLostMailbox(
      database.db,
      { userName: values.username ?? '', email: values.email ?? '' },
      new Date(),
    );
    log.info(
      { userId, userName: values.username, email: values.email },
      'mailbox replaced; sessions, reset links and codes voided',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  log.fatal(cliMessage(error));
  process.exitCode = 1;
}
