import { GROUP, isGroupId, type GroupId } from './groups';
import { formatRight, parseRight, type HeldRight, type RightsHolder } from './requirement';
import { SECTIONS } from './sections';

/**
 * The rights a member of each group needs for the job, read against the requirement tables so
 * that the sidebar shows what the group's name implies (levels: 2 view, 3 edit, 4 approve/run,
 * 5 manage). Section 1 at 2 lets a group read the publications it works on, including the
 * dashboard overview's recent commissionings.
 *
 * | Group                        | Rights (section:level)        | Why                                                                                   |
 * |------------------------------|-------------------------------|---------------------------------------------------------------------------------------|
 * | 1  Super Users               | 1–11:5                        | everything; Users, User Authorization, Settings, App Releases come by group           |
 * | 2  Commissioning Assistants  | 1:3 2:2 7:2 10:2              | prepare contacts, commissionings, publications (Contacts, Publishing need 1:3); read   |
 * |                              |                               | the contracts behind them; commissioning reports                                      |
 * | 3  Commissioning Editors     | 1:4 2:3 7:2 9:2 10:2          | approve commissionings; draft contracts (Contracts needs 2:3); commissioning and       |
 * |                              |                               | contract reports                                                                      |
 * | 4  Financial Assistants      | 1:2 4:3 6:3                   | enter orders, invoices and expenses. The Financial collapsible needs 4:5, a manager's  |
 * |                              |                               | level, so assistants see no finance entry and pass no finance page guard; 6:3 passes  |
 * |                              |                               | only guards that use Invoices' or Coupons' own requirements                           |
 * | 5  Financial Manager         | 1:2 2:2 4:5 6:5 8:2 9:2 10:2  | the whole Financial menu, Discrepancies (Administration passes on 4:5), the sales,     |
 * |                              |                               | expenses, contracts and user-login reports; contracts read for royalties              |
 * | 6  Content Assistant         | 5:3                           | edit website content (CMS needs 5:3)                                                  |
 * | 7  Content Editor            | 5:5                           | all of the website content                                                            |
 * | 8  Marketing Assistant       | 1:2 3:3                       | newsletters and email types (Email Types needs 3:3); read the publications they promote |
 * | 9  Marketing Manager         | 1:2 3:5 8:2 10:2              | all of marketing; the sales report                                                    |
 * | 10 Designer                  | 1:2                           | view publications; the Publishing menu needs 1:3, so covers are reached from the       |
 * |                              |                               | dashboard overview, not the sidebar                                                   |
 * | 11 Authors                   | none                          | authors use their own area, not the back office                                       |
 * | 12 Developers                | 1:5 11:4                      | run exports and data checks (11:4); Exports sits under Publishing (1:3) and            |
 * |                              |                               | Discrepancies under Administration (1:5 or 4:5); resolving a discrepancy means         |
 * |                              |                               | correcting or deleting publishing records, hence 1:5 rather than finance's 4:5         |
 *
 * Section 10 (the reports area as a whole) is given at 2 to every group that reads a report.
 */
const DEFAULT_RIGHTS: Record<GroupId, readonly HeldRight[]> = {
  [GROUP.SUPER_USERS]: SECTIONS.map((section) => ({ sectionId: section.id, level: 5 })),
  [GROUP.COMMISSIONING_ASSISTANTS]: rights('1_3 2_2 7_2 10_2'),
  [GROUP.COMMISSIONING_EDITORS]: rights('1_4 2_3 7_2 9_2 10_2'),
  [GROUP.FINANCIAL_ASSISTANTS]: rights('1_2 4_3 6_3'),
  [GROUP.FINANCIAL_MANAGER]: rights('1_2 2_2 4_5 6_5 8_2 9_2 10_2'),
  [GROUP.CONTENT_ASSISTANT]: rights('5_3'),
  [GROUP.CONTENT_EDITOR]: rights('5_5'),
  [GROUP.MARKETING_ASSISTANT]: rights('1_2 3_3'),
  [GROUP.MARKETING_MANAGER]: rights('1_2 3_5 8_2 10_2'),
  [GROUP.DESIGNER]: rights('1_2'),
  [GROUP.AUTHORS]: [],
  [GROUP.DEVELOPERS]: rights('1_5 11_4'),
};

/** `'1_3 2_2'`, rights as the wire carries them, → held rights. */
function rights(list: string): HeldRight[] {
  return list.split(' ').flatMap((right) => parseRight(right) ?? []);
}

/** The default rights of a member of these groups: the highest level per section, by section id. Unknown ids add nothing. */
export function defaultRightsForGroups(groupIds: readonly number[]): HeldRight[] {
  const highest = new Map<number, number>();
  for (const groupId of groupIds.filter(isGroupId)) {
    for (const right of DEFAULT_RIGHTS[groupId]) {
      highest.set(right.sectionId, Math.max(highest.get(right.sectionId) ?? 0, right.level));
    }
  }
  return [...highest]
    .map(([sectionId, level]) => ({ sectionId, level }))
    .sort((a, b) => a.sectionId - b.sectionId);
}

/** A user of these groups holding exactly their default rights, as the current-user call would return them. */
export function withDefaultRights(groupIds: readonly number[]): RightsHolder {
  return { groups: [...groupIds], rights: defaultRightsForGroups(groupIds).map(formatRight) };
}
