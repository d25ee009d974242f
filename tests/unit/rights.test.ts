import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_SECTIONS,
  GROUP,
  GROUPS,
  LEVELS,
  REQUIRE,
  SECTIONS,
  canChooseEditor,
  canSeeDashboardSection,
  defaultRightsForGroups,
  formatRight,
  levelInSection,
  meetsAny,
  meetsEntry,
  meetsGuard,
  meetsRequirement,
  parseRight,
  permittedDashboardSections,
  seesOnlyOwnStatistics,
  withDefaultRights,
  type RightsHolder,
} from '@/lib/rights';

const holder = (rights: string[], groups: number[] = []): RightsHolder => ({ groups, rights });

describe('groups, sections and levels', () => {
  it('lists the twelve groups of spec section 6 with their names', () => {
    expect(GROUPS.map((group) => `${group.id} ${group.name}`)).toEqual([
      '1 Super Users',
      '2 Commissioning Assistants',
      '3 Commissioning Editors',
      '4 Financial Assistants',
      '5 Financial Manager',
      '6 Content Assistant',
      '7 Content Editor',
      '8 Marketing Assistant',
      '9 Marketing Manager',
      '10 Designer',
      '11 Authors',
      '12 Developers',
    ]);
    expect(GROUP.SUPER_USERS).toBe(1);
    expect(GROUP.DEVELOPERS).toBe(12);
  });

  it('defines sections 1 to 11 and levels 2 to 5, each described', () => {
    expect(SECTIONS.map((section) => section.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(LEVELS.map((level) => `${level.level} ${level.name}`)).toEqual([
      '2 View',
      '3 Edit',
      '4 Approve',
      '5 Manage',
    ]);
    for (const entry of [...SECTIONS, ...LEVELS]) expect(entry.description.length).toBeGreaterThan(10);
  });
});

describe('right strings', () => {
  it('parses sectionId_level and formats it back', () => {
    expect(parseRight('4_5')).toEqual({ sectionId: 4, level: 5 });
    expect(parseRight('11_2')).toEqual({ sectionId: 11, level: 2 });
    expect(formatRight({ sectionId: 4, level: 5 })).toBe('4_5');
  });

  it.each([
    '4-5',
    '4_',
    '_5',
    'a_b',
    '4_6',
    '4_1',
    '0_3',
    '4_5_1',
    ' 4_5',
    '4.0_5',
    '',
    45,
    null,
    undefined,
    {},
  ])('ignores the malformed right %j', (right) => {
    expect(parseRight(right)).toBeNull();
  });

  it('takes the highest level held in a section and skips bad strings', () => {
    expect(levelInSection(['4_2', '4_5', '4_3', '6_3'], 4)).toBe(5);
    expect(levelInSection(['4_9', 'junk', '4_3'], 4)).toBe(3);
    expect(levelInSection(['6_3'], 4)).toBe(0);
    expect(levelInSection([], 4)).toBe(0);
  });
});

describe('meetsRequirement', () => {
  const levels = [2, 3, 4, 5];
  it.each(levels.flatMap((held) => levels.map((required) => [held, required] as const)))(
    'holding level %i against a minimum of %i passes only at or above the minimum',
    (held, required) => {
      expect(meetsRequirement(holder([`4_${held}`]), { sectionId: 4, minLevel: required })).toBe(
        held >= required,
      );
    },
  );

  it('fails a section requirement when the section is not held, whatever else is', () => {
    expect(meetsRequirement(holder(['6_5', '1_5'], [1]), { sectionId: 4, minLevel: 2 })).toBe(false);
  });

  it('passes a group requirement only for members of the group', () => {
    expect(meetsRequirement(holder([], [3, 12]), { groupId: 12 })).toBe(true);
    expect(meetsRequirement(holder(['1_5'], [1]), { groupId: 12 })).toBe(false);
  });

  it('counts a requirement missing either field as passing', () => {
    const nobody = holder([]);
    expect(meetsRequirement(nobody, { sectionId: 4 })).toBe(true);
    expect(meetsRequirement(nobody, { minLevel: 5 })).toBe(true);
    expect(meetsRequirement(nobody, {})).toBe(true);
    expect(meetsRequirement(nobody, { groupId: null, sectionId: null, minLevel: null })).toBe(true);
  });

  it('checks only the complete part of a requirement', () => {
    expect(meetsRequirement(holder([], [2]), { groupId: 1, sectionId: 4 })).toBe(false);
    expect(meetsRequirement(holder([], [1]), { groupId: 1, sectionId: 4 })).toBe(true);
  });

  it('passes one requirement carrying both kinds when either matches', () => {
    const both = { groupId: 12, sectionId: 11, minLevel: 4 };
    expect(meetsRequirement(holder([], [12]), both)).toBe(true);
    expect(meetsRequirement(holder(['11_4']), both)).toBe(true);
    expect(meetsRequirement(holder(['11_3'], [1]), both)).toBe(false);
  });

  it('never counts a malformed right, even one that looks high', () => {
    expect(meetsRequirement(holder(['4_9', '4_5x', 'x4_5']), { sectionId: 4, minLevel: 2 })).toBe(false);
    expect(meetsRequirement(holder(['4_9', 'oops', '4_5']), { sectionId: 4, minLevel: 5 })).toBe(true);
  });
});

describe('meetsAny and meetsGuard', () => {
  it('always passes an entry without requirements', () => {
    expect(meetsAny(holder([]), undefined)).toBe(true);
    expect(meetsAny(holder([]), [])).toBe(true);
  });

  it('passes an entry when any one of its requirements passes', () => {
    expect(meetsAny(holder(['6_3']), REQUIRE.invoices)).toBe(true);
    expect(meetsAny(holder(['4_5']), REQUIRE.invoices)).toBe(true);
    expect(meetsAny(holder(['4_4', '6_2']), REQUIRE.invoices)).toBe(false);
  });

  it('mixes group and section requirements as any-of', () => {
    const mixed = [{ groupId: 1 }, { sectionId: 11, minLevel: 4 }];
    expect(meetsAny(holder([], [1]), mixed)).toBe(true);
    expect(meetsAny(holder(['11_4']), mixed)).toBe(true);
    expect(meetsAny(holder(['11_3'], [12]), mixed)).toBe(false);
  });

  it('requires every set of a guard', () => {
    const guard = [REQUIRE.financial, REQUIRE.invoices];
    expect(meetsGuard(holder(['4_5']), guard)).toBe(true);
    expect(meetsGuard(holder(['6_5']), guard)).toBe(false);
    expect(meetsGuard(holder([]), [])).toBe(true);
  });

  it('evaluates a named entry of the table', () => {
    expect(meetsEntry(holder(['2_5']), 'contractRoyalties')).toBe(true);
    expect(meetsEntry(holder(['2_4', '6_4']), 'contractRoyalties')).toBe(false);
    expect(meetsEntry(holder([], [1]), 'users')).toBe(true);
  });
});

describe('requirement tables (spec section 6)', () => {
  const section = (sectionId: number, minLevel: number) => ({ sectionId, minLevel });
  it('holds the minimum levels by entry word for word', () => {
    expect(REQUIRE).toEqual({
      contacts: [section(1, 3)],
      cms: [section(5, 3)],
      financial: [section(4, 5)],
      expenses: [section(6, 5)],
      orders: [section(4, 5)],
      invoices: [section(4, 5), section(6, 3)],
      taxReports: [section(4, 5), section(6, 5)],
      coupons: [section(4, 5), section(6, 3)],
      contractRoyalties: [section(2, 5), section(6, 5)],
      currencies: [section(6, 5)],
      administration: [section(1, 5), section(4, 5)],
      discrepancies: [section(4, 5), section(11, 4)],
      users: [{ groupId: 1 }],
      userAuthorization: [{ groupId: 1 }],
      publishing: [section(1, 3)],
      contracts: [section(2, 3)],
      publicationsExport: [section(11, 4)],
      newsletters: [section(3, 2)],
      emailTypes: [section(3, 3)],
      salesReport: [section(8, 2)],
      expensesReport: [section(6, 5)],
      commissioningsReport: [section(7, 2)],
      contractsReport: [section(9, 2)],
      userLoginsReport: [section(6, 5)],
      settings: [{ groupId: 1 }],
      auth: [{ groupId: 12 }],
      errors: [{ groupId: 12 }],
      apps: [{ groupId: 12 }],
      uiShowcase: [{ groupId: 12 }],
      appReleases: [{ groupId: 1 }],
    });
  });

  it('holds the dashboard section access table', () => {
    expect(DASHBOARD_SECTIONS.map(({ id, title, groups }) => ({ id, title, groups }))).toEqual([
      { id: 1, title: 'Publishing Firm Overview', groups: [1, 4, 5, 10, 12] },
      { id: 2, title: 'Commissioning Editors', groups: [1, 2, 3, 5, 9, 12] },
      { id: 3, title: 'Managers', groups: [1, 5, 9, 12] },
      { id: 4, title: 'Developers', groups: [1, 12] },
    ]);
  });
});

describe('dashboard sections by group', () => {
  const expected: Record<number, string[]> = {
    1: ['Publishing Firm Overview', 'Commissioning Editors', 'Managers', 'Developers'],
    2: ['Commissioning Editors'],
    3: ['Commissioning Editors'],
    4: ['Publishing Firm Overview'],
    5: ['Publishing Firm Overview', 'Commissioning Editors', 'Managers'],
    6: [],
    7: [],
    8: [],
    9: ['Commissioning Editors', 'Managers'],
    10: ['Publishing Firm Overview'],
    11: [],
    12: ['Publishing Firm Overview', 'Commissioning Editors', 'Managers', 'Developers'],
  };

  it.each(GROUPS.map((group) => [group.id, group.name] as const))('group %i (%s)', (groupId) => {
    const user = withDefaultRights([groupId]);
    const titles = permittedDashboardSections(user).map((section) => section.title);
    expect(titles).toEqual(expected[groupId]);
    for (const section of DASHBOARD_SECTIONS) {
      expect(canSeeDashboardSection(user, section.id)).toBe(titles.includes(section.title));
    }
  });

  it('grants sections by group only, never by rights', () => {
    expect(permittedDashboardSections(holder(['1_5', '4_5', '11_5'], []))).toEqual([]);
  });

  it('unites the sections of several groups in table order', () => {
    const titles = permittedDashboardSections(holder([], [9, 4])).map((section) => section.title);
    expect(titles).toEqual(['Publishing Firm Overview', 'Commissioning Editors', 'Managers']);
  });

  it('denies everything without a user or for an unknown section', () => {
    expect(permittedDashboardSections(null)).toEqual([]);
    expect(canSeeDashboardSection(undefined, 1)).toBe(false);
    expect(canSeeDashboardSection(holder([], [1]), 5)).toBe(false);
  });
});

describe('commissioning editors view', () => {
  it('shows the editor filter to groups 1, 5 and 9 only', () => {
    const choosing = GROUPS.filter((group) => canChooseEditor(holder([], [group.id]))).map(
      (group) => group.id,
    );
    expect(choosing).toEqual([1, 5, 9]);
  });

  it('restricts commissioning editors to their own statistics', () => {
    const restricted = GROUPS.filter((group) => seesOnlyOwnStatistics(holder([], [group.id]))).map(
      (group) => group.id,
    );
    expect(restricted).toEqual([3]);
  });

  it('lets an editor who is also a manager choose the editor', () => {
    const editorAndManager = holder([], [GROUP.COMMISSIONING_EDITORS, GROUP.MARKETING_MANAGER]);
    expect(canChooseEditor(editorAndManager)).toBe(true);
    expect(seesOnlyOwnStatistics(editorAndManager)).toBe(false);
  });

  it('gives nothing to a missing user', () => {
    expect(canChooseEditor(null)).toBe(false);
    expect(seesOnlyOwnStatistics(null)).toBe(false);
  });
});

describe('defaultRightsForGroups', () => {
  const asStrings = (groups: number[]) => defaultRightsForGroups(groups).map(formatRight);

  it('gives super users every section at manage level', () => {
    expect(asStrings([GROUP.SUPER_USERS])).toEqual(SECTIONS.map((section) => `${section.id}_5`));
  });

  it('gives each group the rights of its job', () => {
    expect(asStrings([GROUP.COMMISSIONING_ASSISTANTS])).toEqual(['1_3', '2_2', '7_2', '10_2']);
    expect(asStrings([GROUP.COMMISSIONING_EDITORS])).toEqual(['1_4', '2_3', '7_2', '9_2', '10_2']);
    expect(asStrings([GROUP.FINANCIAL_ASSISTANTS])).toEqual(['1_2', '4_3', '6_3']);
    expect(asStrings([GROUP.FINANCIAL_MANAGER])).toEqual(['1_2', '2_2', '4_5', '6_5', '8_2', '9_2', '10_2']);
    expect(asStrings([GROUP.CONTENT_ASSISTANT])).toEqual(['5_3']);
    expect(asStrings([GROUP.CONTENT_EDITOR])).toEqual(['5_5']);
    expect(asStrings([GROUP.MARKETING_ASSISTANT])).toEqual(['1_2', '3_3']);
    expect(asStrings([GROUP.MARKETING_MANAGER])).toEqual(['1_2', '3_5', '8_2', '10_2']);
    expect(asStrings([GROUP.DESIGNER])).toEqual(['1_2']);
    expect(asStrings([GROUP.AUTHORS])).toEqual([]);
    expect(asStrings([GROUP.DEVELOPERS])).toEqual(['1_5', '11_4']);
  });

  it('merges several groups by the highest level per section', () => {
    expect(asStrings([GROUP.COMMISSIONING_EDITORS, GROUP.FINANCIAL_MANAGER])).toEqual([
      '1_4',
      '2_3',
      '4_5',
      '6_5',
      '7_2',
      '8_2',
      '9_2',
      '10_2',
    ]);
    expect(asStrings([GROUP.CONTENT_EDITOR, GROUP.CONTENT_ASSISTANT])).toEqual(['5_5']);
  });

  it('ignores unknown group ids and returns only valid rights', () => {
    expect(asStrings([0, 13, -1])).toEqual([]);
    const everything = asStrings(GROUPS.map((group) => group.id));
    for (const right of everything) expect(parseRight(right)).not.toBeNull();
  });

  it('builds a rights holder as the current-user call returns it', () => {
    expect(withDefaultRights([GROUP.DESIGNER])).toEqual({ groups: [10], rights: ['1_2'] });
  });
});
