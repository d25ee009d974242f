import { readFileSync } from 'node:fs';
import path from 'node:path';

// turbopackIgnore keeps the file out of the build's tracing guesswork; next.config includes it explicitly,
// as it does the migrations, so the standalone server finds it under the same relative path.
const LIST_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'upstream/auth/common-passwords.txt');

let list: ReadonlySet<string> | undefined;

/**
 * The offline list of passwords seen most often in leaks (source and licence in the file's header). Read
 * on first use, not at start-up: only choosing a new password needs it. A missing file throws rather than
 * letting every password through unchecked.
 */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/** True when the password, ignoring case, is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
