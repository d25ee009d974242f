import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Data sets and their descriptions: large, machine-specific, never committed (.gitignore). */
export const WORK_DIR = path.join(ROOT, 'bench', '.work');
/**
 * DATA_DIR of the servers on PostgreSQL: the files they store (an export's file) go with the run's copy,
 * not into the developer's own `.data`.
 */
export const POSTGRES_RUN_DATA_DIR = path.join(WORK_DIR, 'postgres-run');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
/** Where a partial run (another scale or duration, one database, `--only`) writes: it is no reference. */
export const PARTIAL_RESULTS_DIR = path.join(WORK_DIR, 'results');
export const NEXT_DIR = path.join(ROOT, '.next');
export const MIGRATIONS_JOURNAL = path.join(ROOT, 'upstream', 'db', 'migrations', 'meta', '_journal.json');
export const BIN = (name: string): string => path.join(ROOT, 'node_modules', '.bin', name);
