import { describe, expect, it } from 'vitest';
import {
  NAVIGATION,
  TEAM,
  canAccessPath,
  filterNavigation,
  flattenNavigation,
  isActive,
  isGroupOpenByDefault,
  requirementsForPath,
  visibleUrls,
  type NavGroup,
  type NavItem,
} from '@/lib/navigation';
import { NAV_ICONS } from '@/components/layout/nav-icon';
import { GROUP, REQUIRE, withDefaultRights } from '@/lib/rights';

const PUBLISHING_WITHOUT_CONTRACTS = [
  '/commissionings/manage',
  '/publications/manage',
  '/publications/exports',
  '/publications/praises',
  '/publications/taxonomies',
];
const AUTH_AND_ERRORS = [
  '/sign-in',
  '/sign-in-2',
  '/sign-up',
  '/forgot-password',
  '/otp',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
];

/** Sidebars of users holding exactly their group's default rights; browser tests check the same lists. */
const EXPECTED_SIDEBAR: Record<string, { groups: number[]; urls: string[] }> = {
  'Commissioning Editor': {
    groups: [GROUP.COMMISSIONING_EDITORS],
    urls: [
      '/',
      '/contacts',
      '/commissionings/manage',
      '/contracts/manage',
      '/publications/manage',
      '/publications/praises',
      '/publications/taxonomies',
      '/reports/commissionings',
      '/reports/contracts',
    ],
  },
  'Financial Manager': {
    groups: [GROUP.FINANCIAL_MANAGER],
    urls: [
      '/',
      '/expenses/manage',
      '/orders/manage',
      '/invoices/manage',
      '/reports/accountant',
      '/administration/coupons',
      '/contract-royalties',
      '/currencies/manage',
      '/administration/discrepancies',
      '/reports/sales',
      '/reports/expenses',
      '/reports/contracts',
      '/reports/logins',
    ],
  },
  Developer: {
    groups: [GROUP.DEVELOPERS],
    urls: [
      '/',
      '/contacts',
      '/administration/discrepancies',
      ...PUBLISHING_WITHOUT_CONTRACTS,
      ...AUTH_AND_ERRORS,
      '/apps',
      '/advanced-components',
    ],
  },
  'Commissioning Assistant': {
    groups: [GROUP.COMMISSIONING_ASSISTANTS],
    urls: [
      '/',
      '/contacts',
      '/commissionings/manage',
      '/publications/manage',
      '/publications/praises',
      '/publications/taxonomies',
      '/reports/commissionings',
    ],
  },
  'Content Assistant': {
    groups: [GROUP.CONTENT_ASSISTANT],
    urls: ['/', '/cms/news', '/cms/elements', '/cms/proposals', '/cms/orphan-files'],
  },
  'Marketing Manager': {
    groups: [GROUP.MARKETING_MANAGER],
    urls: ['/', '/marketing/newsletters', '/administration/emailtypes', '/reports/sales'],
  },
  'Marketing Assistant': {
    groups: [GROUP.MARKETING_ASSISTANT],
    urls: ['/', '/marketing/newsletters', '/administration/emailtypes'],
  },
  // The Financial menu needs section 4 at 5 and Publishing needs section 1 at 3 (spec section 6).
  'Financial Assistant': { groups: [GROUP.FINANCIAL_ASSISTANTS], urls: ['/'] },
  Designer: { groups: [GROUP.DESIGNER], urls: ['/'] },
  Author: { groups: [GROUP.AUTHORS], urls: ['/'] },
};

const ALL_URLS = [
  '/',
  '/contacts',
  '/cms/news',
  '/cms/elements',
  '/cms/proposals',
  '/cms/orphan-files',
  '/expenses/manage',
  '/orders/manage',
  '/invoices/manage',
  '/reports/accountant',
  '/administration/coupons',
  '/contract-royalties',
  '/currencies/manage',
  '/administration/discrepancies',
  '/users',
  '/user-authorization',
  '/commissionings/manage',
  '/contracts/manage',
  '/publications/manage',
  '/publications/exports',
  '/publications/praises',
  '/publications/taxonomies',
  '/marketing/newsletters',
  '/administration/emailtypes',
  '/reports/sales',
  '/reports/expenses',
  '/reports/commissionings',
  '/reports/contracts',
  '/reports/logins',
  '/settings',
  '/settings/account',
  '/settings/appearance',
  '/settings/notifications',
  '/settings/display',
  ...AUTH_AND_ERRORS,
  '/apps',
  '/version-features',
  '/advanced-components',
];

