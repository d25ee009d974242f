import { Link } from '@/components/ui/link';
import type { AnyArea } from '@/lib/area/define-area';
import type { Comment } from '@/lib/contract/comments';
import { upstreamCaller } from '@/lib/pages/context';
import { getRecordComments } from '@/lib/upstream/comments';
import { CommentByline, CommentText } from './comment-body';
import { LazyCommentComposer, LazyOwnCommentActions } from './comment-controls-lazy';

const HEADING_ID = 'record-comments';

/** The thread's place on a record's page: drawn with the page, the thread itself when it comes into view. */
export function CommentsFrame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className="max-w-4xl space-y-4 border-t pt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          Comments
        </h2>
        {/* Chats is outside the spec's navigation: every thread leads to it. */}
        <Link href="/chats" className="text-sm font-medium underline-offset-4 hover:underline">
          All threads and your mentions
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * A record's comment thread, read on the server when the reader reaches it (see `LazyPanel`); only
 * the composer and one's own comments' Edit and Delete run in the browser, loaded after the thread.
 */
export async function RecordCommentsThread({
  area,
  id,
  userId,
}: {
  area: AnyArea;
  id: number;
  userId: number;
}) {
  const thread = `${area.path}/${id}/comments`;
  let comments: Comment[];
  try {
    comments = await getRecordComments(await upstreamCaller(), area, id);
  } catch {
    return <p className="text-sm text-muted-foreground">{COMMENTS_UNREAD}</p>;
  }
  return (
    <div className="space-y-4">
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.commentId}>
              <article
                aria-label={`Comment by ${comment.author.name}`}
                className="space-y-1 rounded-lg border bg-card p-3"
              >
                <CommentByline comment={comment} />
                <CommentText comment={comment} />
                {comment.author.userId === userId ? (
                  <LazyOwnCommentActions
                    key={comment.version}
                    path={`${thread}/${comment.commentId}`}
                    body={comment.body}
                    version={comment.version}
                  />
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <LazyCommentComposer path={thread} />
    </div>
  );
}

export const COMMENTS_UNREAD = 'The comments could not be read. Reload the page to try again.';
