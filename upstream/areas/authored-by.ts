import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/bulk-insert';
import { commissioningCoAuthors, commissionings } from '../db/schema';

/**
 * The commissionings a contact is an author of, as lead or co-author, as a condition on
 * `commissionings`. Each side is found by its own index: written as `lead = $1 or exists (…)`, the
 * planner reads every commissioning (15 ms at 6,000 of them, where this takes under one).
 */
export const authoredBy = (contactId: number): SQL =>
  sql`${qualified(commissionings.id)} in (
    select ${commissionings.id} from ${commissionings} where ${commissionings.leadContactId} = ${contactId}
    union all
    select ${commissioningCoAuthors.commissioningId} from ${commissioningCoAuthors}
    where ${commissioningCoAuthors.contactId} = ${contactId}
  )`;
