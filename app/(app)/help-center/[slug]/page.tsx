import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ChevronLeftIcon } from '@/components/icons';

import { PageHeader } from '@/components/ui/page-header';
import { articleHtml, readArticle } from '@/lib/help/articles';
import { openPage } from '@/lib/pages/context';
import { MARKDOWN_CLASSES } from '../markdown';

export const metadata: Metadata = { title: 'Help Center' };

/** One help article, rendered on the server from its Markdown in the repository. */
export default async function HelpArticlePage({ params }: { params: Promise<{ slug: string }> }) {
  await openPage('/help-center');
  const article = await readArticle((await params).slug);
  if (!article) notFound();
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/help-center" className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        Help Center
      </Link>
      <PageHeader title={article.title} />
      <div className={MARKDOWN_CLASSES} dangerouslySetInnerHTML={{ __html: articleHtml(article) }} />
    </div>
  );
}
