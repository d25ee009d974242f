import { Link } from '@/components/ui/link';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { STAFF_STATUS, choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { StaffMember } from '@/lib/contract/users';
import { DASH, formatDateTime } from '@/lib/format';
import { groupName } from '@/lib/rights/groups';
import type { StaffQuery } from '@/lib/upstream/users';
import { StaffActions } from './staff-actions';

type SortField = 'name' | 'userName' | 'lastLoginAt';

/** A column heading that sorts the list by it, ascending first, and says which way it is sorted. */
function SortHeading({
  field,
  label,
  query,
  sortHref,
}: {
  field: SortField;
  label: string;
  query: StaffQuery;
  sortHref: (sort: StaffQuery['sort']) => string;
}) {
  const current = query.sort === field ? 'ascending' : query.sort === `-${field}` ? 'descending' : 'none';
  const Icon = current === 'ascending' ? ArrowUpIcon : current === 'descending' ? ArrowDownIcon : null;
  return (
    <TableHead aria-sort={current}>
      <Link
        href={sortHref(current === 'ascending' ? `-${field}` : field)}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
      </Link>
    </TableHead>
  );
}

/**
 * The staff accounts of one page, each name opening the person's access and rights, with each account's
 * actions for those who may change them.
 */
export function StaffTable({
  members,
  query,
  sortHref,
  canChange,
  selfId,
}: {
  members: readonly StaffMember[];
  query: StaffQuery;
  sortHref: (sort: StaffQuery['sort']) => string;
  canChange: boolean;
  selfId: number;
}) {
  const sorting = { query, sortHref };
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <SortHeading field="name" label="Name" {...sorting} />
            <SortHeading field="userName" label="User name" {...sorting} />
            <TableHead>Email</TableHead>
            <TableHead>Groups</TableHead>
            <TableHead>Two-factor</TableHead>
            <TableHead>Status</TableHead>
            <SortHeading field="lastLoginAt" label="Last sign-in" {...sorting} />
            {canChange ? (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.length === 0 ? (
            <TableRow>
              <TableCell colSpan={canChange ? 8 : 7} className="h-24 text-center text-muted-foreground">
                No users match.
              </TableCell>
            </TableRow>
          ) : null}
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <TableRow key={member.userId}>
                <TableCell>
                  <Link
                    href={`/user-authorization?userId=${member.userId}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                  {member.jobTitle ? (
                    <div className="text-xs text-muted-foreground">{member.jobTitle}</div>
                  ) : null}
                </TableCell>
                <TableCell className="font-mono text-xs">{member.userName}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    {member.groups.map((groupId) => (
                      <Badge key={groupId} variant="outline">
                        {groupName(groupId) ?? `Group ${groupId}`}
                      </Badge>
                    ))}
                  </div>
                </TableCell>
                <TableCell>{member.twoFactorEnabled ? 'On' : 'Off'}</TableCell>
                <TableCell>
                  <StatusBadge
                    label={choiceLabel(STAFF_STATUS, member.status)}
                    tone={choiceTone(STAFF_STATUS, member.status)}
                  />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : DASH}
                </TableCell>
                {canChange ? (
                  <TableCell className="text-right">
                    {member.userId === selfId ? null : (
                      <StaffActions
                        userId={member.userId}
                        name={name}
                        status={member.status}
                        twoFactorEnabled={member.twoFactorEnabled}
                      />
                    )}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
