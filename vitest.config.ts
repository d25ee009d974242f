import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** The API suites run once per database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['tests/support/database-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    environment: 'node',
    // Vitest keeps a core free by default: on two cores, one file at a time, and the PGlite suites (all in
    // the test's own process) leave the other core idle.
    maxWorkers: os.availableParallelism(),
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
    ],
  },
});
