import { z } from 'zod';
import { GROUPS } from '@/lib/rights/groups';
import { SECTIONS } from '@/lib/rights/sections';
import { versionSchema } from './resource';

/*
 * The rights editor (Administration › User Authorization): each group's level per right section, and
 * one user's groups and own rights with the rights they hold in effect and where each comes from.
 */

const GROUP_IDS = GROUPS.map((group) => group.id);
const SECTION_IDS = SECTIONS.map((section) => section.id);
const LEVEL_MESSAGE = 'Choose no access, or a level from 2 (view) to 5 (manage)';

const sectionId = z
  .number({ error: 'Choose a section from the list' })
  .int()
  .refine((id) => SECTION_IDS.includes(id as never), 'Choose a section from the list');

/** 0 is "none": the cell grants nothing. */
export const cellLevelSchema = z
  .number({ error: LEVEL_MESSAGE })
  .int(LEVEL_MESSAGE)
  .refine((level) => level === 0 || (level >= 2 && level <= 5), LEVEL_MESSAGE);

const heldRight = z.object({ sectionId: z.number().int(), level: z.number().int() });

export const groupRightsSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  rights: z.array(heldRight),
});
export type GroupRights = z.infer<typeof groupRightsSchema>;

/**
 * One cell of the editor: the level the administrator saw (so that a change made meanwhile by someone
 * else is refused rather than overwritten) and the new one.
 */
export const groupRightChangeSchema = z.object({ previousLevel: cellLevelSchema, level: cellLevelSchema });
export type GroupRightChange = z.infer<typeof groupRightChangeSchema>;

const rightSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), groupId: z.number().int(), level: z.number().int() }),
  z.object({ kind: z.literal('own'), level: z.number().int() }),
]);

export const userAccessSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  active: z.boolean(),
  groups: z.array(z.number().int()),
  ownRights: z.array(heldRight),
  effective: z.array(
    z.object({ sectionId: z.number().int(), level: z.number().int(), sources: z.array(rightSource) }),
  ),
  version: z.number().int(),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

/** A user's groups and own rights, saved together against the version read. */
export const userAccessChangeSchema = z.object({
  groupIds: z
    .array(
      z
        .number({ error: 'Choose the groups from the list' })
        .int()
        .refine((id) => GROUP_IDS.includes(id as never), 'Choose the groups from the list'),
    )
    .max(GROUP_IDS.length)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ownRights: z
    .array(z.object({ sectionId, level: cellLevelSchema }))
    .max(SECTION_IDS.length)
    .refine(
      (rights) => new Set(rights.map((right) => right.sectionId)).size === rights.length,
      'Give each section once',
    )
    .transform((rights) => rights.filter((right) => right.level > 0)),
  version: versionSchema,
});
export type UserAccessChange = z.infer<typeof userAccessChangeSchema>;
