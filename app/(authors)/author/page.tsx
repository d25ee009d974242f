import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/format';
import { getAuthorProfile } from '@/lib/upstream/author';
import { AUTHOR_HREF, LoadFailed, loaded, openAuthorPage } from './parts';

export const metadata: Metadata = { title: 'Authors Area' };

/**
 * The authors area's front page: who the account is at the firm, and what they have in each part of
 * the area. An account the firm has not linked to an author's record is told so.
 */
export default async function AuthorOverviewPage() {
  const { user, caller } = await openAuthorPage();
  const profile = await loaded('author record', getAuthorProfile(caller));
  const title = `Welcome, ${user.firstName}`;
  if (!profile.data)
    return (
      <div className="space-y-6">
        <PageHeader title={title} description="The authors area of Colophon Press." />
        <LoadFailed what="author record" failure={profile.failure} href={AUTHOR_HREF} />
      </div>
    );
  const { counts } = profile.data;
  const parts = [
    {
      href: '/author/contracts',
      title: 'Contracts',
      text: `${formatNumber(counts.contracts)} ${counts.contracts === 1 ? 'contract' : 'contracts'} with the firm, to read`,
    },
    {
      href: '/author/statements',
      title: 'Royalty statements',
      text: `${formatNumber(counts.statements)} ${counts.statements === 1 ? 'statement' : 'statements'}, each as a PDF`,
    },
    { href: '/author/sales', title: 'Sales', text: 'Copies of your titles sold, by month, quarter or year' },
    {
      href: '/author/proposals',
      title: 'Proposals',
      text: `${formatNumber(counts.proposals)} sent; send a new one with a sample`,
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={
          profile.data.linked
            ? `The authors area of Colophon Press, for ${profile.data.name}.`
            : 'The authors area of Colophon Press.'
        }
      />
      {profile.data.linked ? null : (
        <p role="status" className="rounded-md border border-dashed p-4 text-sm">
          Your account is not linked to your author’s record yet, so there is nothing to show. The firm’s
          administrators link it; write to your editor if this takes more than a day.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your authors area">
        {parts.map((part) => (
          <li key={part.href}>
            <Link
              href={part.href}
              className="block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              <Card className="h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <CardTitle as="h2">{part.title}</CardTitle>
                  <CardDescription>{part.text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
