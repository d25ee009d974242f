import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { z } from '@hono/zod-openapi';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COMMISSIONING_RIGHTS,
  COMMISSIONING_STATUS_LABELS,
  DECISION_RIGHTS,
  DECISION_STATUSES,
  canMove,
  commissioningEditorSchema,
  commissioningInputSchema,
  commissioningItemSchema,
  commissioningList,
  commissioningSchema,
  commissioningUpdateSchema,
  statusChangeRequestSchema,
  type Commissioning,
  type CommissioningEditor,
  type CommissioningItem,
  type CommissioningValues,
} from '@/lib/contract/commissionings';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { okEnvelope } from '@/lib/contract/envelope';
import { COMMISSIONING_STATUSES, type CommissioningStatus } from '@/lib/contract/enums';
import type { FieldIssue } from '@/lib/contract/envelope';
import { GROUP, meetsGuard } from '@/lib/rights';
import type { UpstreamApp } from '../app';
import type { Tx } from '../db/client';
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
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError, forbidden } from '../platform/http-error';
import {
  mountRoute,
  plural,
  readId,
  readJson,
  registerResource,
  type RowOf,
  type WriteContext,
} from '../resources';

const RELATED_LIMIT = 200;

// ---------------------------------------------------------------------------------------------
// Reading

const personName = (first: AnyPgColumn, last: AnyPgColumn) => sql<string>`concat_ws(' ', ${first}, ${last})`;

interface Person {
  contactId: number;
  name: string;
}

/** The lead, then the co-authors in credit order, as one JSON array per commissioning. */
const authorsOfRow = sql<Person[]>`(
  select coalesce(json_agg(json_build_object('contactId', ${contacts.id}, 'name', concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})) order by credit.position), '[]'::json)
  from (
    select ${commissionings.leadContactId} as contact_id, 0 as position
    union all
    select ${commissioningCoAuthors.contactId}, ${commissioningCoAuthors.position}
    from ${commissioningCoAuthors}
    where ${commissioningCoAuthors.commissioningId} = ${commissionings.id}
  ) as credit
  join ${contacts} on ${contacts.id} = credit.contact_id
)`;

const contractsCount = sql<number>`(select count(*)::int from ${contracts} where ${contracts.commissioningId} = ${commissionings.id})`;
const booksCount = sql<number>`(select count(*)::int from ${publications} where ${publications.commissioningId} = ${commissionings.id})`;

const itemColumns = {
  commissioningId: commissionings.id,
  commissioningTitle: commissionings.title,
  status: commissionings.status,
  editorId: commissionings.editorId,
  editorName: personName(users.firstName, users.lastName),
  authors: authorsOfRow,
  expectedFormats: commissionings.expectedFormats,
  expectedDeliveryDate: commissionings.expectedDeliveryDate,
  expectedPublicationDate: commissionings.expectedPublicationDate,
  contractsCount,
  booksCount,
  createdAt: commissionings.createdAt,
  updatedAt: commissionings.updatedAt,
};

const selectItems = (db: Tx) =>
  db
    .select(itemColumns)
    .from(commissionings)
    .innerJoin(users, eq(users.id, commissionings.editorId))
    .$dynamic();

