import { LEVELS, levelName } from '@/lib/rights/levels';

/** A cell's choices: none, then the levels by number and name. */
export const LEVEL_OPTIONS = [
  { value: 0, label: 'None' },
  ...LEVELS.map((entry) => ({ value: entry.level, label: `${entry.level} ${entry.name}` })),
];

/** "3 Edit", or "None" for a section not held. */
export function levelLabel(level: number): string {
  return level === 0 ? 'None' : `${level} ${levelName(level) ?? ''}`.trim();
}
