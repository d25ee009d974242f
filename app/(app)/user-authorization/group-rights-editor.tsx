'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { okOf } from '@/lib/bff/parser';
import type { GroupRights } from '@/lib/contract/user-authorization';
import { GROUP } from '@/lib/rights/groups';
import { SECTIONS } from '@/lib/rights/sections';
import { levelLabel } from './level-options';
import { LevelSelect } from './level-select';

const changedGroups = okOf((value: unknown): value is GroupRights[] => Array.isArray(value));

const levelIn = (group: GroupRights, sectionId: number) =>
  group.rights.find((right) => right.sectionId === sectionId)?.level ?? 0;

/**
 * Groups × sections, a level in each cell, saved as soon as it is chosen: the API refuses a cell someone
 * changed meanwhile, and the page then shows it as it is. The Super Users' row is fixed at Manage.
 */
export function GroupRightsEditor({ initial }: { initial: readonly GroupRights[] }) {
  const router = useRouter();
  const [groups, setGroups] = React.useState(initial);
  const [saving, setSaving] = React.useState<string | null>(null);

  async function change(group: GroupRights, sectionId: number, level: number) {
    const section = SECTIONS.find((candidate) => candidate.id === sectionId)?.name ?? `section ${sectionId}`;
    setSaving(`${group.groupId}-${sectionId}`);
    try {
      const answer = await fetchJson(
        `/api/user-authorization/groups/${group.groupId}/sections/${sectionId}`,
        changedGroups,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ previousLevel: levelIn(group, sectionId), level }),
        },
      );
      setGroups(answer.data);
      toast.success(`${group.name}: ${section} is now ${levelLabel(level)}`, {
        description: 'In force for every member from their next page.',
      });
    } catch (error) {
      toast.error(`${group.name} was not changed`, {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      router.refresh();
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="rounded-md border">
      <Table containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Rights of each group' }}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Group</TableHead>
            {SECTIONS.map((section) => (
              <TableHead key={section.id} scope="col" title={section.description}>
                {section.id} {section.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.groupId}>
              <TableHead scope="row" className="whitespace-nowrap">
                <div className="font-medium">{group.name}</div>
                <div className="text-xs font-normal text-muted-foreground">
                  {group.memberCount} active {group.memberCount === 1 ? 'member' : 'members'}
                </div>
              </TableHead>
              {SECTIONS.map((section) => (
                <TableCell key={section.id}>
                  {group.groupId === GROUP.SUPER_USERS ? (
                    <span className="text-sm">{levelLabel(levelIn(group, section.id))}</span>
                  ) : (
                    <LevelSelect
                      label={`${group.name}, ${section.name}`}
                      value={levelIn(group, section.id)}
                      disabled={saving !== null}
                      onChange={(level) => void change(group, section.id, level)}
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
