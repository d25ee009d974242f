import { Link } from '@/components/ui/link';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CurrentUser } from '@/lib/contract/auth';
import { NAVIGATION, filterNavigation, flattenNavigation } from '@/lib/navigation';
import {
  canChooseEditor,
  groupName,
  GROUPS,
  levelName,
  type EffectiveRight,
  LEVELS,
  levelInSection,
  permittedDashboardSections,
  SECTIONS,
  seesOnlyOwnStatistics,
} from '@/lib/rights';

/** Where a section's level comes from: each group and own right granting it, highest first. */
function grantedBy(right: EffectiveRight | undefined): string {
  if (!right || right.sources.length === 0) return 'No group of yours grants it.';
  return right.sources
    .map((source) =>
      source.kind === 'own'
        ? `your own right (${levelName(source.level) ?? source.level})`
        : `${groupName(source.groupId) ?? `group ${source.groupId}`} (${levelName(source.level) ?? source.level})`,
    )
    .join(', ');
}

/** What a level allows, in words, including the levels below it. */
function levelInWords(level: number): { name: string; description: string } | null {
  const entry = LEVELS.find((candidate) => candidate.level === level);
  return entry ? { name: entry.name, description: entry.description } : null;
}

/**
 * /dashboard/authorization: what the signed-in user may do — their groups, their level in each right
 * section in words, the dashboard sections they see and the pages their rights open.
 */
export function AuthorizationSummary({
  user,
  sources,
}: {
  user: CurrentUser;
  /** What grants each section (groups, own rights), when it could be read. */
  sources?: readonly EffectiveRight[];
}) {
  const groups = GROUPS.filter((group) => user.groups.includes(group.id));
  const dashboard = permittedDashboardSections(user);
  const pages = flattenNavigation(filterNavigation(NAVIGATION, user));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your groups</CardTitle>
          <CardDescription>Groups decide the dashboard sections and some pages.</CardDescription>
        </CardHeader>
        <CardContent>
          {groups.length === 0 ? (
            <p className="text-sm text-muted-foreground">You are in no group.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.id}>
                  <Badge variant="secondary">
                    {group.id} · {group.name}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Your dashboard</CardTitle>
          <CardDescription>The sections of the dashboard your groups open.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {dashboard.length === 0 ? (
            <p className="text-muted-foreground">No section: the dashboard shows Access Denied.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {dashboard.map((section) => (
                <li key={section.key}>{section.title}</li>
              ))}
            </ul>
          )}
          {dashboard.some((section) => section.key === 'commissioning-editors') ? (
            <p className="text-muted-foreground">
              {seesOnlyOwnStatistics(user)
                ? 'Commissioning Editors shows your own statistics only.'
                : canChooseEditor(user)
                  ? 'In Commissioning Editors you can choose the editor whose figures you see.'
                  : 'Commissioning Editors shows the figures of all editors together.'}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Your rights by section</CardTitle>
          <CardDescription>
            Each level includes the ones below it: view, then edit, then approve or run, then manage.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Section</TableHead>
                <TableHead>Level</TableHead>
                <TableHead>What you may do</TableHead>
                {sources ? <TableHead>Why</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {SECTIONS.map((section) => {
                const level = levelInWords(levelInSection(user.rights, section.id));
                return (
                  <TableRow key={section.id}>
                    <TableCell className="align-top!">
                      <span className="font-medium">
                        {section.id} · {section.name}
                      </span>
                      <span className="block text-xs text-muted-foreground">{section.description}</span>
                    </TableCell>
                    <TableCell className="align-top!">
                      {level ? <Badge>{level.name}</Badge> : <Badge variant="outline">No access</Badge>}
                    </TableCell>
                    <TableCell wrap className="align-top! text-sm">
                      {level ? level.description : 'Nothing in this section.'}
                    </TableCell>
                    {sources ? (
                      <TableCell wrap className="align-top! text-sm text-muted-foreground">
                        {grantedBy(sources.find((right) => right.sectionId === section.id))}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Pages you can open</CardTitle>
          <CardDescription>The entries of the sidebar your rights reach.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.url}>
                <Link href={page.url} className="underline-offset-4 hover:underline">
                  {page.title}
                </Link>{' '}
                <span className="text-xs text-muted-foreground">{page.group}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
