import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { AI_JOB_KINDS, AI_JOB_STATUSES, AUDIT_ACTIONS, HTTP_METHODS } from '@/lib/contract/enums';
import { users } from './access';
import { bigIdentity, identity, inList, versioned } from './columns';

/** Every write, with the record before and after; `entityId` is text because some keys are codes (currencies). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    /** Table name, e.g. contracts. */
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
  },
  (t) => [
    index().on(t.entity, t.entityId, t.at),
    index().on(t.at),
    index().on(t.userId, t.at),
    inList('audit_log_action_check', t.action, AUDIT_ACTIONS),
  ],
);

/** One row per API request, kept for a few weeks: the developers' dashboard reads its error rate here. */
export const requestLog = pgTable(
  'request_log',
  {
    id: bigIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    method: text({ enum: HTTP_METHODS }).notNull(),
    /** The route pattern (/contracts/:contractId), not the concrete path, so it can be grouped. */
    route: text().notNull(),
    status: smallint().notNull(),
    durationMs: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    requestId: text(),
  },
  (t) => [
    index().on(t.at),
    index().on(t.route, t.at),
    index().on(t.userId),
    inList('request_log_method_check', t.method, HTTP_METHODS),
    check('request_log_status_check', sql`${t.status} between 100 and 599`),
    check('request_log_duration_check', sql`${t.durationMs} >= 0`),
  ],
);

/** Each run of a data-quality check, so the dashboard can show data integrity without rerunning them all. */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: identity(),
    checkId: text().notNull(),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issueCount: integer().notNull(),
    /** Records examined, the denominator of the consistency percentage. */
    recordCount: integer(),
    durationMs: integer(),
    ranById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.checkId, t.ranAt),
    index().on(t.ranAt),
    index().on(t.ranById),
    check(
      'check_runs_counts_check',
      sql`${t.issueCount} >= 0 and (${t.recordCount} is null or ${t.recordCount} >= 0)`,
    ),
  ],
);

/** Batch jobs run through a language model (metadata enrichment and the like), with their token use. */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: identity(),
    kind: text({ enum: AI_JOB_KINDS }).notNull(),
    status: text({ enum: AI_JOB_STATUSES }).notNull().default('queued'),
    recordsProcessed: integer().notNull().default(0),
    tokensUsed: integer().notNull().default(0),
    model: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    error: text(),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.startedAt),
    index().on(t.requestedById),
    inList('ai_jobs_kind_check', t.kind, AI_JOB_KINDS),
    inList('ai_jobs_status_check', t.status, AI_JOB_STATUSES),
    check('ai_jobs_counts_check', sql`${t.recordsProcessed} >= 0 and ${t.tokensUsed} >= 0`),
    check(
      'ai_jobs_finished_check',
      sql`${t.finishedAt} is null or ${t.startedAt} is null or ${t.finishedAt} >= ${t.startedAt}`,
    ),
  ],
);

/**
 * One row per table that business figures read, its version moved by every statement that writes to the
 * table (migration 0003, `track_data_version`). The dashboard's and the checks' caches are keyed by these
 * versions: read in the same database as the data, they change with the data's commit, never before it.
 */
export const dataVersions = pgTable('data_versions', {
  tableName: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
