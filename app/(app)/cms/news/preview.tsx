import { fileContentHref } from '@/lib/contract/file-slots';
import type { NewsItem } from '@/lib/areas/news';
import { formatDay } from '@/lib/format';

/**
 * The item as the website shows it: header image, title, summary and body. The body is drawn as stored,
 * which the API sanitised when it was saved (upstream/content/sanitize.ts).
 */
export function NewsPreview({ news }: { news: NewsItem }) {
  return (
    <article aria-label="Preview" className="max-w-3xl space-y-4 rounded-md border p-6">
      {news.imageFileId ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private stored file through the BFF
        <img
          src={fileContentHref(news.imageFileId)}
          alt=""
          className="max-h-72 w-full rounded object-cover"
        />
      ) : null}
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{news.title}</h2>
        <p className="text-sm text-muted-foreground">
          {news.publishedAt ? formatDay(news.publishedAt) : 'Not yet published'}
          {news.authors.length > 0 ? ` · ${news.authors.map((author) => author.name).join(', ')}` : ''}
        </p>
      </header>
      {news.summary ? <p className="text-lg text-muted-foreground">{news.summary}</p> : null}
      <div
        className="space-y-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: news.body ?? '' }}
      />
      {news.publications.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          About {news.publications.map((publication) => publication.title).join(', ')}
        </p>
      ) : null}
    </article>
  );
}
