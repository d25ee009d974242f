import { and, arrayOverlaps, count, desc, eq, exists, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  CONTACT_RIGHTS,
  CONTACT_ROLE_LABELS,
  contactInputSchema,
  contactItemSchema,
  contactList,
  contactName,
  contactOverviewSchema,
  contactSchema,
  contactUpdateSchema,
  type Contact,
  type ContactItem,
  type ContactOverview,
  type ContactValues,
} from '@/lib/contract/contacts';
import { CONTACT_ROLES } from '@/lib/contract/enums';
import type { UpstreamApp } from '../app';
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
import { guardedRoute } from '../platform/guarded-route';
import { mountRoute, plural, registerResource, type RowOf } from '../resources';

const RELATED_LIMIT = 200;
const RECENT_LIMIT = 8;
const RECENT_DAYS = 30;

const itemColumns = {
  contactId: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  organisation: contacts.organisation,
  roles: contacts.roles,
  email: contacts.email,
  phone: contacts.phone,
  city: contacts.city,
  country: contacts.country,
  orcid: contacts.orcid,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

const selectItems = (db: Tx) => db.select(itemColumns).from(contacts).$dynamic();

function toItem(row: RowOf<ReturnType<typeof selectItems>>): ContactItem {
  const { createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    name: contactName(row),
    createdDate: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Last name first, without regard to case; the schema indexes this very expression. */
const nameSortKey = sql`lower(${contacts.lastName} || ' ' || coalesce(${contacts.firstName}, ''))`;
const fullName = sql`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`;

// ---------------------------------------------------------------------------------------------
// One record

const leadOf = (contactId: number) => eq(commissionings.leadContactId, contactId);
const coAuthorOf = (tx: Tx, contactId: number) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(commissioningCoAuthors)
      .where(
        and(
          eq(commissioningCoAuthors.commissioningId, commissionings.id),
          eq(commissioningCoAuthors.contactId, contactId),
        ),
      ),
  );

async function loadContact(tx: Tx, id: number): Promise<Contact | null> {
  const [row] = await tx
    .select({
      ...itemColumns,
      addressLine1: contacts.addressLine1,
      addressLine2: contacts.addressLine2,
      postcode: contacts.postcode,
      region: contacts.region,
      biography: contacts.biography,
      notes: contacts.notes,
      version: contacts.version,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  if (!row) return null;

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
      .where(or(leadOf(id), coAuthorOf(tx, id)))
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
          .select({
            publicationId: publications.id,
            title: publications.title,
            format: publications.format,
            isbn: publications.isbn,
            status: publications.status,
            publicationDate: publications.publicationDate,
          })
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

  const { version, addressLine1, addressLine2, postcode, region, biography, notes } = row;
  return {
    ...toItem(row),
    addressLine1,
    addressLine2,
    postcode,
    region,
    biography,
    notes,
    version,
    commissionings: commissioningRows.map(({ leadContactId, createdAt, ...entry }) => ({
      ...entry,
      lead: leadContactId === id,
      createdDate: createdAt.toISOString(),
    })),
    contracts: contractRows,
    publications: publicationRows,
  };
}

const EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'organisation',
  'roles',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'country',
  'orcid',
  'biography',
  'notes',
] as const satisfies readonly (keyof ContactValues & keyof Contact)[];

function snapshot(contact: Contact): Record<string, unknown> {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, contact[field]]));
}

// ---------------------------------------------------------------------------------------------
// Overview

