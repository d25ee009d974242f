import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { publications } from './catalogue';
import { news } from './content';
import { contacts } from './publishing';

/** The publications a news item is about. */
export const newsPublications = pgTable(
  'news_publications',
  {
    newsId: integer()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.publicationId] }), index().on(t.publicationId)],
);

/** The authors (contacts) a news item is about, in the order the item names them. */
export const newsAuthors = pgTable(
  'news_authors',
  {
    newsId: integer()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.contactId] }), index().on(t.contactId)],
);
