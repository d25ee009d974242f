import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { timestamps } from './columns';
import { proposals } from './content';
import { contacts } from './publishing';

/**
 * The authors area: which contact an author's account is. Everything an author sees (contracts,
 * statements, sales, proposals) is found through this one row, so an account without it sees nothing.
 */
export const authorAccounts = pgTable('author_accounts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** One account per contact: two accounts never share an author's records. */
  contactId: integer()
    .notNull()
    .unique()
    .references(() => contacts.id, { onDelete: 'restrict' }),
  ...timestamps(),
});

/** Proposals an author submitted from the authors area, by the contact they were submitted as. */
export const authorProposals = pgTable(
  'author_proposals',
  {
    proposalId: integer()
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.contactId, t.submittedAt), index().on(t.submittedById)],
);
