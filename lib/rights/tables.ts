import { GROUP } from './groups';
import { LEVEL } from './levels';
import { meetsAny, type Requirement, type RightsHolder } from './requirement';
import { SECTION } from './sections';

function inGroup(groupId: number): Requirement {
  return { groupId };
}

function atLeast(sectionId: number, minLevel: number): Requirement {
  return { sectionId, minLevel };
}

/**
 * Spec section 6, "Minimum levels by entry", word for word. Several requirements in one list
 * are any-of (see `meetsAny`). Containers (CMS, Financial, Settings, and the Administration and
 * Publishing groups) guard everything inside them on top of each item's own list.
 */
export const REQUIRE = {
  contacts: [atLeast(SECTION.PUBLISHING, LEVEL.EDIT)],
  cms: [atLeast(SECTION.CMS, LEVEL.EDIT)],
  financial: [atLeast(SECTION.FINANCE, LEVEL.MANAGE)],
  expenses: [atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  orders: [atLeast(SECTION.FINANCE, LEVEL.MANAGE)],
  invoices: [atLeast(SECTION.FINANCE, LEVEL.MANAGE), atLeast(SECTION.ACCOUNTS, LEVEL.EDIT)],
  taxReports: [atLeast(SECTION.FINANCE, LEVEL.MANAGE), atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  coupons: [atLeast(SECTION.FINANCE, LEVEL.MANAGE), atLeast(SECTION.ACCOUNTS, LEVEL.EDIT)],
  contractRoyalties: [atLeast(SECTION.CONTRACTS, LEVEL.MANAGE), atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  currencies: [atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  administration: [atLeast(SECTION.PUBLISHING, LEVEL.MANAGE), atLeast(SECTION.FINANCE, LEVEL.MANAGE)],
  discrepancies: [atLeast(SECTION.FINANCE, LEVEL.MANAGE), atLeast(SECTION.EXPORTS, LEVEL.APPROVE)],
  users: [inGroup(GROUP.SUPER_USERS)],
  userAuthorization: [inGroup(GROUP.SUPER_USERS)],
  publishing: [atLeast(SECTION.PUBLISHING, LEVEL.EDIT)],
  contracts: [atLeast(SECTION.CONTRACTS, LEVEL.EDIT)],
  publicationsExport: [atLeast(SECTION.EXPORTS, LEVEL.APPROVE)],
  newsletters: [atLeast(SECTION.MARKETING, LEVEL.VIEW)],
  emailTypes: [atLeast(SECTION.MARKETING, LEVEL.EDIT)],
  salesReport: [atLeast(SECTION.SALES_REPORTS, LEVEL.VIEW)],
  expensesReport: [atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  commissioningsReport: [atLeast(SECTION.COMMISSIONING_REPORTS, LEVEL.VIEW)],
  contractsReport: [atLeast(SECTION.CONTRACT_REPORTS, LEVEL.VIEW)],
  userLoginsReport: [atLeast(SECTION.ACCOUNTS, LEVEL.MANAGE)],
  settings: [inGroup(GROUP.SUPER_USERS)],
  auth: [inGroup(GROUP.DEVELOPERS)],
  errors: [inGroup(GROUP.DEVELOPERS)],
  apps: [inGroup(GROUP.DEVELOPERS)],
  uiShowcase: [inGroup(GROUP.DEVELOPERS)],
  appReleases: [inGroup(GROUP.SUPER_USERS)],
} as const satisfies Record<string, readonly Requirement[]>;

export type RequirementName = keyof typeof REQUIRE;

/** Dashboard sections (spec 2.8) and the groups allowed to see each (spec section 6). */
export const DASHBOARD_SECTIONS = [
  { id: 1, key: 'publishing-firm', title: 'Publishing Firm Overview', groups: [1, 4, 5, 10, 12] },
  { id: 2, key: 'commissioning-editors', title: 'Commissioning Editors', groups: [1, 2, 3, 5, 9, 12] },
  { id: 3, key: 'managers', title: 'Managers', groups: [1, 5, 9, 12] },
  { id: 4, key: 'developers', title: 'Developers', groups: [1, 12] },
] as const;

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
export type DashboardSectionId = DashboardSection['id'];
export type DashboardSectionKey = DashboardSection['key'];

export const DASHBOARD_SECTION = {
  PUBLISHING_FIRM: 1,
  COMMISSIONING_EDITORS: 2,
  MANAGERS: 3,
  DEVELOPERS: 4,
} as const satisfies Record<string, DashboardSectionId>;

function isInAnyGroup(user: RightsHolder, groups: readonly number[]): boolean {
  return user.groups.some((group) => groups.includes(group));
}

/** Dashboard sections are granted by group alone; no user means no section. */
export function canSeeDashboardSection(user: RightsHolder | null | undefined, id: number): boolean {
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.id === id);
  return Boolean(user && section && isInAnyGroup(user, section.groups));
}

/** The sections the user may see, in the spec's order; the first is the dashboard's default. */
export function permittedDashboardSections(user: RightsHolder | null | undefined): DashboardSection[] {
  if (!user) return [];
  return DASHBOARD_SECTIONS.filter((section) => isInAnyGroup(user, section.groups));
}

export const EDITOR_FILTER_GROUPS = [
  GROUP.SUPER_USERS,
  GROUP.FINANCIAL_MANAGER,
  GROUP.MARKETING_MANAGER,
] as const;

/** The Commissioning Editors section's editor select is shown to groups 1, 5 and 9. */
export function canChooseEditor(user: RightsHolder | null | undefined): boolean {
  return Boolean(user && isInAnyGroup(user, EDITOR_FILTER_GROUPS));
}

/**
 * Commissioning editors see only their own statistics, with the editor filter preset to
 * themselves and hidden. An editor who is also in a group that may choose the editor keeps
 * the choice: the wider right wins, as everywhere else in the rights model.
 */
export function seesOnlyOwnStatistics(user: RightsHolder | null | undefined): boolean {
  return Boolean(user && user.groups.includes(GROUP.COMMISSIONING_EDITORS) && !canChooseEditor(user));
}

/** Whether the user passes one named entry of the table (endpoint guards use it by name). */
export function meetsEntry(user: RightsHolder, name: RequirementName): boolean {
  return meetsAny(user, REQUIRE[name]);
}
