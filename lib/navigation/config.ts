import { AREA_RIGHTS, REQUIRE, type Guard } from '@/lib/rights';
import type { NavGroup, Team } from './types';

/** The team entry of the sidebar: the firm, in its member area. */
export const TEAM: Team = { name: 'Colophon', plan: 'Member area', logo: 'Library' };

/**
 * The one navigation of the app (spec 2.7): the sidebar filters it by the user's rights, the
 * command palette lists it whole, and page guards read their requirements from it.
 */
export const NAVIGATION: readonly NavGroup[] = [
  {
    title: 'General',
    items: [
      { title: 'Dashboard', url: '/', icon: 'LayoutDashboard' },
      { title: 'Contacts', url: '/contacts', icon: 'Contact', rights: REQUIRE.contacts },
      {
        title: 'CMS',
        icon: 'PanelsTopLeft',
        rights: REQUIRE.cms,
        items: [
          { title: 'News', url: '/cms/news', icon: 'Newspaper' },
          { title: 'Elements', url: '/cms/elements', icon: 'LayoutTemplate' },
          { title: 'Proposals', url: '/cms/proposals', icon: 'Lightbulb' },
          { title: 'Orphan Files', url: '/cms/orphan-files', icon: 'FileX' },
        ],
      },
      {
        title: 'Financial',
        icon: 'Landmark',
        rights: REQUIRE.financial,
        items: [
          { title: 'Expenses', url: '/expenses/manage', icon: 'Wallet', rights: REQUIRE.expenses },
          { title: 'Orders', url: '/orders/manage', icon: 'ShoppingCart', rights: REQUIRE.orders },
          { title: 'Invoices', url: '/invoices/manage', icon: 'Receipt', rights: REQUIRE.invoices },
          {
            title: 'Tax Reports',
            url: '/reports/accountant',
            icon: 'Calculator',
            rights: REQUIRE.taxReports,
          },
          {
            title: 'Coupons',
            url: '/administration/coupons',
            icon: 'TicketPercent',
            rights: REQUIRE.coupons,
          },
          {
            title: 'Contract Royalties',
            url: '/contract-royalties',
            icon: 'HandCoins',
            rights: REQUIRE.contractRoyalties,
          },
          { title: 'Currencies', url: '/currencies/manage', icon: 'Coins', rights: REQUIRE.currencies },
        ],
      },
    ],
  },
  {
    title: 'Administration',
    rights: REQUIRE.administration,
    items: [
      {
        title: 'Discrepancies',
        url: '/administration/discrepancies',
        icon: 'SearchCheck',
        rights: REQUIRE.discrepancies,
        // The checker of spec 2.9 also lives at /discrepancies.
        alsoGuards: ['/discrepancies'],
      },
      { title: 'Users', url: '/users', icon: 'Users', rights: REQUIRE.users, alsoGuards: ['/users2'] },
      {
        title: 'User Authorization',
        url: '/user-authorization',
        icon: 'ShieldCheck',
        rights: REQUIRE.userAuthorization,
      },
    ],
  },
  {
    title: 'Publishing',
    rights: REQUIRE.publishing,
    items: [
      {
        title: 'Commissionings',
        url: '/commissionings/manage',
        icon: 'BookPlus',
        alsoGuards: ['/commissionings'],
      },
      {
        title: 'Contracts',
        url: '/contracts/manage',
        icon: 'FilePenLine',
        rights: REQUIRE.contracts,
        alsoGuards: ['/contracts'],
      },
      {
        title: 'Publications',
        url: '/publications/manage',
        icon: 'BookOpen',
        alsoGuards: ['/publications/overview'],
      },
      {
        title: 'Exports',
        url: '/publications/exports',
        icon: 'FileOutput',
        rights: REQUIRE.publicationsExport,
      },
      { title: 'Praises', url: '/publications/praises', icon: 'MessageSquareQuote' },
      {
        title: 'Taxonomies',
        url: '/publications/taxonomies',
        icon: 'Tags',
        alsoGuards: ['/publications/taxonomy'],
      },
    ],
  },
  {
    title: 'Marketing',
    items: [
      { title: 'Newsletters', url: '/marketing/newsletters', icon: 'Mail', rights: REQUIRE.newsletters },
      { title: 'Email Types', url: '/administration/emailtypes', icon: 'Mails', rights: REQUIRE.emailTypes },
    ],
  },
  {
    title: 'Reports',
    items: [
      { title: 'Sales', url: '/reports/sales', icon: 'ChartColumn', rights: REQUIRE.salesReport },
      { title: 'Expenses', url: '/reports/expenses', icon: 'ChartPie', rights: REQUIRE.expensesReport },
      {
        title: 'Commissionings',
        url: '/reports/commissionings',
        icon: 'ChartLine',
        rights: REQUIRE.commissioningsReport,
      },
      { title: 'Contracts', url: '/reports/contracts', icon: 'ScrollText', rights: REQUIRE.contractsReport },
      { title: 'User Logins', url: '/reports/logins', icon: 'LogIn', rights: REQUIRE.userLoginsReport },
    ],
  },
  {
    title: 'Other',
    items: [
      {
        title: 'Settings',
        icon: 'Settings',
        rights: REQUIRE.settings,
        shortcutOnly: true,
        items: [
          { title: 'Profile', url: '/settings', icon: 'UserRound' },
          { title: 'Account', url: '/settings/account', icon: 'Wrench' },
          { title: 'Appearance', url: '/settings/appearance', icon: 'Palette' },
          { title: 'Notifications', url: '/settings/notifications', icon: 'Bell' },
          { title: 'Display', url: '/settings/display', icon: 'Monitor' },
        ],
      },
      {
        title: 'Auth',
        icon: 'KeyRound',
        rights: REQUIRE.auth,
        shortcutOnly: true,
        items: [
          { title: 'Sign In', url: '/sign-in', icon: 'LogIn' },
          { title: 'Sign In 2', url: '/sign-in-2', icon: 'DoorOpen' },
          { title: 'Sign Up', url: '/sign-up', icon: 'UserPlus' },
          { title: 'Forgot Password', url: '/forgot-password', icon: 'LockKeyhole' },
          { title: 'OTP', url: '/otp', icon: 'ShieldEllipsis' },
        ],
      },
      {
        title: 'Errors',
        icon: 'Bug',
        rights: REQUIRE.errors,
        shortcutOnly: true,
        items: [
          { title: 'Unauthorized', url: '/401', icon: 'Lock' },
          { title: 'Forbidden', url: '/403', icon: 'ShieldX' },
          { title: 'Not Found', url: '/404', icon: 'FileQuestionMark' },
          { title: 'Internal Server Error', url: '/500', icon: 'ServerOff' },
          { title: 'Maintenance Error', url: '/503', icon: 'Construction' },
        ],
      },
      { title: 'Apps', url: '/apps', icon: 'LayoutGrid', rights: REQUIRE.apps },
      { title: 'App Releases', url: '/version-features', icon: 'Rocket', rights: REQUIRE.appReleases },
      { title: 'UI Showcase', url: '/advanced-components', icon: 'Component', rights: REQUIRE.uiShowcase },
    ],
  },
];

/**
 * Pages the sidebar does not list (the spec's navigation has no entry for them) that still need a
 * guard: the workspace's own, for staff only, as their API is.
 */
export const UNLISTED_PAGES: readonly { url: string; guard: Guard }[] = [
  { url: '/tasks', guard: AREA_RIGHTS.tasks.view },
];
