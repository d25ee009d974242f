import { z } from 'zod';

/** Turns an empty variable into "not set", so `FOO=` in a .env file means the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
);

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/** Variables read by the upstream publishing API (embedded in the web app or standalone). */
export const upstreamEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO: flag,
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: optional(z.string()).transform((value) => value ?? './.data'),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3)).transform(
    (value) => value ?? 'Colophon <no-reply@colophon.example>',
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (value) => value ?? 'info',
  ),
  /** The web app's public address, for links in emails (password reset, email change). */
  APP_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) =>
    (value ?? 'http://localhost:3000').replace(/\/+$/, ''),
  ),
  UPSTREAM_PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((value) => value ?? 4000),
  /**
   * Signs the links that open one document without a session (an invoice's printable page, emailed to the
   * customer). Required in production; a demo or development server keeps a generated one in DATA_DIR.
   */
  LINK_SIGNING_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** The firm as trade feeds and Crossref deposits name it (ONIX sender and publisher, Crossref depositor). */
  PUBLISHER_NAME: optional(z.string().min(2).max(120)).transform((value) => value ?? 'Colophon'),
  /** The address Crossref and recipients write back to about the firm's feeds. */
  PUBLISHER_EMAIL: optional(z.email()).transform((value) => value ?? 'metadata@colophon.example'),
  /** The firm's DOI prefix from Crossref; the demo's is Crossref's test prefix. */
  DOI_PREFIX: optional(
    z.string().regex(/^10\.[0-9]{4,9}$/, 'must be a DOI prefix such as 10.55555'),
  ).transform((value) => value ?? '10.55555'),
  /** A new DOI's suffix: `{isbn}` is the product's ISBN-13, `{id}` its record number. */
  DOI_SUFFIX_PATTERN: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._;()/-]*\{(isbn|id)\}[A-Za-z0-9._;()/-]*$/,
        'must hold {isbn} or {id}, and only the characters a DOI suffix takes',
      ),
  ).transform((value) => value ?? 'colophon.{isbn}'),
  /** The public site whose pages DOIs resolve to (`/books/{isbn}`) and whose covers feeds link (`/covers/{isbn}`). */
  CATALOGUE_PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
  ).transform((value) => value ?? 'https://colophon.example'),
  /**
   * Where exports to a recipient delivered to a drop box are written (`<dir>/<recipient>/<file>`) when
   * no SFTP server is configured: a folder ops mount or sync. Unset: DATA_DIR/exports.
   */
  EXPORT_DELIVERY_DIR: optional(z.string().min(1)),
  /**
   * The recipients' SFTP drop box, `sftp://user@host[:port]/path`: each file goes to
   * `<path>/<recipient>/<file>`, uploaded under a `.part` name and renamed once whole. Takes the place of
   * EXPORT_DELIVERY_DIR; needs EXPORT_SFTP_HOST_KEY and a password or a private key.
   */
  EXPORT_SFTP_URL: optional(z.url({ protocol: /^sftp$/, error: 'must be an sftp://user@host/path URL' })),
  EXPORT_SFTP_PASSWORD: optional(z.string().min(1)),
  /** A private key file (OpenSSH or PEM) for the SFTP account, used instead of a password. */
  EXPORT_SFTP_PRIVATE_KEY_FILE: optional(z.string().min(1)),
  /** The SFTP server's host key as `ssh-keygen -lf` prints it: no file leaves for a server that is not this one. */
  EXPORT_SFTP_HOST_KEY: optional(
    z
      .string()
      .regex(
        /^SHA256:[A-Za-z0-9+/]{43}$/,
        'must be a host key fingerprint as ssh-keygen -l prints it (SHA256:…)',
      ),
  ),
  /** An S3-compatible bucket for stored files (covers, receipts, samples, images) instead of DATA_DIR/files. */
  FILE_STORE_S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (a-z, 0-9, dots, hyphens)'),
  ),
  /** The S3-compatible service's address (MinIO, R2…); unset means AWS. */
  FILE_STORE_S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  FILE_STORE_S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name')).transform(
    (value) => value ?? 'us-east-1',
  ),
  FILE_STORE_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  FILE_STORE_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /**
   * How many proxies of our own stand in front of this server. The client's address, which sign-in
   * throttling counts by, is the one the outermost of them saw; 0 ignores X-Forwarded-For altogether.
   */
  TRUSTED_PROXIES: optional(
    z.coerce
      .number({ error: 'must be a whole number of proxies' })
      .int('must be a whole number of proxies')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10'),
  ).transform((value) => value ?? 0),
};

/** Variables read by the web app. */
export const webEnvShape = {
  ...upstreamEnvShape,
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  UPSTREAM_API_URL: optional(z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))),
  UPSTREAM_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).transform(
    (value) => value ?? 10_000,
  ),
  STATUS_PAGE_URL: optional(z.url({ protocol: /^https?$/ })),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((value) => value ?? 3000),
};

export class ConfigError extends Error {
  constructor(issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv<T extends z.ZodRawShape>(shape: T, source: Record<string, string | undefined>) {
  const result = z.object(shape).safeParse(source);
  if (!result.success) throw new ConfigError(result.error.issues);
  return result.data;
}
