import { z } from '@hono/zod-openapi';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { customerAccountSchema, orderArea, orderableSchema } from '@/lib/areas/orders';
import { okEnvelope } from '@/lib/contract/envelope';
import { safeText } from '@/lib/contract/safe-input';
import { contacts, publicationPrices, publications } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { containsPattern, mountRoute, readQuery } from '../resources';
import { publicationRefColumns } from './refs';

/*
 * What an order's form looks up, under the orders' own rights (a financial assistant need not see the
 * contacts or the catalogue pages): formats of titles with their list price, and customer accounts.
 */

const LOOKUP_LIMIT = 10;
const term = safeText().trim().min(2, 'Type at least two characters').max(100);

const publicationQuery = z.object({
  q: term.meta({ description: 'Title or ISBN' }),
  currency: safeText()
    .regex(/^[A-Z]{3}$/, 'Use the three-letter ISO 4217 code')
    .optional()
    .meta({ description: 'The order’s currency, for the list price' }),
});
const publicationsRoute = guardedRoute(orderArea.rights.update, {
  method: 'get',
  path: '/orders/publications',
  tags: ['orders'],
  summary: 'Formats of titles an order line can name, found by title or ISBN, with their list price',
  request: { query: publicationQuery },
  responses: {
    200: {
      description: 'At most ten, by title',
      content: {
        'application/json': { schema: okEnvelope(z.array(orderableSchema.meta({ id: 'Orderable' }))) },
      },
    },
  },
});

const customerQuery = z.object({ q: term.meta({ description: 'Name, organisation or email' }) });
const customersRoute = guardedRoute(orderArea.rights.update, {
  method: 'get',
  path: '/orders/customers',
  tags: ['orders'],
  summary: 'Contacts an order can be kept under, found by name, organisation or email',
  request: { query: customerQuery },
  responses: {
    200: {
      description: 'At most ten, by name',
      content: {
        'application/json': {
          schema: okEnvelope(z.array(customerAccountSchema.meta({ id: 'CustomerAccount' }))),
        },
      },
    },
  },
});

const contactName = sql<string>`coalesce(${contacts.organisation}, concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))`;
const contactAddress = sql<
  string | null
>`nullif(concat_ws(', ', ${contacts.addressLine1}, ${contacts.addressLine2},
  concat_ws(' ', ${contacts.postcode}, ${contacts.city}), ${contacts.region}, ${contacts.country}), '')`;

export function registerOrderLookups(app: UpstreamApp): void {
  mountRoute(app, publicationsRoute, async (c) => {
    const { q, currency } = readQuery(c, publicationQuery);
    const pattern = containsPattern(q);
    const rows = await c.var.deps.database.db
      .select({ ...publicationRefColumns, listPrice: publicationPrices.amount })
      .from(publications)
      .leftJoin(
        publicationPrices,
        and(
          eq(publicationPrices.publicationId, publications.id),
          eq(publicationPrices.currency, currency ?? ''),
        ),
      )
      .where(or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)))
      .orderBy(publications.title, publications.id)
      .limit(LOOKUP_LIMIT);
    return c.json({ success: true, data: rows }, 200);
  });

  mountRoute(app, customersRoute, async (c) => {
    const { q } = readQuery(c, customerQuery);
    const pattern = containsPattern(q);
    const rows = await c.var.deps.database.db
      .select({
        contactId: contacts.id,
        name: contactName,
        email: contacts.email,
        country: contacts.country,
        address: contactAddress,
      })
      .from(contacts)
      .where(
        or(
          ilike(contacts.organisation, pattern),
          ilike(sql`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`, pattern),
          ilike(contacts.email, pattern),
        ),
      )
      .orderBy(contactName, contacts.id)
      .limit(LOOKUP_LIMIT);
    return c.json({ success: true, data: rows }, 200);
  });
}
