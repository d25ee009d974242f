import { eq, sql } from 'drizzle-orm';
import { praiseArea } from '@/lib/areas/praises';
import { qualified } from '../db/bulk-insert';
import { praises, publications } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { registerArea, unprocessable, type AreaDomain } from '../resources';

/* Praises' rules: the publication a praise is about exists. */

const publicationTitle = sql<string>`(select p.title from publications p where p.id = ${qualified(praises.publicationId)})`;

const domain: AreaDomain<typeof praiseArea> = {
  table: praises,
  columns: { publicationTitle },
  filters: { publicationId: (value) => eq(praises.publicationId, Number(value)) },
  search: (pattern) =>
    sql`${praises.publicationId} in (select p.id from publications p where p.title ilike ${pattern})`,
  async check({ tx }, values) {
    const [publication] = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.id, values.publicationId));
    if (!publication)
      throw unprocessable([
        { path: 'publicationId', message: `There is no publication ${values.publicationId}` },
      ]);
  },
  row: (values, columns) => ({ ...columns, position: values.position ?? 1 }),
};

export function registerPraiseRoutes(app: UpstreamApp): void {
  registerArea(app, praiseArea, domain);
}
