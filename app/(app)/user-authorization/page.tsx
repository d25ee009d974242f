import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { staffList } from '@/lib/contract/users';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { getUserAccess, listGroupRights } from '@/lib/upstream/user-authorization';
import { listStaff } from '@/lib/upstream/users';
import { EffectiveRights } from './effective-rights';
import { GroupRightsEditor } from './group-rights-editor';
import { UserAccessForm } from './user-access-form';

export const metadata: Metadata = { title: 'User Authorization' };

const HREF = '/user-authorization';
const log = createLogger('web');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A failed read as the page says it, rather than an error page: the other part still works. */
function settle<T>(load: Promise<T>, what: string) {
  return load.then(
    (data) => ({ data, failure: null }),
    (error: unknown) => {
      log.warn({ err: error }, `${what} failed`);
      return { data: null, failure: failureMessage(error, `The ${what} could not be read.`) };
    },
  );
}

function Failure({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/**
 * The rights editor: every group's level in every section, and one user's groups and own rights with
 * what they hold in effect and where it comes from. Changes are audited and in force on the next page.
 */
export default async function UserAuthorizationPage({ searchParams }: { searchParams: SearchParams }) {
  const { caller } = await openPage(HREF);
  const chosen = Number((await searchParams).userId);
  const userId = Number.isInteger(chosen) && chosen > 0 && chosen <= 2_147_483_647 ? chosen : null;
  const [groups, staff, access] = await Promise.all([
    settle(listGroupRights(caller), 'groups’ rights'),
    settle(listStaff(caller, { ...staffList.defaults(), pageSize: 100 }), 'users'),
    userId ? settle(getUserAccess(caller, userId), 'user’s access') : null,
  ]);

  return (
    <div className="space-y-8">
      <PageHeader
        title="User Authorization"
        description="What each group may do in each section, and what each user holds: their groups' rights and their own. Changes are in force on the user's next page."
        actions={
          <Button asChild variant="outline">
            <Link href="/user-authorization/audit-log">Audit trail</Link>
          </Button>
        }
      />
      <section aria-labelledby="group-rights-title" className="space-y-3">
        <h2 id="group-rights-title" className="text-lg font-semibold">
          Group rights
        </h2>
        <p className="text-sm text-muted-foreground">
          Levels: 2 view, 3 edit, 4 approve or run, 5 manage; each includes the ones below it.
        </p>
        {groups.data ? (
          <GroupRightsEditor initial={groups.data} />
        ) : (
          <Failure title="Could not load the groups’ rights" message={groups.failure} />
        )}
      </section>
      <section aria-labelledby="user-access-title" className="space-y-3">
        <h2 id="user-access-title" className="text-lg font-semibold">
          A user’s access
        </h2>
        <form method="get" action={HREF} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="access-user">User</Label>
            <NativeSelect id="access-user" name="userId" defaultValue={userId ?? ''} className="w-72">
              <option value="">Choose a user</option>
              {(staff.data?.items ?? []).map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.lastName}, {member.firstName} ({member.userName})
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
        {staff.failure ? <Failure title="Could not load the users" message={staff.failure} /> : null}
        {access?.failure ? (
          <Failure title="Could not load the user’s access" message={access.failure} />
        ) : null}
        {access?.data ? (
          <Card>
            <CardHeader>
              <CardTitle>
                {access.data.firstName} {access.data.lastName}
              </CardTitle>
              <CardDescription>
                {access.data.userName}
                {access.data.active ? '' : ' · deactivated'}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <UserAccessForm key={access.data.version} access={access.data} />
              <EffectiveRights access={access.data} />
            </CardContent>
          </Card>
        ) : null}
      </section>
    </div>
  );
}
