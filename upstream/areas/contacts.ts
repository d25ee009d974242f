import { count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  contactArea,
  contactOverviewSchema,
  type ContactItem,
  type ContactOverview,
} from '@/lib/areas/contacts';
import { okEnvelope } from '@/lib/contract/envelope';
import { CONTACT_ROLES } from '@/lib/contract/enums';
import type { Tx } from '../db/client';
import {
  commissioningCoAuthors,
  commissionings,
  contacts,
  contractParties,
  contracts,
  publications,
  royaltyStatements,
} from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { authoredBy } from './authored-by';
import { publicationRefColumns } from './refs';
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute, plural, registerArea, rowsNaming, type Dependent } from '../resources';

/*
 * Contacts' side of the API: where a contact is credited (commissionings, contracts and the
 * publications that came of them), what keeps one from being deleted, and the overview of /contacts.
 */

const RELATED_LIMIT = 200;
const RECENT_LIMIT = 8;
const RECENT_DAYS = 30;

const fullName = sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`;
/** Last name first, without regard to case; the schema indexes this very expression. */
const nameSortKey = sql`lower(${contacts.lastName} || ' ' || coalesce(${contacts.firstName}, ''))`;

async function related(tx: Tx, id: number) {
  const [commissioningRows, contractRows] = await Promise.all([
    tx
      .select({
        commissioningId: commissionings.id,
        commissioningTitle: commissionings.title,
        status: commissionings.status,
        leadContactId: commissionings.leadContactId,
        createdAt: commissionings.createdAt,
      })
      .from(commissionings)
      .where(authoredBy(id))
      .orderBy(desc(commissionings.createdAt), desc(commissionings.id))
      .limit(RELATED_LIMIT),
    tx
      .select({
        contractId: contracts.id,
        reference: contracts.reference,
        commissioningId: commissionings.id,
        commissioningTitle: commissionings.title,
        status: contracts.status,
        role: contractParties.role,
        signedDate: contracts.signedDate,
      })
      .from(contractParties)
      .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
      .innerJoin(commissionings, eq(commissionings.id, contracts.commissioningId))
      .where(eq(contractParties.contactId, id))
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(RELATED_LIMIT),
  ]);

  const commissioningIds = commissioningRows.map((entry) => entry.commissioningId);
  const contractIds = contractRows.map((entry) => entry.contractId);
  const publicationRows =
    commissioningIds.length + contractIds.length === 0
      ? []
      : await tx
          .select(publicationRefColumns)
          .from(publications)
          .where(
            or(
              commissioningIds.length > 0
                ? inArray(publications.commissioningId, commissioningIds)
                : undefined,
              contractIds.length > 0 ? inArray(publications.contractId, contractIds) : undefined,
            ),
          )
          .orderBy(sql`${publications.publicationDate} desc nulls last`, desc(publications.id))
          .limit(RELATED_LIMIT);

  return {
    commissionings: commissioningRows.map(({ leadContactId, createdAt, ...entry }) => ({
      ...entry,
      lead: leadContactId === id,
      createdDate: createdAt.toISOString(),
    })),
    contracts: contractRows,
    publications: publicationRows,
  };
}

const dependents: Dependent[] = [
  {
    count: rowsNaming(contractParties, contractParties.contactId),
    describe: (n) => `a party to ${plural(n, 'contract')}`,
  },
  {
    count: rowsNaming(commissionings, commissionings.leadContactId),
    describe: (n) => `the lead author of ${plural(n, 'commissioning')}`,
  },
  {
    count: rowsNaming(commissioningCoAuthors, commissioningCoAuthors.contactId),
    describe: (n) => `a co-author of ${plural(n, 'commissioning')}`,
  },
  {
    count: rowsNaming(royaltyStatements, royaltyStatements.contactId),
    describe: (n) => `the payee of ${plural(n, 'royalty statement')}`,
  },
];

// ---------------------------------------------------------------------------------------------
// Overview

const overviewRoute = guardedRoute(contactArea.rights.view, {
  method: 'get',
  path: '/contacts/overview',
  tags: ['contacts'],
  summary: 'Counts of contacts by role, and the most recently added',
  responses: {
    200: {
      description: 'The overview',
      content: {
        'application/json': { schema: okEnvelope(contactOverviewSchema.meta({ id: 'ContactOverview' })) },
      },
    },
  },
});

async function contactOverview(
  tx: Tx,
  now: Date,
  recent: (tx: Tx) => Promise<ContactItem[]>,
): Promise<ContactOverview> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [totals, roles, added, recentlyAdded] = await Promise.all([
    tx.select({ total: count() }).from(contacts),
    tx
      .select({ role: sql<string>`role`, count: count() })
      .from(sql`${contacts}, unnest(${contacts.roles}) as role`)
      .groupBy(sql`role`),
    tx.select({ total: count() }).from(contacts).where(gte(contacts.createdAt, since)),
    recent(tx),
  ]);
  const countOfRole = new Map(roles.map((entry) => [entry.role, entry.count]));
  return {
    total: totals[0]?.total ?? 0,
    byRole: CONTACT_ROLES.map((role) => ({ role, count: countOfRole.get(role) ?? 0 })),
    addedLast30Days: added[0]?.total ?? 0,
    recentlyAdded,
  };
}

export function registerContactRoutes(app: UpstreamApp): void {
  const resource = registerArea(app, contactArea, {
    table: contacts,
    columns: { name: fullName },
    sorts: { name: nameSortKey },
    related,
    dependents,
    extend(api) {
      mountRoute(api, overviewRoute, async (c) => {
        const newest = {
          ...contactArea.listDefinition.defaults(),
          sort: '-createdDate',
          pageSize: RECENT_LIMIT,
        };
        const data = await contactOverview(
          c.var.deps.database.db,
          c.var.deps.now(),
          async (tx) => (await resource.list(tx, newest)).items,
        );
        return c.json({ success: true, data }, 200);
      });
    },
  });
}
