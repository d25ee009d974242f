import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL, NO_LEVEL } from './levels';

/**
 * One requirement of a navigation entry, page or endpoint: membership of a group (the spec's
 * `RightGroupId`) or a section held at a minimum level (`RightSectionId` + `MinimumRightTypeId`).
 */
export type GroupRequirement = { groupId: number };
export type SectionRequirement = { sectionId: number; minLevel: number };
export type Requirement = GroupRequirement | SectionRequirement;

/** A requirement as it may arrive from stored or external data, where fields can be missing. */
export type RequirementLike = {
  groupId?: number | null;
  sectionId?: number | null;
  minLevel?: number | null;
};

/**
 * Requirements that must ALL pass, each one a set that passes when ANY of its requirements
 * does. It is what a page nested in guarded containers needs: the container's set and its own.
 */
export type Guard = readonly (readonly RequirementLike[])[];

/** Who is being checked: group ids and rights as the current-user call returns them. */
export type RightsHolder = { groups: readonly number[]; rights: readonly string[] };

/** A right held in a section, the parsed form of `sectionId_level`. */
export type HeldRight = { sectionId: number; level: number };

const heldRightSchema = z.object({
  sectionId: z.number().int().positive(),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
});

const rightStringSchema = z
  .string()
  .regex(/^\d{1,6}_\d{1,6}$/)
  .transform((right) => {
    const [section, level] = right.split('_');
    return { sectionId: Number(section), level: Number(level) };
  })
  .pipe(heldRightSchema);

/** `"4_5"` → `{ sectionId: 4, level: 5 }`; anything malformed or out of range → `null`. */
export function parseRight(right: unknown): HeldRight | null {
  const parsed = rightStringSchema.safeParse(right);
  return parsed.success ? parsed.data : null;
}

export function formatRight(right: HeldRight): string {
  return `${right.sectionId}_${right.level}`;
}

/*
 * Every page and endpoint checks many requirements against one user's rights (the sidebar alone checks
 * each entry): the strings are parsed once per rights list, which is never changed once read.
 */
const levelsByRights = new WeakMap<readonly string[], ReadonlyMap<number, number>>();

function levelsOf(rights: readonly string[]): ReadonlyMap<number, number> {
  let levels = levelsByRights.get(rights);
  if (!levels) {
    const highest = new Map<number, number>();
    for (const right of rights) {
      const parsed = parseRight(right);
      if (parsed && parsed.level > (highest.get(parsed.sectionId) ?? NO_LEVEL)) {
        highest.set(parsed.sectionId, parsed.level);
      }
    }
    levels = highest;
    levelsByRights.set(rights, levels);
  }
  return levels;
}

/** The highest level held in the section, or `NO_LEVEL` (0) when it is not held. Bad strings are skipped. */
export function levelInSection(rights: readonly string[], sectionId: number): number {
  return levelsOf(rights).get(sectionId) ?? NO_LEVEL;
}

function isGiven(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Spec section 6: a group requirement passes when the user is in the group; a section
 * requirement passes when the user holds the section at or above the minimum level. A section
 * part lacking its section or its level is ignored, and a requirement with nothing left to check
 * passes. One object carrying both kinds passes when either does, like an entry's list.
 */
export function meetsRequirement(user: RightsHolder, requirement: RequirementLike): boolean {
  const checks: boolean[] = [];
  if (isGiven(requirement.groupId)) checks.push(user.groups.includes(requirement.groupId));
  if (isGiven(requirement.sectionId) && isGiven(requirement.minLevel)) {
    checks.push(levelInSection(user.rights, requirement.sectionId) >= requirement.minLevel);
  }
  return checks.length === 0 || checks.some(Boolean);
}

/**
 * An entry's requirements are ANY-OF: the entry passes when one of them passes, and an entry
 * with none always passes. The spec leaves several requirements of one entry open and states
 * any-of for an entry mixing a group and a section; the architecture applies it to every entry.
 */
export function meetsAny(user: RightsHolder, requirements: readonly RequirementLike[] | undefined): boolean {
  if (!requirements || requirements.length === 0) return true;
  return requirements.some((requirement) => meetsRequirement(user, requirement));
}

/** Every set of the guard must pass (each set any-of); an empty guard passes. */
export function meetsGuard(user: RightsHolder, guard: Guard): boolean {
  return guard.every((requirements) => meetsAny(user, requirements));
}
