import type { HeldRight } from './requirement';
import { SECTIONS } from './sections';

/** Where a level held in a section comes from: one of the user's groups, or a right of their own. */
export type RightSource = { kind: 'group'; groupId: number; level: number } | { kind: 'own'; level: number };

export interface EffectiveRight {
  sectionId: number;
  /** The highest level of its sources; 0 when nothing grants the section. */
  level: number;
  sources: RightSource[];
}

/**
 * A user's level in every section with what grants it, highest first: the rights of each of their
 * groups and their own. The level held is the highest of them, as the API reads it on every request.
 */
export function effectiveRights(
  groupRights: readonly { groupId: number; rights: readonly HeldRight[] }[],
  own: readonly HeldRight[],
): EffectiveRight[] {
  return SECTIONS.map((section) => {
    const sources: RightSource[] = [
      ...groupRights.flatMap(({ groupId, rights }) =>
        rights
          .filter((right) => right.sectionId === section.id)
          .map((right) => ({ kind: 'group' as const, groupId, level: right.level })),
      ),
      ...own
        .filter((right) => right.sectionId === section.id)
        .map((right) => ({ kind: 'own' as const, level: right.level })),
    ].sort((a, b) => b.level - a.level);
    return { sectionId: section.id, level: sources[0]?.level ?? 0, sources };
  });
}