describe('navigation configuration (spec 2.7)', () => {
  it('holds every route of the spec once, in the spec order and groups', () => {
    const entries = flattenNavigation(NAVIGATION);
    expect(entries.map((entry) => entry.url)).toEqual(ALL_URLS);
    expect(NAVIGATION.map((group) => group.title)).toEqual([
      'General',
      'Administration',
      'Publishing',
      'Marketing',
      'Reports',
      'Other',
    ]);
    expect(entries.every((entry) => entry.icon !== undefined && NAV_ICONS[entry.icon] !== undefined)).toBe(
      true,
    );
  });

  it('uses the titles the spec gives', () => {
    const titleOf = (url: string) => flattenNavigation().find((entry) => entry.url === url)?.title;
    expect(titleOf('/')).toBe('Dashboard');
    expect(titleOf('/reports/accountant')).toBe('Tax Reports');
    expect(titleOf('/version-features')).toBe('App Releases');
    expect(titleOf('/advanced-components')).toBe('UI Showcase');
    expect(titleOf('/settings')).toBe('Profile');
    expect(['/401', '/403', '/404', '/500', '/503'].map(titleOf)).toEqual([
      'Unauthorized',
      'Forbidden',
      'Not Found',
      'Internal Server Error',
      'Maintenance Error',
    ]);
  });

  it('names the team entry with the Member area plan', () => {
    expect(TEAM).toMatchObject({ name: 'Colophon', plan: 'Member area' });
    expect(TEAM.logo && NAV_ICONS[TEAM.logo]).toBeDefined();
  });

  it('lists sub-items under their group for the command palette', () => {
    const news = flattenNavigation().find((entry) => entry.url === '/cms/news');
    expect(news).toMatchObject({ title: 'News', group: 'General' });
    const otp = flattenNavigation().find((entry) => entry.url === '/otp');
    expect(otp).toMatchObject({ title: 'OTP', group: 'Other' });
  });
});

describe('filterNavigation', () => {
  it.each(Object.entries(EXPECTED_SIDEBAR))('shows a %s exactly their entries', (_role, { groups, urls }) => {
    expect(visibleUrls(NAVIGATION, withDefaultRights(groups))).toEqual(urls);
  });

  it('shows a super user everything but the developers-only entries', () => {
    const developersOnly = [...AUTH_AND_ERRORS, '/apps', '/advanced-components'];
    expect(visibleUrls(NAVIGATION, withDefaultRights([GROUP.SUPER_USERS]))).toEqual(
      ALL_URLS.filter((url) => !developersOnly.includes(url)),
    );
  });

  it('shows a user in every group the whole navigation', () => {
    const everyone = withDefaultRights([GROUP.SUPER_USERS, GROUP.DEVELOPERS]);
    expect(visibleUrls(NAVIGATION, everyone)).toEqual(ALL_URLS);
  });

  it('drops a collapsible whose children are all filtered out, and then its empty group', () => {
    const nav: NavGroup[] = [
      {
        title: 'Money',
        items: [
          {
            title: 'Folder',
            items: [
              { title: 'Orders', url: '/orders/manage', rights: REQUIRE.orders },
              { title: 'Expenses', url: '/expenses/manage', rights: REQUIRE.expenses },
            ],
          },
        ],
      },
      { title: 'Open', items: [{ title: 'Home', url: '/' }] },
    ];
    const filtered = filterNavigation(nav, { groups: [], rights: ['6_5'] });
    expect(filtered.map((group) => group.title)).toEqual(['Money', 'Open']);
    expect(filtered[0]?.items[0]?.items?.map((item) => item.title)).toEqual(['Expenses']);
    expect(filterNavigation(nav, { groups: [], rights: [] }).map((group) => group.title)).toEqual(['Open']);
    expect(nav[0]?.items[0]?.items).toHaveLength(2);
  });

  it('works a navigation out once per set of groups and rights, and apart for every other set', () => {
    const editor = withDefaultRights([GROUP.COMMISSIONING_EDITORS]);
    const first = filterNavigation(NAVIGATION, editor);
    expect(filterNavigation(NAVIGATION, { ...editor })).toBe(first);
    const withRight = { groups: editor.groups, rights: [...editor.rights, '3_3'] };
    expect(filterNavigation(NAVIGATION, withRight)).not.toBe(first);
    const withGroup = { groups: [...editor.groups, GROUP.SUPER_USERS], rights: editor.rights };
    expect(visibleUrls(NAVIGATION, withGroup)).not.toEqual(visibleUrls(NAVIGATION, editor));
  });

  it('hides a whole group whose own requirements fail, even over items that would pass', () => {
    const user = { groups: [GROUP.SUPER_USERS], rights: [] };
    const titles = filterNavigation(NAVIGATION, user).map((group) => group.title);
    expect(titles).not.toContain('Administration');
    expect(visibleUrls(NAVIGATION, user)).toEqual([
      '/',
      '/settings',
      '/settings/account',
      '/settings/appearance',
      '/settings/notifications',
      '/settings/display',
      '/version-features',
    ]);
  });
});

