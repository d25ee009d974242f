import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, exists, getTableName, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DECISION_STATUSES, canMove, statusLabel } from '@/lib/areas/commissioning-pipeline';
import {
  commissioningArea,
  commissioningEditorSchema,
  statusChangeRequestSchema,
  type Commissioning,
  type CommissioningEditor,
} from '@/lib/areas/commissionings';
import type { AreaValues } from '@/lib/area/define-area';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { COMMISSIONING_STATUSES, type CommissioningStatus } from '@/lib/contract/enums';
import { AREA_RIGHTS, GROUP, meetsGuard } from '@/lib/rights';
import { insertRows, qualified } from '../db/bulk-insert';
import type { Db, Tx } from '../db/client';
import { tableVersion } from '../db/data-version';
import { figureCachePerDatabase } from '../platform/figure-cache';
import {
  commissioningCoAuthors,
  commissioningStatusChanges,
  commissionings,
  contacts,
  contracts,
  publications,
  userGroups,
  users,
} from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { authoredBy } from './authored-by';
import { publicationRefColumns } from './refs';
import { positionIn } from '../db/schema/columns';
import { signedIn } from '../platform/context';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { noticeCommissioningMove } from './commissioning-notice';
import { HttpError, forbidden } from '../platform/http-error';
import {
  mountRoute,
  plural,
  readId,
  readJson,
  registerArea,
  unprocessable,
  type Dependent,
  type WriteContext,
} from '../resources';
import { commissioningImport } from './commissioning-import';

/*
 * Commissionings' side of the API: the authors in credit order and the editor's name, the rules a
 * write keeps (an active editor, known authors, a title of its own), the pipeline's moves, and the
 * editors' list. The import's lookups are in commissioning-import.ts.
 */

type Values = AreaValues<typeof commissioningArea.fields>;

const outer = {
  id: qualified(commissionings.id),
  lead: qualified(commissionings.leadContactId),
  editor: qualified(commissionings.editorId),
};

const RELATED_LIMIT = 200;

export const personName = (first: AnyPgColumn, last: AnyPgColumn) =>
  sql<string>`concat_ws(' ', ${first}, ${last})`;

/** The lead, then the co-authors in credit order, as one JSON array per commissioning. */
const authors = sql`(
  select coalesce(json_agg(json_build_object('contactId', ${contacts.id}, 'name', concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})) order by credit.position), '[]'::json)
  from (
    select ${outer.lead} as contact_id, 0 as position
    union all
    select ${commissioningCoAuthors.contactId}, ${commissioningCoAuthors.position}
    from ${commissioningCoAuthors}
    where ${commissioningCoAuthors.commissioningId} = ${outer.id}
  ) as credit
  join ${contacts} on ${contacts.id} = credit.contact_id
)`;

const editorName = sql`(select concat_ws(' ', ${users.firstName}, ${users.lastName}) from ${users} where ${users.id} = ${outer.editor})`;
const editorSortKey = sql`(select lower(${users.lastName} || ' ' || ${users.firstName}) from ${users} where ${users.id} = ${outer.editor})`;
const counted = (table: typeof contracts | typeof publications) =>
  sql`(select count(*)::int from ${table} where ${table.commissioningId} = ${outer.id})`;
const authorIds = sql`(
  select coalesce(array_agg(credit.contact_id order by credit.position), '{}')
  from (
    select ${outer.lead} as contact_id, 0 as position where ${outer.lead} is not null
    union all
    select ${commissioningCoAuthors.contactId}, ${commissioningCoAuthors.position}
    from ${commissioningCoAuthors} where ${commissioningCoAuthors.commissioningId} = ${outer.id}
  ) as credit
)`;

/** The pipeline's order, not the alphabet's. */
const statusOrder = positionIn(COMMISSIONING_STATUSES, commissionings.status);

const authorNameMatches = (pattern: string) =>
  sql`exists (
    select 1 from ${contacts}
    where (${contacts.id} = ${outer.lead}
       or ${contacts.id} in (select ${commissioningCoAuthors.contactId} from ${commissioningCoAuthors} where ${commissioningCoAuthors.commissioningId} = ${outer.id}))
      and concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}) ilike ${pattern}
  )`;

async function related(tx: Tx, id: number) {
  const [changes, contractRows, publicationRows] = await Promise.all([
    tx
      .select({
        fromStatus: commissioningStatusChanges.fromStatus,
        toStatus: commissioningStatusChanges.toStatus,
        changedAt: commissioningStatusChanges.changedAt,
        changedBy: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
      })
      .from(commissioningStatusChanges)
      .leftJoin(users, eq(users.id, commissioningStatusChanges.changedById))
      .where(eq(commissioningStatusChanges.commissioningId, id))
      .orderBy(asc(commissioningStatusChanges.changedAt), asc(commissioningStatusChanges.id)),
    tx
      .select({
        contractId: contracts.id,
        reference: contracts.reference,
        type: contracts.type,
        status: contracts.status,
        signedDate: contracts.signedDate,
      })
      .from(contracts)
      .where(eq(contracts.commissioningId, id))
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(RELATED_LIMIT),
    tx
      .select(publicationRefColumns)
      .from(publications)
      .where(eq(publications.commissioningId, id))
      .orderBy(sql`${publications.publicationDate} asc nulls last`, asc(publications.id))
      .limit(RELATED_LIMIT),
  ]);
  return {
    statusChanges: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
    contracts: contractRows,
    publications: publicationRows,
  };
}

