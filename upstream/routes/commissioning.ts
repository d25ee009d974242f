import type { z } from '@hono/zod-openapi';
import { count, sql } from 'drizzle-orm';
import {
  commissioningIdParamSchema,
  commissioningListItemSchema,
  commissioningListQuerySchema,
  commissioningOverviewSchema,
  type CommissioningOverview,
} from '@/lib/contract/dashboard';
import { DASHBOARD_SECTION, DASHBOARD_SECTIONS, LEVEL, SECTION, type RequirementLike } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import type { Db } from '../db/client';
import { commissionings } from '../db/schema';
import { errorResponses, listEnvelope, okEnvelope } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { notFound } from '../platform/http-error';

/**
 * Who may read the commissionings overview (the dashboard's recent commissionings, and a commissioning's
 * contracts and publications): anyone who may view publishing records (section 1 at level 2), or anyone
 * shown the Publishing Firm Overview, whose card lists them. The second half keeps the card working for a
 * member of those groups whose rights were trimmed by hand.
 */
export const COMMISSIONING_OVERVIEW_RIGHTS: readonly RequirementLike[] = [
  { sectionId: SECTION.PUBLISHING, minLevel: LEVEL.VIEW },
  ...(
    DASHBOARD_SECTIONS.find((section) => section.id === DASHBOARD_SECTION.PUBLISHING_FIRM)?.groups ?? []
  ).map((groupId) => ({ groupId })),
];

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = guardedRoute(COMMISSIONING_OVERVIEW_RIGHTS, {
  method: 'get',
  path: '/commissioning',
  tags: ['commissioning'],
  summary: 'Commissionings, most recent first, with their contract and book counts',
  description:
    'Newest first (by creation). `limit` is the page size (5 by default, as the dashboard shows) and `page` ' +
    'the page; `meta.total` counts all commissionings.',
  request: { query: commissioningListQuerySchema },
  responses: {
    200: json(listEnvelope(commissioningListItemSchema.meta({ id: 'CommissioningListItem' })), 'One page'),
    ...errorResponses(400),
  },
});

const overviewRoute = guardedRoute(COMMISSIONING_OVERVIEW_RIGHTS, {
  method: 'get',
  path: '/commissioning/{commissioningId}',
  tags: ['commissioning'],
  summary: 'One commissioning with its contracts and publications',
  request: { params: commissioningIdParamSchema },
  responses: {
    200: json(
      okEnvelope(commissioningOverviewSchema.meta({ id: 'CommissioningOverview' })),
      'The commissioning',
    ),
    ...errorResponses(400, 404),
  },
});

async function listCommissionings(db: Db, limit: number, page: number) {
  const rows = await db
    .select({
      commissioningId: sql<number>`c.id`.mapWith(Number),
      commissioningTitle: sql<string>`c.title`,
      createdAt: sql<Date>`c.created_at`.mapWith((value: string | Date) => new Date(value)),
      contractsCount: sql<number>`(select count(*) from contracts k where k.commissioning_id = c.id)`.mapWith(
        Number,
      ),
      booksCount: sql<number>`(select count(*) from publications p where p.commissioning_id = c.id)`.mapWith(
        Number,
      ),
    })
    .from(sql`commissionings c`)
    .orderBy(sql`c.created_at desc`, sql`c.id desc`)
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(commissionings);
  return {
    data: rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

async function commissioningOverview(db: Db, commissioningId: number): Promise<CommissioningOverview | null> {
  const [head] = await db
    .select({
      commissioningId: sql<number>`c.id`.mapWith(Number),
      commissioningTitle: sql<string>`c.title`,
      status: sql<CommissioningOverview['status']>`c.status`,
      editorName: sql<string>`e.first_name || ' ' || e.last_name`,
      leadContactName: sql<string | null>`nullif(concat_ws(' ', l.first_name, l.last_name), '')`,
      createdAt: sql<Date>`c.created_at`.mapWith((value: string | Date) => new Date(value)),
      decisionDate: sql<string | null>`c.decision_date::text`,
      expectedDeliveryDate: sql<string | null>`c.expected_delivery_date::text`,
    })
    .from(
      sql`commissionings c join users e on e.id = c.editor_id left join contacts l on l.id = c.lead_contact_id`,
    )
    .where(sql`c.id = ${commissioningId}`);
  if (!head) return null;

  // Parties and prices are gathered per record in SQL, so each list is one query whatever its length.
  const contracts = await db
    .select({
      contractId: sql<number>`k.id`.mapWith(Number),
      reference: sql<string>`k.reference`,
      type: sql<CommissioningOverview['contracts'][number]['type']>`k.type`,
      status: sql<CommissioningOverview['contracts'][number]['status']>`k.status`,
      signedDate: sql<string | null>`k.signed_date::text`,
      advanceAmount: sql<number>`k.advance_amount`.mapWith(Number),
      currency: sql<string>`k.currency`,
      parties: sql<CommissioningOverview['contracts'][number]['parties']>`coalesce((
        select json_agg(json_build_object(
                 'name', concat_ws(' ', ct.first_name, ct.last_name), 'role', cp.role, 'splitPercent', cp.split_percent::float8)
               order by cp.split_percent desc, cp.id)
        from contract_parties cp join contacts ct on ct.id = cp.contact_id where cp.contract_id = k.id), '[]'::json)`,
    })
    .from(sql`contracts k`)
    .where(sql`k.commissioning_id = ${commissioningId}`)
    .orderBy(sql`k.created_at`, sql`k.id`);

  const publications = await db
    .select({
      publicationId: sql<number>`p.id`.mapWith(Number),
      title: sql<string>`p.title`,
      format: sql<CommissioningOverview['publications'][number]['format']>`p.format`,
      isbn: sql<string>`p.isbn`,
      status: sql<CommissioningOverview['publications'][number]['status']>`p.status`,
      publicationDate: sql<string | null>`p.publication_date::text`,
      contractId: sql<number | null>`p.contract_id`.mapWith(Number),
      prices: sql<CommissioningOverview['publications'][number]['prices']>`coalesce((
        select json_agg(json_build_object('currency', pp.currency, 'amount', pp.amount) order by pp.currency)
        from publication_prices pp where pp.publication_id = p.id), '[]'::json)`,
    })
    .from(sql`publications p`)
    .where(sql`p.commissioning_id = ${commissioningId}`)
    .orderBy(sql`p.publication_date nulls last`, sql`p.id`);

  const { createdAt, ...rest } = head;
  return { ...rest, createdDate: createdAt.toISOString(), contracts, publications };
}

export function registerCommissioningRoutes(app: UpstreamApp): void {
  app.openapi(listRoute, async (c) => {
    const { limit, page } = c.req.valid('query');
    const { data, total } = await listCommissionings(c.var.deps.database.db, limit, page);
    return c.json({ success: true as const, data, meta: { page, pageSize: limit, total } }, 200);
  });

  app.openapi(overviewRoute, async (c) => {
    const { commissioningId } = c.req.valid('param');
    const data = await commissioningOverview(c.var.deps.database.db, commissioningId);
    if (!data) throw notFound('Commissioning not found');
    return c.json({ success: true as const, data }, 200);
  });
}
