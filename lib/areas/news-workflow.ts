import type { NewsStatus } from '@/lib/contract/enums';

/*
 * A news item's life, as plain data the browser reads too: written as a draft, scheduled to go live at a
 * time (or published at once), published, then archived. A scheduled item goes live by itself at its time.
 */

export const NEWS_MOVES: Record<NewsStatus, readonly NewsStatus[]> = {
  draft: ['scheduled', 'published'],
  scheduled: ['published', 'draft'],
  published: ['archived'],
  archived: ['draft'],
};

export const NEWS_MOVE_LABELS: Record<NewsStatus, Partial<Record<NewsStatus, string>>> = {
  draft: { scheduled: 'Schedule', published: 'Publish now' },
  scheduled: { published: 'Publish now', draft: 'Back to draft' },
  published: { archived: 'Archive' },
  archived: { draft: 'Back to draft' },
};

export const canMoveNews = (from: NewsStatus, to: NewsStatus): boolean => NEWS_MOVES[from].includes(to);

export const MAX_NEWS_LINKS = 20;

export const NEWS_HREF = '/cms/news';