describe('isActive (spec 2.6)', () => {
  const contacts: NavItem = { title: 'Contacts', url: '/contacts' };
  const cms = NAVIGATION[0]?.items.find((item) => item.title === 'CMS');

  it('is active when the url equals the path, with or without its query string', () => {
    expect(isActive(contacts, '/contacts')).toBe(true);
    expect(isActive(contacts, '/contacts?page=2&sort=-name')).toBe(true);
    expect(isActive(contacts, '/contacts/manage/12')).toBe(false);
    expect(isActive(contacts, '/contact')).toBe(false);
  });

  it('is active when a sub-item is active', () => {
    expect(cms).toBeDefined();
    if (!cms) return;
    expect(isActive(cms, '/cms/proposals')).toBe(true);
    expect(isActive(cms, '/cms/proposals?q=poetry')).toBe(true);
    expect(isActive(cms, '/contacts')).toBe(false);
  });

  it('looks through nested collapsibles', () => {
    const nested: NavItem = {
      title: 'Outer',
      items: [{ title: 'Inner', items: [{ title: 'Deep', url: '/a/b' }] }],
    };
    expect(isActive(nested, '/a/b')).toBe(true);
    expect(isActive(nested, '/a')).toBe(false);
  });
});

describe('isGroupOpenByDefault (spec 2.6)', () => {
  const byTitle = (title: string) =>
    NAVIGATION.flatMap((group) => group.items).find((item) => item.title === title) as NavItem;

  it('opens a collapsible when the first path segment matches one of its children', () => {
    expect(isGroupOpenByDefault(byTitle('CMS'), '/cms/news')).toBe(true);
    expect(isGroupOpenByDefault(byTitle('CMS'), '/cms/news/7?tab=body')).toBe(true);
    expect(isGroupOpenByDefault(byTitle('Financial'), '/invoices/manage/5')).toBe(true);
    expect(isGroupOpenByDefault(byTitle('Settings'), '/settings/display')).toBe(true);
  });

  it('stays closed elsewhere', () => {
    expect(isGroupOpenByDefault(byTitle('CMS'), '/contacts')).toBe(false);
    expect(isGroupOpenByDefault(byTitle('CMS'), '/')).toBe(false);
    expect(isGroupOpenByDefault(byTitle('Financial'), '/cms/news')).toBe(false);
    expect(isGroupOpenByDefault({ title: 'Plain', url: '/contacts' }, '/contacts')).toBe(false);
  });
});

