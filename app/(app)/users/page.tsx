import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageLinks } from '@/components/data-table/page-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { staffList } from '@/lib/contract/users';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { listPendingAccessRequests, listStaff } from '@/lib/upstream/users';
import { AccessRequests } from './access-requests';
import { InviteUser } from './invite-user';
import { USERS_HREF } from './links';
import { StaffFilters } from './staff-filters';
import { StaffTable } from './staff-table';
import { UnreadParamsNotice } from '@/components/data-table/unread-params-notice';

export const metadata: Metadata = { title: 'Users' };

const log = createLogger('web');
const rights = AREA_RIGHTS.users;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Staff accounts, rendered on the server for the address (search, filters, sort and page are all in
 * it), with the access requests waiting above them and Invite user.
 */
export default async function UsersPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, caller } = await openPage(USERS_HREF);
  const { query, unread } = staffList.read(await searchParams);
  const [page, requests] = await Promise.all([
    listStaff(caller, query).then(
      (initial) => ({ initial, failure: null }),
      (error: unknown) => {
        log.warn({ err: error }, 'users failed');
        return { initial: null, failure: failureMessage(error, 'The users could not be read.') };
      },
    ),
    listPendingAccessRequests(caller).catch((error: unknown) => {
      log.warn({ err: error }, 'access requests failed');
      return [];
    }),
  ]);
  const href = (changes: Partial<typeof query>) => {
    const search = staffList.toSearchParams({ ...query, ...changes }).toString();
    return search ? `${USERS_HREF}?${search}` : USERS_HREF;
  };
  const canChange = meetsGuard(user, rights.update);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Staff accounts: who may sign in, in which groups, with two-factor or not, and when they last did."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/users2">Directory</Link>
            </Button>
            {meetsGuard(user, rights.create) ? <InviteUser /> : null}
          </>
        }
      />
      <UnreadParamsNotice unread={unread} />
      {requests.length > 0 ? (
        <AccessRequests requests={requests} canDecide={meetsGuard(user, rights.create)} />
      ) : null}
      <StaffFilters query={query} />
      {page.initial ? (
        <div className="space-y-4">
          <StaffTable
            members={page.initial.items}
            query={query}
            sortHref={(sort) => href({ sort, page: 1 })}
            canChange={canChange}
            selfId={user.userId}
          />
          {page.initial.meta.total > page.initial.meta.pageSize ? (
            <PageLinks meta={page.initial.meta} noun="users" href={(number) => href({ page: number })} />
          ) : null}
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Could not load the users</AlertTitle>
          <AlertDescription>
            <p>{page.failure}</p>
            <Button variant="outline" size="sm" asChild>
              <a href={href({})}>Try again</a>
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
