import { MENTION_PATTERN } from '@/lib/contract/comment-limits';
import type { Comment } from '@/lib/contract/comments';
import { formatDateTime } from '@/lib/format';

/** A comment's text with the colleagues it mentions marked; other `@words` stay plain text. */
function CommentText({ comment }: { comment: Comment }) {
  const mentioned = new Set(comment.mentions.map((person) => person.userName));
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of comment.body.matchAll(MENTION_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!mentioned.has(name)) continue;
    parts.push(comment.body.slice(from, match.index));
    const person = comment.mentions.find((candidate) => candidate.userName === name);
    parts.push(
      <span key={match.index} className="font-medium text-primary" title={person?.name}>
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(comment.body.slice(from));
  return <p className="text-sm break-words whitespace-pre-wrap">{parts}</p>;
}

/** Who wrote a comment and when; "edited" once it was changed. */
function CommentByline({ comment }: { comment: Comment }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium">{comment.author.name}</span>
      <time dateTime={comment.createdAt} className="text-muted-foreground">
        {formatDateTime(comment.createdAt)}
      </time>
      {comment.edited ? (
        <span className="text-muted-foreground" title={`Edited ${formatDateTime(comment.updatedAt)}`}>
          (edited)
        </span>
      ) : null}
    </p>
  );
}

export { CommentByline, CommentText };