function toItem(row: RowOf<ReturnType<typeof selectItems>>): CommissioningItem {
  const { createdAt, updatedAt, contractsCount: contractTotal, booksCount: bookTotal, ...rest } = row;
  return {
    ...rest,
    contractsCount: Number(contractTotal),
    booksCount: Number(bookTotal),
    createdDate: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const quotedStatuses = sql.raw(COMMISSIONING_STATUSES.map((status) => `'${status}'`).join(', '));
/** The pipeline's order, not the alphabet's. */
const statusOrder = sql`array_position(array[${quotedStatuses}]::text[], ${commissionings.status}::text)`;
const editorSortKey = sql`(select lower(${users.lastName} || ' ' || ${users.firstName}) from ${users} where ${users.id} = ${commissionings.editorId})`;

const isAuthor = (contactId: number) =>
  or(
    eq(commissionings.leadContactId, contactId),
    sql`exists (select 1 from ${commissioningCoAuthors} where ${commissioningCoAuthors.commissioningId} = ${commissionings.id} and ${commissioningCoAuthors.contactId} = ${contactId})`,
  );

const authorNameMatches = (pattern: string) =>
  sql`exists (
    select 1 from ${contacts}
    where (${contacts.id} = ${commissionings.leadContactId}
       or ${contacts.id} in (select ${commissioningCoAuthors.contactId} from ${commissioningCoAuthors} where ${commissioningCoAuthors.commissioningId} = ${commissionings.id}))
      and concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}) ilike ${pattern}
  )`;

async function loadCommissioning(tx: Tx, id: number): Promise<Commissioning | null> {
  const [row] = await selectItems(tx).where(eq(commissionings.id, id)).limit(1);
  if (!row) return null;
  const [extra] = await tx
    .select({
      proposal: commissionings.synopsis,
      proposalId: commissionings.proposalId,
      estimatedWordCount: commissionings.estimatedWordCount,
      decisionDate: commissionings.decisionDate,
      notes: commissionings.notes,
      version: commissionings.version,
    })
    .from(commissionings)
    .where(eq(commissionings.id, id));
  if (!extra) return null;
  const [changes, contractRows, publicationRows] = await Promise.all([
    tx
      .select({
        fromStatus: commissioningStatusChanges.fromStatus,
        toStatus: commissioningStatusChanges.toStatus,
        changedAt: commissioningStatusChanges.changedAt,
        firstName: users.firstName,
        lastName: users.lastName,
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
      .select({
        publicationId: publications.id,
        title: publications.title,
        format: publications.format,
        isbn: publications.isbn,
        status: publications.status,
        publicationDate: publications.publicationDate,
      })
      .from(publications)
      .where(eq(publications.commissioningId, id))
      .orderBy(sql`${publications.publicationDate} asc nulls last`, asc(publications.id))
      .limit(RELATED_LIMIT),
  ]);
  return {
    ...toItem(row),
    ...extra,
    statusChanges: changes.map(({ firstName, lastName, changedAt, ...change }) => ({
      ...change,
      changedAt: changedAt.toISOString(),
      changedBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    })),
    contracts: contractRows,
    publications: publicationRows,
  };
}

/** What the audit log keeps of a commissioning: the edited fields, with people by name. */
export interface CommissioningSnapshotSource {
  commissioningTitle: string;
  editorName: string;
  authorNames: string[];
  proposal: string | null;
  expectedFormats: string[];
  expectedDeliveryDate: string | null;
  expectedPublicationDate: string | null;
  estimatedWordCount: number | null;
  notes: string | null;
  status: CommissioningStatus;
  decisionDate: string | null;
}

export function commissioningSnapshot(source: CommissioningSnapshotSource): Record<string, unknown> {
  return {
    commissioningTitle: source.commissioningTitle,
    editor: source.editorName,
    authors: source.authorNames,
    proposal: source.proposal,
    expectedFormats: source.expectedFormats,
    expectedDeliveryDate: source.expectedDeliveryDate,
    expectedPublicationDate: source.expectedPublicationDate,
    estimatedWordCount: source.estimatedWordCount,
    notes: source.notes,
    status: source.status,
    decisionDate: source.decisionDate,
  };
}

const snapshotOf = (commissioning: Commissioning) =>
  commissioningSnapshot({
    ...commissioning,
    authorNames: commissioning.authors.map((author) => author.name),
  });

// ---------------------------------------------------------------------------------------------
// Rules shared by the form and the import

const unprocessable = (issues: FieldIssue[]) =>
  new HttpError(
    422,
    issues.length === 1 ? (issues[0]?.message ?? 'Invalid input') : 'Please correct the marked fields',
    issues,
  );

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

async function checkRules(tx: Tx, values: CommissioningValues, before?: Commissioning): Promise<void> {
  const issues: FieldIssue[] = [];
  if (values.editorId !== before?.editorId) {
    const editors = await activeEditors(tx);
    if (!editors.some((editor) => editor.id === values.editorId)) {
      issues.push({ path: 'editorId', message: 'Choose an active commissioning editor' });
    }
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
  if (holder !== undefined) {
    issues.push({ path: 'commissioningTitle', message: `Commissioning ${holder} already has this title` });
  }
  if (issues.length > 0) throw unprocessable(issues);
}

/** The columns of a commissioning from the form's values (the lead is the first author). */
export function commissioningColumns(values: CommissioningValues) {
  return {
    title: values.commissioningTitle,
    editorId: values.editorId,
    leadContactId: values.authorIds[0] ?? null,
    synopsis: values.proposal,
    expectedFormats: values.expectedFormats,
    expectedDeliveryDate: values.expectedDeliveryDate,
    expectedPublicationDate: values.expectedPublicationDate,
    estimatedWordCount: values.estimatedWordCount,
    notes: values.notes,
  };
}

export function coAuthorRows(commissioningId: number, authorIds: readonly number[]) {
  return authorIds.slice(1).map((contactId, index) => ({ commissioningId, contactId, position: index + 1 }));
}

// ---------------------------------------------------------------------------------------------
// Status changes

async function moveStatus(
  { tx, user, now }: WriteContext,
  id: number,
  before: Commissioning,
  to: CommissioningStatus,
): Promise<void> {
  if (!canMove(before.status, to)) {
    throw new HttpError(
      422,
      `A commissioning cannot move from ${COMMISSIONING_STATUS_LABELS[before.status]} to ${COMMISSIONING_STATUS_LABELS[to]}`,
      [{ path: 'status', message: 'This move is not in the pipeline' }],
    );
  }
  if (DECISION_STATUSES.includes(to) && !meetsGuard(user, DECISION_RIGHTS)) {
    throw forbidden('Approving or declining a commissioning needs the Approve right');
  }
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

const statusRoute = guardedRoute(COMMISSIONING_RIGHTS.update, {
  method: 'post',
  path: '/commissionings/{commissioningId}/status',
  tags: ['commissionings'],
  summary: 'Move a commissioning along the pipeline',
  description:
    'proposal → under review → approved → contracted → in production → published, or declined while it is ' +
    'being decided (a declined one can be reopened as a proposal). Approving and declining need section 1 at ' +
    'level 4 (Approve). Each move is recorded with its date and who made it, and in the history.',
  request: {
    params: commissioningParams(),
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
      content: { 'application/json': { schema: okEnvelope(commissioningSchema) } },
    },
    ...errorResponses(400, 404, 409, 422),
  },
});

const editorsRoute = guardedRoute(COMMISSIONING_RIGHTS.view, {
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

function commissioningParams() {
  return z.object({ commissioningId: z.string().meta({ description: "The commissioning's id" }) });
}

async function listEditors(tx: Tx): Promise<CommissioningEditor[]> {
  const [active, holding] = await Promise.all([
    activeEditors(tx),
    tx
      .selectDistinct({
        id: users.id,
        name: personName(users.firstName, users.lastName),
        lastName: users.lastName,
      })
      .from(commissionings)
      .innerJoin(users, eq(users.id, commissionings.editorId)),
  ]);
  const activeIds = new Set(active.map((editor) => editor.id));
  const editors = new Map<number, CommissioningEditor>();
  for (const editor of active) editors.set(editor.id, { userId: editor.id, name: editor.name, active: true });
  for (const editor of holding) {
    if (!editors.has(editor.id))
      editors.set(editor.id, { userId: editor.id, name: editor.name, active: activeIds.has(editor.id) });
  }
  return [...editors.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

// ---------------------------------------------------------------------------------------------
// Routes

export function registerCommissioningsRoutes(app: UpstreamApp): void {
  const resource = registerResource(app, {
    path: 'commissionings',
    idParam: 'commissioningId',
    entity: 'commissionings',
    noun: { one: 'commissioning', many: 'commissionings' },
    schemaName: 'Commissioning',
    tag: 'commissionings',
    rights: COMMISSIONING_RIGHTS,
    version: commissionings.version,
    list: {
      definition: commissioningList,
      table: commissionings,
      id: commissionings.id,
      itemSchema: commissioningItemSchema,
      idOf: (item) => item.commissioningId,
      select: selectItems,
      toItem,
      sort: {
        title: sql`lower(${commissionings.title})`,
        status: statusOrder,
        editor: editorSortKey,
        createdDate: commissionings.createdAt,
        updatedAt: commissionings.updatedAt,
        expectedPublicationDate: commissionings.expectedPublicationDate,
      },
      search: (pattern) => or(ilike(commissionings.title, pattern), authorNameMatches(pattern)),
      filters: {
        status: (statuses) => inArray(commissionings.status, statuses),
        format: (formats) => arrayOverlaps(commissionings.expectedFormats, formats),
        editorId: (editorId) => eq(commissionings.editorId, editorId),
        authorId: isAuthor,
      },
    },
    detail: {
      schema: commissioningSchema,
      load: loadCommissioning,
      versionOf: (commissioning) => commissioning.version,
      snapshot: snapshotOf,
    },
    create: {
      schema: commissioningInputSchema,
      async insert({ tx, user, now }, values) {
        await checkRules(tx, values);
        const [row] = await tx
          .insert(commissionings)
          .values({ ...commissioningColumns(values), status: 'proposal', createdAt: now, updatedAt: now })
          .returning({ id: commissionings.id });
        if (!row) throw new Error('The commissioning was not stored');
        const coAuthors = coAuthorRows(row.id, values.authorIds);
        if (coAuthors.length > 0) await tx.insert(commissioningCoAuthors).values(coAuthors);
        await tx.insert(commissioningStatusChanges).values({
          commissioningId: row.id,
          fromStatus: null,
          toStatus: 'proposal',
          changedById: user.userId,
          changedAt: now,
        });
        return row.id;
      },
    },
    update: {
      schema: commissioningUpdateSchema,
      async apply({ tx }, id, values, before) {
        await checkRules(tx, values, before);
        await tx.update(commissionings).set(commissioningColumns(values)).where(eq(commissionings.id, id));
        const unchangedAuthors =
          JSON.stringify(before.authors.map((author) => author.contactId)) ===
          JSON.stringify(values.authorIds);
        if (!unchangedAuthors) {
          await tx.delete(commissioningCoAuthors).where(eq(commissioningCoAuthors.commissioningId, id));
          const coAuthors = coAuthorRows(id, values.authorIds);
          if (coAuthors.length > 0) await tx.insert(commissioningCoAuthors).values(coAuthors);
        }
      },
    },
    remove: {
      dependents: [
        {
          count: async (tx, id) => countOf(tx, contracts, eq(contracts.commissioningId, id)),
          describe: (n) => `covered by ${plural(n, 'contract')}`,
        },
        {
          count: async (tx, id) => countOf(tx, publications, eq(publications.commissioningId, id)),
          describe: (n) => `published as ${plural(n, 'publication')}`,
        },
      ],
    },
    csv: {
      fileName: 'commissionings',
      columns: [
        { header: 'Commissioning id', value: (item) => item.commissioningId },
        { header: 'Title', value: (item) => item.commissioningTitle },
        { header: 'Status', value: (item) => COMMISSIONING_STATUS_LABELS[item.status] },
        { header: 'Editor', value: (item) => item.editorName },
        { header: 'Authors', value: (item) => item.authors.map((author) => author.name).join('; ') },
        {
          header: 'Expected formats',
          value: (item) => item.expectedFormats.map((format) => PUBLICATION_FORMAT.labels[format]).join('; '),
        },
        { header: 'Expected delivery', value: (item) => item.expectedDeliveryDate },
        { header: 'Expected publication', value: (item) => item.expectedPublicationDate },
        { header: 'Contracts', value: (item) => item.contractsCount },
        { header: 'Books', value: (item) => item.booksCount },
        { header: 'Created', value: (item) => item.createdDate.slice(0, 10) },
      ],
    },
    extend(api) {
      mountRoute(api, editorsRoute, async (c) => {
        return c.json({ success: true, data: await listEditors(c.var.deps.database.db) }, 200);
      });
    },
  });

  mountRoute(app, statusRoute, async (c) => {
    const id = readId(c, 'commissioningId');
    const { status, version } = await readJson(c, statusChangeRequestSchema);
    const moved = await resource.versionedWrite(c, id, version, (context, before) =>
      moveStatus(context, id, before, status),
    );
    return c.json({ success: true, data: moved }, 200);
  });
}

async function countOf(tx: Tx, table: typeof contracts | typeof publications, where: SQL): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
