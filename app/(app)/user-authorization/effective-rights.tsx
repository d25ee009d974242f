import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { UserAccess } from '@/lib/contract/user-authorization';
import { groupName } from '@/lib/rights/groups';
import { SECTIONS } from '@/lib/rights/sections';
import { levelLabel } from './level-options';

type Source = UserAccess['effective'][number]['sources'][number];

const sourceText = (source: Source) =>
  `${source.kind === 'own' ? 'Own right' : (groupName(source.groupId) ?? `Group ${source.groupId}`)}: ${levelLabel(source.level)}`;

/** What the user holds in each section and why: every group and own right granting it, highest first. */
export function EffectiveRights({ access }: { access: UserAccess }) {
  return (
    <Table aria-label={`Rights in effect for ${access.firstName} ${access.lastName}`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Section</TableHead>
          <TableHead scope="col">Level held</TableHead>
          <TableHead scope="col">From</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {access.effective.map((right) => (
          <TableRow key={right.sectionId}>
            <TableCell>
              {right.sectionId} {SECTIONS.find((section) => section.id === right.sectionId)?.name}
            </TableCell>
            <TableCell className="font-medium">{levelLabel(right.level)}</TableCell>
            <TableCell className="text-muted-foreground">
              {right.sources.length === 0 ? 'Nothing grants it' : right.sources.map(sourceText).join('; ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
