import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { STAFF_STATUS, choiceLabel, choiceTone } from '@/lib/contract/choices';
import { MAX_PAGE_SIZE } from '@/lib/contract/list-url';
import { staffList, type StaffMember } from '@/lib/contract/users';
import { formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { GROUPS } from '@/lib/rights/groups';
import { failureMessage } from '@/lib/upstream/errors';
import { listStaff } from '@/lib/upstream/users';

export const metadata: Metadata = { title: 'Staff directory' };

const HREF = '/users2';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function PersonCard({ member }: { member: StaffMember }) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3" className="text-base">
          {member.firstName} {member.lastName}
        </CardTitle>
        <CardDescription>{member.jobTitle ?? member.userName}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-2 px-4 text-sm">
        <a href={`mailto:${member.email}`} className="underline-offset-4 hover:underline">
          {member.email}
        </a>
        {member.status === 'active' ? null : (
          <StatusBadge
            label={choiceLabel(STAFF_STATUS, member.status)}
            tone={choiceTone(STAFF_STATUS, member.status)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The staff as a directory: a card per person under each of their groups, searched by name, user name
 * or address. The same people as /users, for finding a colleague rather than administering accounts.
 */
export default async function StaffDirectoryPage({ searchParams }: { searchParams: SearchParams }) {
  const { caller } = await openPage(HREF);
  const query = { ...staffList.parse(await searchParams), page: 1, pageSize: MAX_PAGE_SIZE };
  const answer = await listStaff(caller, query).then(
    (page) => ({ page, failure: null }),
    (error: unknown) => ({ page: null, failure: failureMessage(error, 'The staff could not be read.') }),
  );
  const members = answer.page?.items ?? [];
  const sections = [
    ...GROUPS.map((group) => ({
      key: String(group.id),
      title: group.name,
      people: members.filter((member) => member.groups.includes(group.id)),
    })),
    { key: 'none', title: 'In no group', people: members.filter((member) => member.groups.length === 0) },
  ].filter((section) => section.people.length > 0);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Staff directory"
        description="Colleagues by group, with their role and address. Someone in several groups is under each."
      />
      <form method="get" action={HREF} role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="directory-q">Search</Label>
          <Input
            id="directory-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Name, user name or email"
            className="w-72"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {query.q ? (
          <Button asChild variant="ghost">
            <Link href={HREF}>Clear</Link>
          </Button>
        ) : null}
      </form>
      {answer.failure ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the staff</AlertTitle>
          <AlertDescription>{answer.failure}</AlertDescription>
        </Alert>
      ) : null}
      {answer.page && answer.page.meta.total > members.length ? (
        <p className="text-sm text-muted-foreground">
          The first {formatNumber(members.length)} of {formatNumber(answer.page.meta.total)} people, by name:
          search to find the others.
        </p>
      ) : null}
      {answer.page && sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody matches “{query.q}”.</p>
      ) : null}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`group-${section.key}`} className="space-y-3">
          <h2 id={`group-${section.key}`} className="text-lg font-semibold">
            {section.title} <span className="text-muted-foreground">({section.people.length})</span>
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {section.people.map((member) => (
              <PersonCard key={member.userId} member={member} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
