import { z } from '@hono/zod-openapi';
import { and, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { couponArea } from '@/lib/areas/coupons';
import { publicationRef } from '@/lib/areas/refs';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { safeText } from '@/lib/contract/safe-input';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import type { UpstreamApp } from '../platform/app-type';
import { publicationRefColumns } from './refs';
import { couponPublications, coupons, currencies, orders, publications } from '../db/schema';
import { guardedRoute } from '../platform/guarded-route';
import {
  containsPattern,
  mountRoute,
  plural,
  readQuery,
  registerArea,
  unprocessable,
  type AreaDomain,
} from '../resources';

/*
 * Coupons' business rules: a code is free whatever its case, a fixed amount names a currency the firm
 * keeps, chosen publications exist, and a coupon used on orders is kept (switched off, not deleted).
 */

const today = sql`current_date`;
const state = sql<string>`case
  when not ${coupons.active} then 'inactive'
  when ${coupons.validUntil} < ${today} then 'expired'
  when ${coupons.usageLimit} is not null and ${coupons.usageCount} >= ${coupons.usageLimit} then 'used_up'
  when ${coupons.validFrom} > ${today} then 'scheduled'
  else 'active' end`;

const publicationIds = sql<
  number[]
>`(select coalesce(array_agg(${couponPublications.publicationId} order by ${couponPublications.publicationId}), '{}')
  from ${couponPublications} where ${couponPublications.couponId} = ${qualified(coupons.id)})`;

const linkedPublications = sql`(select coalesce(json_agg(json_build_object(
    'publicationId', ${publications.id}, 'title', ${publications.title}, 'format', ${publications.format},
    'isbn', ${publications.isbn}, 'status', ${publications.status}, 'publicationDate', ${publications.publicationDate})
    order by ${publications.title}, ${publications.id}), '[]'::json)
  from ${couponPublications} join ${publications} on ${publications.id} = ${couponPublications.publicationId}
  where ${couponPublications.couponId} = ${qualified(coupons.id)})`;

const LOOKUP_LIMIT = 10;

async function check(
  tx: Tx,
  values: { code: string; currency: string | null; publicationIds: number[] },
  id?: number,
) {
  const issues: FieldIssue[] = [];
  const [holder] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, values.code), id ? ne(coupons.id, id) : undefined));
  if (holder)
    issues.push({ path: 'code', message: `Coupon ${holder.id} already has the code ${values.code}` });
  if (values.currency) {
    const [known] = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, values.currency));
    if (!known) issues.push({ path: 'currency', message: `The firm keeps no currency ${values.currency}` });
  }
  if (values.publicationIds.length > 0) {
    const found = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.id, values.publicationIds));
    const known = new Set(found.map((row) => row.id));
    const missing = values.publicationIds.filter((publicationId) => !known.has(publicationId));
    if (missing.length > 0)
      issues.push({ path: 'publicationIds', message: `There is no publication ${missing.join(', ')}` });
  }
  if (issues.length > 0) throw unprocessable(issues);
}

const lookupQuery = z.object({
  q: safeText().trim().min(2, 'Type at least two characters').max(100).meta({ description: 'Title or ISBN' }),
});
const lookupRoute = guardedRoute(couponArea.rights.update, {
  method: 'get',
  path: '/coupons/publications',
  tags: ['coupons'],
  summary: 'Publications a coupon can be limited to, found by title or ISBN',
  request: { query: lookupQuery },
  responses: {
    200: {
      description: 'At most ten, by title',
      content: {
        'application/json': { schema: okEnvelope(z.array(publicationRef.meta({ id: 'PublicationRef' }))) },
      },
    },
  },
});

const domain: AreaDomain<typeof couponArea> = {
  table: coupons,
  columns: { state, publicationIds, publications: linkedPublications },
  check: ({ tx }, values, before) => check(tx, values, before?.couponId),
  row: (values, columns) => ({
    ...columns,
    percentOff: values.discountType === 'percent' ? columns.percentOff : null,
    amountOff: values.discountType === 'fixed' ? values.amountOff : null,
    currency: values.discountType === 'fixed' ? values.currency : null,
  }),
  async afterWrite({ tx }, id, values, before) {
    const chosen = values.appliesToAll ? [] : values.publicationIds;
    if (before && JSON.stringify(before.publicationIds) === JSON.stringify([...chosen].sort((a, b) => a - b)))
      return;
    await tx.delete(couponPublications).where(eq(couponPublications.couponId, id));
    if (chosen.length > 0)
      await tx
        .insert(couponPublications)
        .values(chosen.map((publicationId) => ({ couponId: id, publicationId })));
  },
  dependents: [
    {
      async count(tx, id) {
        const [row] = await tx.select({ total: count() }).from(orders).where(eq(orders.couponId, id));
        return row?.total ?? 0;
      },
      describe: (n) => `used on ${plural(n, 'order')} (switch it off instead)`,
    },
  ],
  extend(app) {
    mountRoute(app, lookupRoute, async (c) => {
      const { q } = readQuery(c, lookupQuery);
      const pattern = containsPattern(q);
      const rows = await c.var.deps.database.db
        .select(publicationRefColumns)
        .from(publications)
        .where(or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)))
        .orderBy(publications.title, publications.id)
        .limit(LOOKUP_LIMIT);
      return c.json({ success: true, data: rows }, 200);
    });
  },
};

export function registerCouponRoutes(app: UpstreamApp): void {
  registerArea(app, couponArea, domain);
}