async function contactOverview(tx: Tx, now: Date): Promise<ContactOverview> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [totals, roles, added, recent] = await Promise.all([
    tx.select({ total: count() }).from(contacts),
    tx
      .select({ role: sql<string>`role`, count: count() })
      .from(sql`${contacts}, unnest(${contacts.roles}) as role`)
      .groupBy(sql`role`),
    tx.select({ total: count() }).from(contacts).where(gte(contacts.createdAt, since)),
    selectItems(tx).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(RECENT_LIMIT),
  ]);
  const countOf = new Map(roles.map((entry) => [entry.role, entry.count]));
  return {
    total: totals[0]?.total ?? 0,
    byRole: CONTACT_ROLES.map((role) => ({ role, count: countOf.get(role) ?? 0 })),
    addedLast30Days: added[0]?.total ?? 0,
    recentlyAdded: recent.map(toItem),
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

export function registerContactRoutes(app: UpstreamApp): void {
  registerResource(app, {
    path: 'contacts',
    idParam: 'contactId',
    entity: 'contacts',
    noun: { one: 'contact', many: 'contacts' },
    schemaName: 'Contact',
    tag: 'contacts',
    rights: CONTACT_RIGHTS,
    version: contacts.version,
    list: {
      definition: contactList,
      table: contacts,
      id: contacts.id,
      itemSchema: contactItemSchema,
      idOf: (item) => item.contactId,
      select: selectItems,
      toItem,
      sort: {
        name: nameSortKey,
        organisation: sql`lower(${contacts.organisation})`,
        email: sql`lower(${contacts.email})`,
        country: contacts.country,
        createdDate: contacts.createdAt,
        updatedAt: contacts.updatedAt,
      },
      search: (pattern) =>
        or(
          ilike(fullName, pattern),
          ilike(contacts.organisation, pattern),
          ilike(contacts.email, pattern),
          ilike(contacts.orcid, pattern),
        ),
      filters: {
        role: (roles) => arrayOverlaps(contacts.roles, roles),
      },
    },
    detail: {
      schema: contactSchema,
      load: loadContact,
      versionOf: (contact) => contact.version,
      snapshot,
    },
    create: {
      schema: contactInputSchema,
      async insert({ tx, now }, values) {
        const [row] = await tx
          .insert(contacts)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning({ id: contacts.id });
        if (!row) throw new Error('The contact was not stored');
        return row.id;
      },
    },
    update: {
      schema: contactUpdateSchema,
      async apply({ tx }, id, values) {
        await tx.update(contacts).set(values).where(eq(contacts.id, id));
      },
    },
    remove: {
      dependents: [
        {
          count: async (tx, id) => countWhere(tx, contractParties, eq(contractParties.contactId, id)),
          describe: (n) => `a party to ${plural(n, 'contract')}`,
        },
        {
          count: async (tx, id) => countWhere(tx, commissionings, eq(commissionings.leadContactId, id)),
          describe: (n) => `the lead author of ${plural(n, 'commissioning')}`,
        },
        {
          count: async (tx, id) =>
            countWhere(tx, commissioningCoAuthors, eq(commissioningCoAuthors.contactId, id)),
          describe: (n) => `a co-author of ${plural(n, 'commissioning')}`,
        },
        {
          count: async (tx, id) => countWhere(tx, royaltyStatements, eq(royaltyStatements.contactId, id)),
          describe: (n) => `the payee of ${plural(n, 'royalty statement')}`,
        },
      ],
    },
    csv: {
      fileName: 'contacts',
      columns: [
        { header: 'Contact id', value: (item) => item.contactId },
        { header: 'First name', value: (item) => item.firstName },
        { header: 'Last name', value: (item) => item.lastName },
        { header: 'Organisation', value: (item) => item.organisation },
        { header: 'Roles', value: (item) => item.roles.map((role) => CONTACT_ROLE_LABELS[role]).join('; ') },
        { header: 'Email', value: (item) => item.email },
        { header: 'Phone', value: (item) => item.phone },
        { header: 'City', value: (item) => item.city },
        { header: 'Country', value: (item) => item.country },
        { header: 'ORCID iD', value: (item) => item.orcid },
        { header: 'Added', value: (item) => item.createdDate.slice(0, 10) },
      ],
    },
    extend(api) {
      mountRoute(api, overviewRoute, async (c) => {
        const data = await contactOverview(c.var.deps.database.db, c.var.deps.now());
        return c.json({ success: true, data }, 200);
      });
    },
  });
}

const overviewRoute = guardedRoute(CONTACT_RIGHTS.view, {
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

async function countWhere(
  tx: Tx,
  table:
    typeof contractParties | typeof commissionings | typeof commissioningCoAuthors | typeof royaltyStatements,
  where: ReturnType<typeof eq>,
): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
