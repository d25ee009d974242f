'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { UserAccess } from '@/lib/contract/user-authorization';
import { GROUPS } from '@/lib/rights/groups';
import { SECTIONS } from '@/lib/rights/sections';
import { LevelSelect } from './level-select';

const savedAccess = okOf(hasId('userId'));

/**
 * A user's groups and own rights (which only add to their groups'), saved together against the version
 * read; the page then shows the rights they hold in effect. In force on their next page.
 */
export function UserAccessForm({ access }: { access: UserAccess }) {
  const router = useRouter();
  const name = `${access.firstName} ${access.lastName}`;
  const [groupIds, setGroupIds] = React.useState<number[]>(access.groups);
  const [own, setOwn] = React.useState<Record<number, number>>(
    Object.fromEntries(access.ownRights.map((right) => [right.sectionId, right.level])),
  );
  const [saving, setSaving] = React.useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await fetchJson(`/api/users/${access.userId}/access`, savedAccess, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          groupIds,
          ownRights: Object.entries(own).map(([sectionId, level]) => ({
            sectionId: Number(sectionId),
            level,
          })),
          version: access.version,
        }),
      });
      toast.success(`The access of ${name} was saved`, { description: 'In force from their next page.' });
      router.refresh();
    } catch (error) {
      toast.error(`The access of ${name} was not saved`, {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-4" aria-label={`Access of ${name}`}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Groups</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {GROUPS.map((group) => (
            <label key={group.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={groupIds.includes(group.id)}
                onCheckedChange={(checked) =>
                  setGroupIds((chosen) =>
                    checked === true
                      ? [...chosen, group.id].sort((a, b) => a - b)
                      : chosen.filter((id) => id !== group.id),
                  )
                }
              />
              {group.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Own rights, on top of the groups’</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <div key={section.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {section.id} {section.name}
              </span>
              <LevelSelect
                label={`Own right in ${section.name}`}
                value={own[section.id] ?? 0}
                onChange={(level) => setOwn((last) => ({ ...last, [section.id]: level }))}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner label="" /> : null}
        Save access
      </Button>
    </form>
  );
}
