import { GROUPS } from '@/lib/rights/groups';

/** The groups as form choices: ids as text, as checkboxes hold them. */
export const GROUP_OPTIONS = GROUPS.map((group) => ({ value: String(group.id), label: group.name }));
