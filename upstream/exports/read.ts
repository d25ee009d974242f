import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  exportRunList,
  exportRunSchema,
  exportRunSummarySchema,
  readinessList,
  type ExportRun,
  type ExportRunSummary,
  type ReadinessRow,
} from '@/lib/contract/exports';
import { blockersFor, takesFormat } from '@/lib/exports/preflight';
import { publicationFixHref, RECIPIENTS } from '@/lib/exports/recipients';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { isoTimestamp as iso } from '../db/iso-timestamp';
import { publicationExportItems, publicationExports, publications } from '../db/schema';
import type { ListSource } from '../resources';
import { userName } from '../royalties/run-read';
import { readFacts } from './catalogue';

/*
 * What the exports screen reads: the readiness matrix (a page of products, each checked against
 * every recipient from facts read in one statement for the page), the runs and one run's report.
 */

export const doiState = (doi: string | null, registered: boolean): ReadinessRow['doiState'] =>
  doi ? (registered ? 'deposited' : 'generated') : 'none';

/** The rows of the matrix for these products, in the order of `ids`. */
export async function readinessRows(db: Tx, ids: readonly number[], today: string): Promise<ReadinessRow[]> {
  if (ids.length === 0) return [];
  const facts = await readFacts(db, {
    where: sql`p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  });
  const byId = new Map(facts.map((fact) => [fact.publicationId, fact]));
  return ids.flatMap((id) => {
    const fact = byId.get(id);
    if (!fact) return [];
    return [
      {
        publicationId: fact.publicationId,
        title: fact.title,
        isbn: fact.isbn,
        format: fact.format,
        status: fact.status,
        doi: fact.doi,
        doiState: doiState(fact.doi, fact.doiDeposited),
        cells: RECIPIENTS.map((recipient) => {
          const taken = takesFormat(recipient, fact.format) && fact.status !== 'withdrawn';
          return {
            target: recipient.key,
            taken,
            blockers: taken
              ? blockersFor(recipient, fact, today).map((blocker) => ({
                  ...blocker,
                  href: publicationFixHref(fact.publicationId, blocker.kind),
                }))
              : [],
          };
        }),
      },
    ];
  });
}

const selectProducts = (db: Tx) =>
  db.select({ publicationId: publications.id }).from(publications).$dynamic();

export const readinessSource: ListSource<
  ReturnType<typeof selectProducts>,
  number,
  'title',
  (typeof readinessList)['filters']
> = {
  definition: readinessList,
  table: publications,
  id: publications.id,
  select: selectProducts,
  toItem: (row) => row.publicationId,
  sort: { title: sql`lower(${qualified(publications.title)})` },
  search: (pattern) => or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)),
  filters: { status: (statuses) => inArray(publications.status, statuses) },
};

const runId = qualified(publicationExports.id);

const runColumns = {
  runId: publicationExports.id,
  target: publicationExports.recipient,
  format: publicationExports.format,
  mode: publicationExports.mode,
  status: publicationExports.status,
  createdAt: iso(publicationExports.createdAt),
  completedAt: iso(publicationExports.completedAt),
  requestedBy: userName(publicationExports.requestedById),
  includedCount: publicationExports.includedCount,
  deletedCount: publicationExports.deletedCount,
  blockedCount: publicationExports.blockedCount,
  checksum: publicationExports.checksum,
  fileId: publicationExports.fileId,
  fileName: sql<
    string | null
  >`(select f.name from stored_files f where f.id = ${qualified(publicationExports.fileId)})`,
  sizeBytes: sql<
    number | null
  >`(select f.size_bytes::float8 from stored_files f where f.id = ${qualified(publicationExports.fileId)})`,
  deliveredTo: publicationExports.deliveredTo,
  error: publicationExports.error,
};

const selectRuns = (db: Tx) => db.select(runColumns).from(publicationExports).$dynamic();

export const exportRunSource: ListSource<
  ReturnType<typeof selectRuns>,
  ExportRunSummary,
  'createdAt',
  (typeof exportRunList)['filters']
> = {
  definition: exportRunList,
  table: publicationExports,
  id: publicationExports.id,
  select: selectRuns,
  toItem: (row) => exportRunSummarySchema.parse(row),
  sort: { createdAt: publicationExports.createdAt },
  search: (pattern) =>
    or(
      ilike(publicationExports.recipient, pattern),
      sql`${runId}::text || ' ' || ${publicationExports.createdAt}::text ilike ${pattern}`,
    ),
  filters: { target: (targets) => inArray(publicationExports.recipient, targets) },
};

/** The blocked products a run reports, at most this many. */
const BLOCKED_SHOWN = 500;

export async function loadExportRun(db: Tx, id: number): Promise<ExportRun | null> {
  const [row] = await selectRuns(db).where(eq(publicationExports.id, id));
  if (!row) return null;
  const blocked = await db
    .select({
      publicationId: publicationExportItems.publicationId,
      title: publications.title,
      isbn: publications.isbn,
      reasons: sql<string>`coalesce(${publicationExportItems.reasons}, '')`,
    })
    .from(publicationExportItems)
    .innerJoin(publications, eq(publications.id, publicationExportItems.publicationId))
    .where(sql`${publicationExportItems.exportId} = ${id} and ${publicationExportItems.outcome} = 'blocked'`)
    .orderBy(publications.title, publications.id)
    .limit(BLOCKED_SHOWN);
  return exportRunSchema.parse({ ...row, blocked });
}
