import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { COMMENT_MAX_LENGTH } from '@/lib/contract/comment-limits';
import { users } from './access';
import { identity, versioned } from './columns';

/*
 * Comment threads on records. A thread is every comment on one record of one area (`area` is the
 * area's API path, `record_id` its id); it has no row of its own. Records are not referenced by a
 * foreign key, since they live in a table per area: a record's comments outlive nothing but the API's
 * check that the record exists when one is written.
 */
export const comments = pgTable(
  'comments',
  {
    id: identity(),
    area: text().notNull(),
    recordId: integer().notNull(),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    body: text().notNull(),
    ...versioned(),
  },
  (t) => [
    check('comments_body_check', sql`length(${t.body}) between 1 and ${sql.raw(String(COMMENT_MAX_LENGTH))}`),
    index().on(t.area, t.recordId, t.createdAt),
    index().on(t.createdAt, t.id),
    index().on(t.authorId),
  ],
);

/** Who a comment mentions, and when they read it (null: unread). */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index().on(t.userId, t.commentId)],
);
