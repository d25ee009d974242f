import { NAVIGATION } from './config';
import { flattenNavigation } from './lookup';
import type { NavGroup } from './types';

/**
 * Spec 2.2: every route of the authenticated layout, with a readable title. `{name}` stands for
 * one path segment holding a record id; the title repeats it (`Contact {contactId}` → `Contact 12`).
 * Each has a screen of its own (tests/unit/every-screen-built.test.ts).
 */
export const AUTHENTICATED_ROUTES: readonly { pattern: string; title: string }[] = [
  { pattern: '/', title: 'Dashboard' },
  { pattern: '/dashboard/overview', title: 'Dashboard' },
  { pattern: '/dashboard/authorization', title: 'Authorization' },

  { pattern: '/settings', title: 'Profile' },
  { pattern: '/settings/account', title: 'Account' },
  { pattern: '/settings/appearance', title: 'Appearance' },
  { pattern: '/settings/display', title: 'Display' },
  { pattern: '/settings/notifications', title: 'Notifications' },

  { pattern: '/advanced-components', title: 'UI Showcase' },
  { pattern: '/apps', title: 'Apps' },
  { pattern: '/apps/api-reference', title: 'API Reference' },
  { pattern: '/chats', title: 'Chats' },
  { pattern: '/help-center', title: 'Help Center' },
  { pattern: '/tasks', title: 'Tasks' },
  { pattern: '/version-features', title: 'App Releases' },

  { pattern: '/users', title: 'Users' },
  { pattern: '/users2', title: 'Users' },
  { pattern: '/user-authorization', title: 'User Authorization' },

  { pattern: '/contacts', title: 'Contacts' },
  { pattern: '/contacts/manage', title: 'Manage Contacts' },
  { pattern: '/contacts/manage/{contactId}', title: 'Contact {contactId}' },

  { pattern: '/discrepancies', title: 'Data Discrepancies' },
  { pattern: '/administration/discrepancies', title: 'Data Discrepancies' },

  { pattern: '/commissionings/import', title: 'Import Commissionings' },
  { pattern: '/commissionings/manage', title: 'Commissionings' },
  { pattern: '/commissionings/manage/{commissioningId}', title: 'Commissioning {commissioningId}' },

  { pattern: '/cms/news', title: 'News' },
  { pattern: '/cms/news/{newsId}', title: 'News item {newsId}' },
  { pattern: '/cms/elements', title: 'Elements' },
  { pattern: '/cms/elements/{elementId}', title: 'Element {elementId}' },
  { pattern: '/cms/proposals', title: 'Proposals' },
  { pattern: '/cms/proposals/{proposalId}', title: 'Proposal {proposalId}' },
  { pattern: '/cms/orphan-files', title: 'Orphan Files' },

  { pattern: '/reports/sales', title: 'Sales Report' },
  { pattern: '/reports/logins', title: 'User Logins Report' },
  { pattern: '/reports/expenses', title: 'Expenses Report' },
  { pattern: '/reports/contracts', title: 'Contracts Report' },
  { pattern: '/reports/commissionings', title: 'Commissionings Report' },
  { pattern: '/reports/accountant', title: 'Tax Reports' },

  { pattern: '/publications/taxonomies', title: 'Taxonomies' },
  { pattern: '/publications/praises', title: 'Praises' },
  { pattern: '/publications/manage', title: 'Publications' },
  { pattern: '/publications/exports', title: 'Exports' },
  { pattern: '/publications/overview', title: 'Publications Overview' },
  {
    pattern: '/publications/overview/{commissioningId}',
    title: 'Publications of Commissioning {commissioningId}',
  },
  { pattern: '/publications/manage/{publicationId}', title: 'Publication {publicationId}' },

  { pattern: '/publications/taxonomy/thema', title: 'Thema Subject Categories' },
  { pattern: '/publications/taxonomy/subjects', title: 'Subjects' },
  { pattern: '/publications/taxonomy/collections', title: 'Collections' },
  { pattern: '/publications/taxonomy/bisac', title: 'BISAC Subject Headings' },
  { pattern: '/publications/taxonomy/bic', title: 'BIC Subject Categories' },

  { pattern: '/orders/manage', title: 'Orders' },
  { pattern: '/orders/manage/{orderId}', title: 'Order {orderId}' },

  { pattern: '/marketing/newsletters', title: 'Newsletters' },
  { pattern: '/marketing/newsletters/{newsletterId}', title: 'Newsletter {newsletterId}' },

  { pattern: '/invoices/manage', title: 'Invoices' },
  { pattern: '/invoices/manage/{invoiceId}', title: 'Invoice {invoiceId}' },

  { pattern: '/expenses/manage', title: 'Expenses' },
  { pattern: '/expenses/manage/{expenseId}', title: 'Expense {expenseId}' },

  { pattern: '/currencies/manage', title: 'Currencies' },
  { pattern: '/currencies/manage/{exchangeRateId}', title: 'Exchange Rate {exchangeRateId}' },

  { pattern: '/contracts/manage', title: 'Contracts' },
  { pattern: '/contracts/manage/{contractId}', title: 'Contract {contractId}' },
  {
    pattern: '/contracts/price-calculator/{contractId}',
    title: 'Price Calculator for Contract {contractId}',
  },

  { pattern: '/contract-royalties', title: 'Contract Royalties' },
  { pattern: '/contract-royalties/{runId}', title: 'Royalty Run {runId}' },
  { pattern: '/contract-royalties/statements/{statementId}', title: 'Royalty Statement {statementId}' },

  { pattern: '/administration/emailtypes', title: 'Email Types' },
  { pattern: '/administration/emailtypes/{emailTypeId}', title: 'Email Type {emailTypeId}' },

  { pattern: '/administration/coupons', title: 'Coupons' },
  { pattern: '/administration/coupons/{couponId}', title: 'Coupon {couponId}' },
];

/** Record ids are positive integers; anything else in their place is not a page. */
const ID_SEGMENT = /^[1-9]\d{0,9}$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (param) {
      if (!ID_SEGMENT.test(segment)) return null;
      params[param] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

export type Screen = {
  title: string;
  /** The sidebar group of a navigation entry; absent for routes reached from elsewhere. */
  section?: string;
};

/**
 * The page at this path, if the app has one: a navigation entry (its title and group), else a
 * route of spec 2.2. `null` for any other path, which is then not found.
 */
export function screenForPath(pathname: string, groups: readonly NavGroup[] = NAVIGATION): Screen | null {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  const entry = flattenNavigation(groups).find((candidate) => candidate.url === path);
  if (entry) return { title: entry.title, section: entry.group };
  for (const route of AUTHENTICATED_ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params)
      return { title: route.title.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name) };
  }
  return null;
}

/** A page of the app or a path beneath one (`/administration/coupons/new`); anything else is unknown. */
export function isAppPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  for (let depth = segments.length; depth > 0; depth--) {
    if (screenForPath(`/${segments.slice(0, depth).join('/')}`)) return true;
  }
  return false;
}
