import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './upstream/db/schema/index.ts',
  out: './upstream/db/migrations',
  casing: 'snake_case',
});
