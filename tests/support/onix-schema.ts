import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * EDItEUR's schemas: ONIX_SCHEMA_DIR, else `shared/standards/onix30` beside the repository or beside
 * one of its parents (CI keeps it at ../shared, a worktree sits a level deeper).
 */
export function onixSchemaDir(): string {
  if (process.env.ONIX_SCHEMA_DIR) return process.env.ONIX_SCHEMA_DIR;
  for (let folder = path.dirname(process.cwd()); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'shared', 'standards', 'onix30');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder)
      throw new Error('The ONIX schemas were not found: set ONIX_SCHEMA_DIR');
  }
}
