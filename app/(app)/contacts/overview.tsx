import { Link } from '@/components/ui/link';
import { PlusIcon, UsersIcon } from '@/components/icons';

import { formatDay } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { contactArea, type ContactOverview } from '@/lib/areas/contacts';
import { CONTACT_ROLE } from '@/lib/contract/choices';
import type { ContactRole } from '@/lib/contract/enums';
import { formatNumber } from '@/lib/format';

const roleHref = (role: ContactRole) =>
  `${contactArea.hrefs.list}?${contactArea.listDefinition.toSearchParams({ ...contactArea.listDefinition.defaults(), filters: { roles: [role] } }).toString()}`;

/** /contacts: how many contacts of each role the firm keeps, and who was added lately. */
export function ContactOverviewScreen({
  overview,
  canCreate,
}: {
  overview: ContactOverview | null;
  canCreate: boolean;
}) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Contacts"
        description="Authors, translators, illustrators, agents and reviewers the firm works with."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/contacts/manage">
                <UsersIcon aria-hidden="true" />
                All contacts
              </Link>
            </Button>
            {canCreate ? (
              <Button asChild>
                <Link href="/contacts/manage/new">
                  <PlusIcon aria-hidden="true" />
                  New contact
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      {overview === null ? (
        <p role="alert" className="text-destructive">
          The overview could not be loaded. Please try again later.
        </p>
      ) : (
        <>
          <section aria-labelledby="by-role" className="space-y-3">
            <h2 id="by-role" className="text-lg font-semibold">
              By role
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
              <Card size="sm">
                <CardHeader>
                  <CardDescription>All contacts</CardDescription>
                  {/* Not a CardTitle: its leading-none would stand against text-2xl's line height. */}
                  <h3 data-slot="card-title" className="text-2xl font-semibold tabular-nums">
                    {formatNumber(overview.total)}
                  </h3>
                </CardHeader>
                <CardContent className="text-xs text-muted-foreground">
                  {formatNumber(overview.addedLast30Days)} added in the last 30 days
                </CardContent>
              </Card>
              {overview.byRole.map((entry) => (
                <Link
                  key={entry.role}
                  href={roleHref(entry.role)}
                  className="rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
                >
                  <Card size="sm" className="h-full transition-colors hover:bg-accent">
                    <CardHeader>
                      <CardDescription>{CONTACT_ROLE.labels[entry.role]}s</CardDescription>
                      <h3 data-slot="card-title" className="text-2xl font-semibold tabular-nums">
                        {formatNumber(entry.count)}
                      </h3>
                    </CardHeader>
                    <CardContent className="text-xs text-muted-foreground">Show the list</CardContent>
                  </Card>
                </Link>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">A contact with several roles counts under each.</p>
          </section>
          <section aria-labelledby="recent" className="space-y-3">
            <h2 id="recent" className="text-lg font-semibold">
              Recently added
            </h2>
            {overview.recentlyAdded.length === 0 ? (
              <p className="text-sm text-muted-foreground">No contacts yet.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {overview.recentlyAdded.map((contact) => (
                  <li
                    key={contact.contactId}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <Link
                        href={`/contacts/manage/${contact.contactId}`}
                        className="font-medium hover:underline"
                      >
                        {contact.name}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {contact.organisation ?? contact.email ?? '—'}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {contact.roles.map((role) => (
                        <Badge key={role} variant="secondary">
                          {CONTACT_ROLE.labels[role]}
                        </Badge>
                      ))}
                      <span className="text-sm text-muted-foreground">
                        Added {formatDay(contact.createdDate)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
