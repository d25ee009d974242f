import { z } from 'zod';

/*
 * Apps: the integrations Colophon depends on, their configuration as far as it may be shown (never a
 * password, key or URL with credentials in it) and their live state, and the outcome of a "test connection".
 */

/** The integrations the publishing API itself holds and tests. */
export const UPSTREAM_INTEGRATIONS = ['mail', 'file-store', 'database', 'export-targets'] as const;
/** The integrations the web app holds and tests (the API it talks to, the status page it links). */
export const WEB_INTEGRATIONS = ['publishing-api', 'status-page'] as const;
export const INTEGRATIONS = [...UPSTREAM_INTEGRATIONS, ...WEB_INTEGRATIONS] as const;

export type UpstreamIntegration = (typeof UPSTREAM_INTEGRATIONS)[number];
export type WebIntegration = (typeof WEB_INTEGRATIONS)[number];
export type Integration = (typeof INTEGRATIONS)[number];

export const integrationSchema = z.enum(INTEGRATIONS, { error: 'No such integration' });

export const INTEGRATION_NAMES: Record<Integration, string> = {
  mail: 'Mail',
  'file-store': 'File store',
  database: 'Database',
  'export-targets': 'Export targets',
  'publishing-api': 'Publishing API',
  'status-page': 'Status page',
};

export const connectionTestSchema = z.object({
  integration: integrationSchema,
  ok: z.boolean(),
  /** How long the check took, in milliseconds. */
  durationMs: z.number().int().min(0),
  /** What was checked and what came of it, in a sentence or two. */
  message: z.string(),
  checkedAt: z.iso.datetime({ offset: true }),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

const count = z.number().int().min(0);

export const mailStateSchema = z.object({
  mode: z.enum(['smtp', 'outbox']),
  /** The SMTP server as `smtp(s)://host:port`, without its user name or password; null without SMTP_URL. */
  server: z.string().nullable(),
  authenticated: z.boolean(),
  from: z.string(),
  outbox: z.object({ queued: count, sent: count, failed: count }),
});

export const fileStoreStateSchema = z.object({
  kind: z.enum(['disk', 'memory', 's3']),
  /** The folder on the server (disk), or null. */
  folder: z.string().nullable(),
  /** The bucket, its region and the service's address (S3), or null. */
  bucket: z.string().nullable(),
  region: z.string().nullable(),
  endpoint: z.string().nullable(),
  files: count,
  bytes: count,
});

export const databaseStateSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  /** `host:port/name` of a PostgreSQL server, or PGlite's data folder; never a password. */
  location: z.string(),
  /** `select version()`, or null when the database did not answer. */
  version: z.string().nullable(),
  sizeBytes: count.nullable(),
  status: z.enum(['up', 'down']),
});

export const exportTargetStateSchema = z.object({
  key: z.string(),
  name: z.string(),
  format: z.enum(['onix_3_0', 'crossref', 'csv']),
  delivery: z.enum(['download', 'drop-box']),
  /** The recipient's folder in the drop box (a path or an sftp:// address) for a drop-box delivery, or null. */
  dropBox: z.string().nullable(),
  lastRun: z.object({ status: z.string(), at: z.iso.datetime({ offset: true }), included: count }).nullable(),
});

export const upstreamIntegrationsSchema = z.object({
  mail: mailStateSchema,
  fileStore: fileStoreStateSchema,
  database: databaseStateSchema,
  exportTargets: z.object({
    /** Where drop-box deliveries go (a folder, or an sftp:// address), or null when nowhere (a database in memory). */
    dropBox: z.string().nullable(),
    dropBoxKind: z.enum(['folder', 'sftp']).nullable(),
    targets: z.array(exportTargetStateSchema),
  }),
});
export type UpstreamIntegrations = z.infer<typeof upstreamIntegrationsSchema>;
export type MailState = z.infer<typeof mailStateSchema>;
export type FileStoreState = z.infer<typeof fileStoreStateSchema>;
export type DatabaseState = z.infer<typeof databaseStateSchema>;

/**
 * A URL as it may be shown: scheme, host, port and path, with any user name, password, query and fragment
 * left out (a query can carry a token).
 */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${parsed.protocol}//${parsed.host}${path}`;
  } catch {
    return '(not a valid URL)';
  }
}

/** Whether a URL carries a user name or password. */
export function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}