describe('requirementsForPath', () => {
  it('guards a detail page with its entry', () => {
    expect(requirementsForPath('/contacts/manage/12')).toEqual([REQUIRE.contacts]);
    expect(requirementsForPath('/contacts')).toEqual([REQUIRE.contacts]);
  });

  it('adds the requirements of the enclosing collapsible and group', () => {
    expect(requirementsForPath('/invoices/manage/5')).toEqual([REQUIRE.financial, REQUIRE.invoices]);
    expect(requirementsForPath('/contract-royalties')).toEqual([
      REQUIRE.financial,
      REQUIRE.contractRoyalties,
    ]);
    expect(requirementsForPath('/cms/news')).toEqual([REQUIRE.cms]);
    expect(requirementsForPath('/administration/discrepancies')).toEqual([
      REQUIRE.administration,
      REQUIRE.discrepancies,
    ]);
    expect(requirementsForPath('/publications/exports')).toEqual([
      REQUIRE.publishing,
      REQUIRE.publicationsExport,
    ]);
    expect(requirementsForPath('/publications/manage/3')).toEqual([REQUIRE.publishing]);
  });

  it('guards the related routes of an entry like the entry', () => {
    expect(requirementsForPath('/discrepancies')).toEqual([REQUIRE.administration, REQUIRE.discrepancies]);
    expect(requirementsForPath('/commissionings/import')).toEqual([REQUIRE.publishing]);
    expect(requirementsForPath('/contracts/price-calculator/9')).toEqual([
      REQUIRE.publishing,
      REQUIRE.contracts,
    ]);
    expect(requirementsForPath('/publications/overview/4')).toEqual([REQUIRE.publishing]);
    expect(requirementsForPath('/contract-royalties/statements/4')).toEqual([
      REQUIRE.financial,
      REQUIRE.contractRoyalties,
    ]);
    expect(requirementsForPath('/publications/taxonomy/thema')).toEqual([REQUIRE.publishing]);
    expect(requirementsForPath('/users2')).toEqual([REQUIRE.administration, REQUIRE.users]);
  });

  it('ignores the query string and a trailing slash', () => {
    expect(requirementsForPath('/orders/manage/?page=2')).toEqual([REQUIRE.financial, REQUIRE.orders]);
  });

  it('matches on segment boundaries only', () => {
    expect(requirementsForPath('/contactsarchive')).toEqual([]);
    expect(requirementsForPath('/contract-royalties/3')).toEqual([
      REQUIRE.financial,
      REQUIRE.contractRoyalties,
    ]);
  });

  it('leaves shortcut, dashboard and unknown pages unguarded', () => {
    for (const path of [
      '/settings',
      '/settings/account',
      '/sign-in',
      '/otp',
      '/404',
      '/503',
      '/',
      '/dashboard/overview',
      '/help-center',
    ]) {
      expect(requirementsForPath(path)).toEqual([]);
    }
  });

  it('guards the developer and release pages by group', () => {
    expect(requirementsForPath('/apps')).toEqual([REQUIRE.apps]);
    expect(requirementsForPath('/version-features')).toEqual([REQUIRE.appReleases]);
    expect(requirementsForPath('/advanced-components')).toEqual([REQUIRE.uiShowcase]);
  });

  it('decides access with every level of the guard', () => {
    const financeManager = withDefaultRights([GROUP.FINANCIAL_MANAGER]);
    const editor = withDefaultRights([GROUP.COMMISSIONING_EDITORS]);
    const developer = withDefaultRights([GROUP.DEVELOPERS]);
    expect(canAccessPath(financeManager, '/invoices/manage/5')).toBe(true);
    expect(canAccessPath(editor, '/invoices/manage/5')).toBe(false);
    // Section 6 at 3 passes Invoices itself but not the Financial collapsible around it.
    expect(canAccessPath({ groups: [], rights: ['6_3'] }, '/invoices/manage')).toBe(false);
    expect(canAccessPath(developer, '/discrepancies')).toBe(true);
    expect(canAccessPath(editor, '/discrepancies')).toBe(false);
    expect(canAccessPath(editor, '/settings/account')).toBe(true);
  });

  it('guards the pages the sidebar does not list as their API is: tasks for staff, not authors', () => {
    expect(canAccessPath(withDefaultRights([GROUP.DESIGNER]), '/tasks')).toBe(true);
    expect(canAccessPath(withDefaultRights([GROUP.COMMISSIONING_EDITORS]), '/tasks/12')).toBe(true);
    expect(canAccessPath(withDefaultRights([GROUP.AUTHORS]), '/tasks')).toBe(false);
    expect(canAccessPath(withDefaultRights([GROUP.AUTHORS]), '/tasks/12')).toBe(false);
  });
});
