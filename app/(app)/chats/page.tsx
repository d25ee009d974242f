import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { CommentByline, CommentText } from '@/components/comments/comment-body';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import type { PageMeta } from '@/lib/contract/envelope';
import { formatDateTime, formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { listMentions, listThreads } from '@/lib/upstream/comments';
import { cn } from '@/lib/utils';
import { MarkMentionsRead } from './mark-read';

export const metadata: Metadata = { title: 'Chats' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type View = 'records' | 'mentions';

const hrefOf = (view: View, page = 1) =>
  `/chats${view === 'mentions' ? '?view=mentions' : ''}${page > 1 ? `${view === 'mentions' ? '&' : '?'}page=${page}` : ''}`;

function pageOf(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return Math.max(page, 1);
}

function ViewTabs({ view, unread }: { view: View; unread: number }) {
  const tabs = [
    { view: 'records' as const, title: 'By record' },
    { view: 'mentions' as const, title: 'Mentions' },
  ];
  return (
    <nav aria-label="Chats">
      <ul className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
        {tabs.map((tab) => {
          const current = tab.view === view;
          return (
            <li key={tab.view} className="h-full">
              <Link
                href={hrefOf(tab.view)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-full items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
                  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                  current && 'bg-background text-foreground shadow-sm',
                )}
              >
                {tab.title}
                {tab.view === 'mentions' && unread > 0 ? (
                  <Badge aria-label={`${unread} unread`}>{formatNumber(unread)}</Badge>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Pages({ view, meta }: { view: View; meta: PageMeta }) {
  const last = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (last === 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
      {meta.page > 1 ? <Link href={hrefOf(view, meta.page - 1)}>Previous page</Link> : null}
      <span className="text-muted-foreground">
        Page {meta.page} of {last}
      </span>
      {meta.page < last ? <Link href={hrefOf(view, meta.page + 1)}>Next page</Link> : null}
    </nav>
  );
}

const EMPTY = 'rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground';

/**
 * Chats: the comment threads on records the user may see, latest activity first, and the comments that
 * mention them with what they have not read yet. The threads themselves are on the records' pages.
 */
export default async function ChatsPage({ searchParams }: { searchParams: SearchParams }) {
  const { caller } = await openPage('/chats');
  const params = await searchParams;
  const view: View = params.view === 'mentions' ? 'mentions' : 'records';
  const page = pageOf(params.page);
  const [threads, mentions] = await Promise.all([
    view === 'records' ? listThreads(caller, page) : undefined,
    listMentions(caller, view === 'mentions' ? page : 1),
  ]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Chats"
        description="Comments on records, by record and where you are mentioned. Comment on a record from its page."
        actions={
          view === 'mentions' && mentions.unread > 0 ? <MarkMentionsRead label="Mark all as read" /> : null
        }
      />
      <ViewTabs view={view} unread={mentions.unread} />
      {threads ? (
        threads.items.length === 0 ? (
          <p className={EMPTY}>No comments yet on the records you can see.</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Threads">
            {threads.items.map((thread) => (
              <li key={`${thread.record.area}-${thread.record.recordId}`} className="space-y-1 p-4">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <Link href={thread.record.href} className="font-medium underline-offset-4 hover:underline">
                    {thread.record.name}
                  </Link>
                  <span className="text-sm text-muted-foreground">{thread.record.areaNoun}</span>
                  {thread.unreadMentions > 0 ? (
                    <Badge>
                      {thread.unreadMentions === 1
                        ? '1 unread mention'
                        : `${thread.unreadMentions} unread mentions`}
                    </Badge>
                  ) : null}
                </div>
                <p className="truncate text-sm">
                  <span className="font-medium">{thread.last.author}:</span> {thread.last.body}
                </p>
                <p className="text-xs text-muted-foreground">
                  {thread.comments === 1 ? '1 comment' : `${formatNumber(thread.comments)} comments`}, last{' '}
                  <time dateTime={thread.lastAt}>{formatDateTime(thread.lastAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )
      ) : mentions.mentions.length === 0 ? (
        <p className={EMPTY}>No one has mentioned you yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Mentions">
          {mentions.mentions.map(({ record, comment, read }) => (
            <li key={comment.commentId}>
              <article
                aria-label={`${read ? '' : 'Unread: '}${comment.author.name} on ${record.name}`}
                className={cn('space-y-2 rounded-lg border p-4', !read && 'border-primary bg-accent/40')}
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <Link href={record.href} className="font-medium underline-offset-4 hover:underline">
                    {record.name}
                  </Link>
                  <span className="text-sm text-muted-foreground">{record.areaNoun}</span>
                  {read ? null : <Badge>Unread</Badge>}
                </div>
                <CommentByline comment={comment} />
                <CommentText comment={comment} />
                {read ? null : <MarkMentionsRead commentId={comment.commentId} label="Mark as read" />}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pages view={view} meta={threads ? threads.meta : mentions.meta} />
    </div>
  );
}
