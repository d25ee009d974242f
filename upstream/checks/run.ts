import { sql } from 'drizzle-orm';
import type { DiscrepancyCount, DiscrepancyResult } from '@/lib/contract/discrepancies';
import type { Db, Tx } from '../db/client';
import { checkRuns } from '../db/schema';
import type { CheckContext, DataCheck } from './registry';

export interface RunBy {
  context: CheckContext;
  /** Who ran the checks, recorded with each run. */
  userId: number | null;
  at: Date;
}

type RunRow = typeof checkRuns.$inferInsert;

async function countOne(tx: Tx, check: DataCheck, context: CheckContext) {
  const started = performance.now();
  const [row] = await tx
    .select({
      issues: sql<number>`(${check.countSql(context)})`.mapWith(Number),
      records: sql<number>`(${check.populationSql})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return {
    issues: row?.issues ?? 0,
    records: row?.records ?? 0,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Runs the checks' counts in one read-only snapshot, so that the counts of a section agree with each other
 * even while staff keep working, and records each run for the developers' data-integrity figure.
 */
export async function countIssues(
  db: Db,
  checks: readonly DataCheck[],
  run: RunBy,
): Promise<DiscrepancyCount[]> {
  const runs: RunRow[] = [];
  const counts = await db.transaction(
    async (tx) => {
      const found: DiscrepancyCount[] = [];
      for (const check of checks) {
        const { issues, records, ms } = await countOne(tx, check, run.context);
        found.push({ discrepancyId: check.id, discrepancySection: check.section, issueCount: issues });
        runs.push({
          checkId: check.key,
          ranAt: run.at,
          issueCount: issues,
          recordCount: records,
          durationMs: ms,
          ranById: run.userId,
        });
      }
      return found;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (runs.length > 0) await db.insert(checkRuns).values(runs);
  return counts;
}

/** Runs one check and returns its offending records, numbered from 1; the run is recorded too. */
export async function executeCheck(db: Db, check: DataCheck, run: RunBy): Promise<DiscrepancyResult[]> {
  const started = performance.now();
  const { rows, records } = await db.transaction(
    async (tx) => {
      const found = await tx
        .select({
          id: sql<number>`found.id`.mapWith(Number),
          resolveId: sql<number | null>`found.resolve_id`.mapWith(Number),
        })
        .from(sql`(${check.rowsSql(run.context)}) as found`)
        .orderBy(sql`found.id`);
      const [population] = await tx
        .select({ records: sql<number>`(${check.populationSql})`.mapWith(Number) })
        .from(sql`(select 1) as one`);
      return { rows: found, records: population?.records ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await db.insert(checkRuns).values({
    checkId: check.key,
    ranAt: run.at,
    issueCount: rows.length,
    recordCount: records,
    durationMs: Math.round(performance.now() - started),
    ranById: run.userId,
  });
  return rows.map((row, position) => ({
    index: position + 1,
    section: check.section,
    uniqueID: String(row.id),
    resolveURL: row.resolveId === null ? null : check.resolveUrl(row.resolveId),
  }));
}
