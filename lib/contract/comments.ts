import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './comment-limits';
import { versionSchema } from './me';
import { recordId, safeText } from './safe-input';

/*
 * Comment threads on records (Chats): one thread per record of an area, read and written with the
 * record's own rights. Shared by the API's routes and the pages.
 */

const body = safeText({ error: 'Write the comment' })
  .trim()
  .min(1, 'Write the comment')
  .max(COMMENT_MAX_LENGTH, `A comment can have at most ${COMMENT_MAX_LENGTH} characters`);

export const commentInputSchema = z.object({ body });
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentUpdateSchema = z.object({ body, version: versionSchema });
export type CommentUpdate = z.input<typeof commentUpdateSchema>;

const person = z.object({ userId: z.number().int(), name: z.string(), userName: z.string() });

export const commentSchema = z.object({
  commentId: z.number().int(),
  body: z.string(),
  author: person,
  /** The colleagues it mentions who may see the record, in the order the text names them. */
  mentions: z.array(person),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  version: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A record as a thread names it: its area's path, its id, its name and its page. */
const recordSchema = z.object({
  area: z.string(),
  areaNoun: z.string(),
  recordId: z.number().int(),
  name: z.string(),
  href: z.string(),
});
export type CommentRecord = z.infer<typeof recordSchema>;

export const threadSummarySchema = z.object({
  record: recordSchema,
  comments: z.number().int(),
  lastAt: z.string(),
  last: z.object({ author: z.string(), body: z.string() }),
  /** Comments of the thread that mention the user and that they have not read. */
  unreadMentions: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const mentionSchema = z.object({
  record: recordSchema,
  comment: commentSchema,
  read: z.boolean(),
});
export type Mention = z.infer<typeof mentionSchema>;

export const CHATS_PAGE_SIZE = 50;

export const chatsQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'Expected a page number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Expected a page number'))
    .optional(),
});

/** The mentions to mark read: these comments', or all of the user's, said in so many words. */
export const mentionsReadSchema = z.union([
  z.object({ commentIds: z.array(recordId()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export type MentionsRead = z.infer<typeof mentionsReadSchema>;
