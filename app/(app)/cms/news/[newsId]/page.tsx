import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { newsArea, type NewsItem } from '@/lib/areas/news';
import { formatDateTime } from '@/lib/format';
import { meetsGuard } from '@/lib/rights';
import { NewsForm } from '../form';
import { NewsImagePanel } from '../image-panel';
import { NewsPreview } from '../preview';
import { NewsStatusActions } from '../status-actions';

export const metadata: Metadata = { title: 'News item' };

const read = (row: Record<string, unknown>) => row as NewsItem;

/** When it went or goes live, as its status tells. */
function liveFact(news: NewsItem): string | null {
  if (!news.publishedAt) return null;
  const at = formatDateTime(news.publishedAt);
  return news.status === 'scheduled' ? `Goes live ${at}` : `Published ${at}`;
}

/** Tomorrow at 09:00 UTC, the time Schedule offers first. */
function tomorrowAtNine(): string {
  return `${new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T09:00`;
}

export default areaRecordPage(newsArea, {
  Form: NewsForm,
  statusField: 'status',
  newNote: 'A new news item starts as a draft: preview it, then schedule or publish it.',
  facts: (row) => [liveFact(read(row)), `/${read(row).slug}`].filter(Boolean),
  actions: (row, user) => {
    const news = read(row);
    return meetsGuard(user, newsArea.rights.update) ? (
      <NewsStatusActions
        key={news.version}
        newsId={news.newsId}
        status={news.status}
        version={news.version}
        proposed={tomorrowAtNine()}
      />
    ) : null;
  },
  tabs: (row, user) => [
    { value: 'preview', label: 'Preview', content: <NewsPreview news={read(row)} /> },
    {
      value: 'image',
      label: 'Header image',
      content: <NewsImagePanel news={read(row)} canChange={meetsGuard(user, newsArea.rights.update)} />,
    },
  ],
});
