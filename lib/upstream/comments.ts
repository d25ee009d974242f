import 'server-only';
import { z } from 'zod';
import type { AnyArea } from '@/lib/area/define-area';
import {
  commentSchema,
  mentionSchema,
  threadSummarySchema,
  type Comment,
  type Mention,
  type ThreadSummary,
} from '@/lib/contract/comments';
import { listEnvelope, okEnvelope, pageMetaSchema, type PageMeta } from '@/lib/contract/envelope';
import type { ListPage } from '@/lib/contract/list-url';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** The typed calls of Chats that the server renders: a record's thread, the threads, the mentions. */

const commentsAnswer = okEnvelope(z.array(commentSchema));

export async function getRecordComments(
  caller: UpstreamCaller,
  area: AnyArea,
  id: number,
): Promise<Comment[]> {
  const answer = await upstreamCall(commentsAnswer, `${area.path}/${id}/comments`, {
    ...caller,
    fallbackError: 'Failed to fetch the comments',
  });
  return answer.data;
}

const pageQuery = (page: number) => (page > 1 ? { page } : undefined);

export async function listThreads(caller: UpstreamCaller, page: number): Promise<ListPage<ThreadSummary>> {
  const answer = await upstreamCall(listEnvelope(threadSummarySchema), 'comments/threads', {
    ...caller,
    query: pageQuery(page),
    fallbackError: 'Failed to fetch the threads',
  });
  return { items: answer.data, meta: answer.meta };
}

const mentionsAnswer = okEnvelope(
  z.object({ mentions: z.array(mentionSchema), unread: z.number().int(), meta: pageMetaSchema }),
);

export async function listMentions(
  caller: UpstreamCaller,
  page: number,
): Promise<{ mentions: Mention[]; unread: number; meta: PageMeta }> {
  const answer = await upstreamCall(mentionsAnswer, 'comments/mentions', {
    ...caller,
    query: pageQuery(page),
    fallbackError: 'Failed to fetch the mentions',
  });
  return answer.data;
}
