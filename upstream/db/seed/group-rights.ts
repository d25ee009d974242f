import { GROUPS, defaultRightsForGroups } from '@/lib/rights';
import { groupRights } from '../schema';
import type { SeedContext } from './context';

/** Each group's rights as lib/rights/defaults.ts gives them, which the rights editor then changes. */
export async function seedGroupRights({ writer }: SeedContext): Promise<void> {
  await writer.insert(
    groupRights,
    GROUPS.flatMap((group) =>
      defaultRightsForGroups([group.id]).map((right) => ({ groupId: group.id, ...right })),
    ),
  );
}
