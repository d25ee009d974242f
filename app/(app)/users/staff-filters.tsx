import { Link } from '@/components/ui/link';

import { FilterSelect } from '@/components/data-table/filter-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { STAFF_STATUS, choiceOptions } from '@/lib/contract/choices';
import type { StaffQuery } from '@/lib/upstream/users';
import { GROUP_OPTIONS } from './group-options';
import { USERS_HREF } from './links';

const TWO_FACTOR_OPTIONS = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
];

/**
 * Search and filters as a plain form that reloads the page at its new address: it works before any
 * script has loaded and keeps the page free of client code for it.
 */
export function StaffFilters({ query }: { query: StaffQuery }) {
  const { status, groupId, twoFactor } = query.filters;
  return (
    <form method="get" action={USERS_HREF} className="flex flex-wrap items-end gap-3" role="search">
      <div className="grid gap-1.5">
        <Label htmlFor="staff-q">Search</Label>
        <Input
          id="staff-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Name, user name or email"
          className="w-64"
        />
      </div>
      <FilterSelect
        id="staff-status"
        name="status"
        label="Status"
        value={status?.join(',') ?? ''}
        options={choiceOptions(STAFF_STATUS)}
        className="w-40"
      />
      <FilterSelect
        id="staff-groupId"
        name="groupId"
        label="Group"
        value={groupId === undefined ? '' : String(groupId)}
        options={GROUP_OPTIONS}
        className="w-56"
      />
      <FilterSelect
        id="staff-twoFactor"
        name="twoFactor"
        label="Two-factor"
        value={twoFactor === undefined ? '' : String(twoFactor)}
        options={TWO_FACTOR_OPTIONS}
        className="w-32"
      />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      <Button asChild variant="ghost">
        <Link href={USERS_HREF}>Clear</Link>
      </Button>
    </form>
  );
}
