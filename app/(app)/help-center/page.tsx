import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { readArticles, searchArticles } from '@/lib/help/articles';
import { openPage } from '@/lib/pages/context';

export const metadata: Metadata = { title: 'Help Center' };

const HREF = '/help-center';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The help articles, searched on the server by the words in the address (`?q=`). */
export default async function HelpCenterPage({ searchParams }: { searchParams: SearchParams }) {
  await openPage(HREF);
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? '';
  const articles = searchArticles(await readArticles(), query);
  return (
    <div className="space-y-6">
      <PageHeader title="Help Center" description="How to do things in Colophon, area by area." />
      <form method="get" action={HREF} role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="help-q">Search the help</Label>
          <Input id="help-q" name="q" type="search" defaultValue={query} className="w-80" />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {articles.length === 0 ? (
        <p className="text-sm text-muted-foreground">No article mentions “{query}”.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h2" className="text-base">
                    <Link href={`${HREF}/${article.slug}`} className="underline-offset-4 hover:underline">
                      {article.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{article.summary}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
