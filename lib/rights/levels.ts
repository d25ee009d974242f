/**
 * What a level held in a section allows. A right is `sectionId_level`; holding a level grants
 * everything the lower levels grant, so every check is "held level >= required level".
 *
 * | Level | Name    | Allows                                                                  |
 * |-------|---------|-------------------------------------------------------------------------|
 * | 2     | View    | read the section's records, lists and reports                           |
 * | 3     | Edit    | create records and change them                                          |
 * | 4     | Approve | approve or sign records, run the section's exports and data checks      |
 * | 5     | Manage  | delete records, configure the section, and everything else in it        |
 */
export const LEVELS = [
  { level: 2, name: 'View', description: "Read the section's records, lists and reports." },
  { level: 3, name: 'Edit', description: 'Create records and change them.' },
  {
    level: 4,
    name: 'Approve',
    description: "Approve or sign records; run the section's exports and checks.",
  },
  { level: 5, name: 'Manage', description: 'Delete records, configure the section; everything in it.' },
] as const;

export type Level = (typeof LEVELS)[number]['level'];

export const LEVEL = {
  VIEW: 2,
  EDIT: 3,
  APPROVE: 4,
  MANAGE: 5,
} as const satisfies Record<string, Level>;

export const MIN_LEVEL = LEVEL.VIEW;
export const MAX_LEVEL = LEVEL.MANAGE;

/** The level reported for a section the user does not hold at all; below every real level. */
export const NO_LEVEL = 0;

export function isLevel(value: unknown): value is Level {
  return LEVELS.some((entry) => entry.level === value);
}

export function levelName(level: number): string | undefined {
  return LEVELS.find((entry) => entry.level === level)?.name;
}