// ---------------------------------------------------------------------------------------------
// Rules shared by the form and the import

/** Who may be named editor of a new commissioning: active members of Commissioning Editors. */
export async function activeEditors(
  tx: Tx,
): Promise<{ id: number; userName: string; email: string; name: string }[]> {
  return tx
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      name: personName(users.firstName, users.lastName),
    })
    .from(users)
    .innerJoin(
      userGroups,
      and(eq(userGroups.userId, users.id), eq(userGroups.groupId, GROUP.COMMISSIONING_EDITORS)),
    )
    .where(eq(users.active, true))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Titles already taken (case and surrounding spaces ignored), with the commissioning that holds each. */
export async function takenTitles(
  tx: Tx,
  titles: readonly string[],
  except?: number,
): Promise<Map<string, number>> {
  const wanted = [...new Set(titles.map((title) => title.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: commissionings.id, key: sql<string>`lower(${commissionings.title})` })
    .from(commissionings)
    .where(
      and(
        inArray(sql`lower(${commissionings.title})`, wanted),
        except ? ne(commissionings.id, except) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function check({ tx }: WriteContext, values: Values, before?: Commissioning): Promise<void> {
  const issues: FieldIssue[] = [];
  if (values.editorId !== before?.editorId) {
    const editors = await activeEditors(tx);
    if (!editors.some((editor) => editor.id === values.editorId))
      issues.push({ path: 'editorId', message: 'Choose an active commissioning editor' });
  }
  if (values.authorIds.length > 0) {
    const found = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(inArray(contacts.id, values.authorIds));
    const known = new Set(found.map((row) => row.id));
    values.authorIds.forEach((authorId, index) => {
      if (!known.has(authorId))
        issues.push({ path: `authorIds.${index}`, message: `There is no contact ${authorId}` });
    });
  }
  const taken = await takenTitles(tx, [values.commissioningTitle], before?.commissioningId);
  const holder = taken.get(values.commissioningTitle.toLowerCase());
  if (holder !== undefined)
    issues.push({ path: 'commissioningTitle', message: `Commissioning ${holder} already has this title` });
  if (issues.length > 0) throw unprocessable(issues);
}

/** The co-authors' rows: every author after the first (the lead, kept in the commissioning's row). */
export function coAuthorRows(commissioningId: number, ids: readonly number[]) {
  return ids.slice(1).map((contactId, index) => ({ commissioningId, contactId, position: index + 1 }));
}

export async function recordFirstStatus(context: WriteContext, ids: readonly number[]): Promise<void> {
  await insertRows(
    context.tx,
    commissioningStatusChanges,
    ids.map((commissioningId) => ({
      commissioningId,
      fromStatus: null,
      toStatus: 'proposal',
      changedById: context.user.userId,
      changedAt: context.now,
    })),
  );
}

async function writeAuthors({ tx }: WriteContext, id: number, values: Values, before?: Commissioning) {
  if (before && JSON.stringify(before.authorIds) === JSON.stringify(values.authorIds)) return;
  if (before) await tx.delete(commissioningCoAuthors).where(eq(commissioningCoAuthors.commissioningId, id));
  const rows = coAuthorRows(id, values.authorIds);
  if (rows.length > 0) await tx.insert(commissioningCoAuthors).values(rows);
}

function countOf(table: typeof contracts | typeof publications) {
  return async (tx: Tx, id: number) => {
    const [row] = await tx.select({ total: count() }).from(table).where(eq(table.commissioningId, id));
    return row?.total ?? 0;
  };
}

const dependents: Dependent[] = [
  { count: countOf(contracts), describe: (n) => `covered by ${plural(n, 'contract')}` },
  { count: countOf(publications), describe: (n) => `published as ${plural(n, 'publication')}` },
];

// ---------------------------------------------------------------------------------------------
// Status changes and editors

async function moveStatus(
  { tx, user, now }: WriteContext,
  id: number,
  before: Commissioning,
  to: CommissioningStatus,
): Promise<void> {
  if (!canMove(before.status, to)) {
    throw new HttpError(
      422,
      `A commissioning cannot move from ${statusLabel(before.status)} to ${statusLabel(to)}`,
      [{ path: 'status', message: 'This move is not in the pipeline' }],
    );
  }
  if (DECISION_STATUSES.includes(to) && !meetsGuard(user, AREA_RIGHTS.commissionings.decide))
    throw forbidden('Approving or declining a commissioning needs the Approve right');
  await tx
    .update(commissionings)
    .set({
      status: to,
      ...(DECISION_STATUSES.includes(to) ? { decisionDate: now.toISOString().slice(0, 10) } : {}),
      ...(to === 'proposal' ? { decisionDate: null } : {}),
    })
    .where(eq(commissionings.id, id));
  await tx.insert(commissioningStatusChanges).values({
    commissioningId: id,
    fromStatus: before.status,
    toStatus: to,
    changedById: user.userId,
    changedAt: now,
  });
}

const statusRoute = guardedRoute(commissioningArea.rights.update, {
  method: 'post',
  path: '/commissionings/{commissioningId}/status',
  tags: ['commissionings'],
  summary: 'Move a commissioning along the pipeline',
  description:
    'proposal → under review → approved → contracted → in production → published, or declined while it is ' +
    'being decided (a declined one can be reopened as a proposal). Approving and declining need section 1 at ' +
    'level 4 (Approve). Each move is recorded with its date and who made it, and in the history.',
  request: {
    params: z.object({ commissioningId: z.string().meta({ description: "The commissioning's id" }) }),
    body: {
      content: {
        'application/json': { schema: statusChangeRequestSchema.meta({ id: 'StatusChangeRequest' }) },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Moved',
      content: { 'application/json': { schema: okEnvelope(commissioningArea.detailSchema) } },
    },
    ...errorResponses(400, 404, 409, 422),
  },
});

const editorsRoute = guardedRoute(commissioningArea.rights.view, {
  method: 'get',
  path: '/commissionings/editors',
  tags: ['commissionings'],
  summary: 'The commissioning editors: those who may be given a book, and former ones who still have some',
  responses: {
    200: {
      description: 'Editors by name',
      content: {
        'application/json': {
          schema: okEnvelope(commissioningEditorSchema.array().meta({ id: 'CommissioningEditors' })),
        },
      },
    },
  },
});

async function readEditors(tx: Tx): Promise<CommissioningEditor[]> {
  const [active, holding] = await Promise.all([
    activeEditors(tx),
    // From the few users, each looked up in the editor index: not a pass over every commissioning.
    tx
      .select({ id: users.id, name: personName(users.firstName, users.lastName) })
      .from(users)
      .where(
        exists(
          tx
            .select({ one: sql`1` })
            .from(commissionings)
            .where(eq(commissionings.editorId, users.id)),
        ),
      ),
  ]);
  const editors = new Map<number, CommissioningEditor>();
  for (const editor of active) editors.set(editor.id, { userId: editor.id, name: editor.name, active: true });
  for (const editor of holding)
    if (!editors.has(editor.id))
      editors.set(editor.id, { userId: editor.id, name: editor.name, active: false });
  return [...editors.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** A few versions of the editors' tables: the list asks for its editor filter on every page. */
const editorCache = figureCachePerDatabase<CommissioningEditor[], Db>(4);

/** Read again only once a write to the users, their groups or the commissionings has moved their version. */
async function listEditors(db: Db): Promise<CommissioningEditor[]> {
  const version = await tableVersion(
    db,
    getTableName(users),
    getTableName(userGroups),
    getTableName(commissionings),
  );
  return editorCache(db).get(String(version), () => readEditors(db));
}

export function registerCommissioningRoutes(app: UpstreamApp): void {
  const resource = registerArea(app, commissioningArea, {
    table: commissionings,
    columns: {
      commissioningTitle: commissionings.title,
      proposal: commissionings.synopsis,
      authors,
      authorIds,
      editorName,
      contractsCount: counted(contracts),
      booksCount: counted(publications),
    },
    sorts: { status: statusOrder, editorName: editorSortKey },
    filters: {
      editorId: (value) => eq(commissionings.editorId, Number(value)),
      authorId: (value) => authoredBy(Number(value)),
    },
    search: authorNameMatches,
    related,
    check,
    row: (values, columns) => ({ ...columns, leadContactId: values.authorIds[0] ?? null }),
    afterWrite: writeAuthors,
    afterCreate: (context, id) => recordFirstStatus(context, [id]),
    dependents,
    import: commissioningImport,
    extend(api) {
      mountRoute(api, editorsRoute, async (c) =>
        c.json({ success: true, data: await listEditors(c.var.deps.database.db) }, 200),
      );
    },
  });

  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'commissioningId');
    const { status, version } = await readJson(c, statusChangeRequestSchema);
    let from: Commissioning['status'] = status;
    const moved = await resource.versionedWrite(c, id, version, (context, before) => {
      from = (before as Commissioning).status;
      return moveStatus(context, id, before as Commissioning, status);
    });
    await noticeCommissioningMove(c.var.deps, moved as Commissioning, from, signedIn(c).user);
    return c.json({ success: true, data: moved }, 200);
  });
}
