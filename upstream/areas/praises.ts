import { eq, sql } from 'drizzle-orm';
import { praiseArea } from '@/lib/areas/praises';
import { qualified } from '../db/bulk-insert';
import { praises, publicationContributors, publications } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { registerArea, unprocessable, type AreaDomain } from '../resources';

/* Praises' rules: the publication a praise is about exists, and the person it names is a contributor. */

const publicationTitle = sql<string>`(select p.title from publications p where p.id = ${qualified(praises.publicationId)})`;
const contributorName = sql<
  string | null
>`(select concat_ws(' ', k.first_name, k.last_name) from contacts k where k.id = ${qualified(praises.contributorId)})`;

const domain: AreaDomain<typeof praiseArea> = {
  table: praises,
  columns: { publicationTitle, contributorName },
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
    if (values.contributorId === null) return;
    // One of the publication's contributors, or anyone the firm credits on a publication.
    const [credited] = await tx
      .select({ contactId: publicationContributors.contactId })
      .from(publicationContributors)
      .where(eq(publicationContributors.contactId, values.contributorId))
      .limit(1);
    if (!credited)
      throw unprocessable([
        {
          path: 'contributorId',
          message: `Contact ${values.contributorId} is credited on no publication: a praise can be about a contributor only`,
        },
      ]);
  },
  row: (values, columns) => ({ ...columns, position: values.position ?? 1 }),
};

export function registerPraiseRoutes(app: UpstreamApp): void {
  registerArea(app, praiseArea, domain);
}
