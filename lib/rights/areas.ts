import { GROUP, GROUPS } from './groups';
import { LEVEL } from './levels';
import type { Guard, Requirement } from './requirement';
import { SECTION } from './sections';
import { REQUIRE } from './tables';

/**
 * What each action on a record area needs. Reading, creating and changing take exactly the guard of
 * the area's pages (every enclosing navigation entry's requirement and the entry's own, all of which
 * must pass), so the API never reads wider than the page. Deleting takes the same sections at Manage,
 * since a deleted record cannot be brought back. Extra actions of an area are named here too.
 */
export type AreaRights = {
  view: Guard;
  create: Guard;
  update: Guard;
  delete: Guard;
  /** Running an import of a file of records, for an area that declares import columns. */
  import?: Guard;
};

function atManage(requirements: readonly Requirement[]): Requirement[] {
  return requirements.map((requirement) =>
    'sectionId' in requirement ? { ...requirement, minLevel: LEVEL.MANAGE } : requirement,
  );
}

/** An area's rights from its pages' guard: the navigation's requirement sets, outermost first. */
export function areaRights(...guard: readonly (readonly Requirement[])[]): AreaRights {
  return { view: guard, create: guard, update: guard, delete: guard.map(atManage) };
}

/** Any member of the firm's staff: every group but the authors, who have their own area. */
const STAFF: readonly Requirement[] = GROUPS.filter((group) => group.id !== GROUP.AUTHORS).map((group) => ({
  groupId: group.id,
}));

export const AREA_RIGHTS = {
  contacts: areaRights(REQUIRE.contacts),
  commissionings: {
    ...areaRights(REQUIRE.publishing),
    /** Approving or declining a commissioning is a decision of the section. */
    decide: [[{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.APPROVE }]],
    /** Importing a file of them is running a job of the section. */
    import: [[{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.APPROVE }]],
  },
  coupons: areaRights(REQUIRE.financial, REQUIRE.coupons),
  contracts: {
    ...areaRights(REQUIRE.publishing, REQUIRE.contracts),
    /** Signing, amending, ending or reverting a contract binds the firm: section 2 at Approve. */
    sign: [REQUIRE.publishing, [{ sectionId: SECTION.CONTRACTS, minLevel: LEVEL.APPROVE }]],
  },
  /** News, elements, proposals and orphan files: the CMS menu's pages, whose guard they take. */
  cms: areaRights(REQUIRE.cms),
  /** Royalty runs and statements: the Financial menu's Contract Royalties page, whose guard they take. */
  contractRoyalties: areaRights(REQUIRE.financial, REQUIRE.contractRoyalties),
  /** Currencies and exchange rates: the Financial menu's Currencies page; importing a rates file edits rates. */
  currencies: {
    ...areaRights(REQUIRE.financial, REQUIRE.currencies),
    importRates: [REQUIRE.financial, REQUIRE.currencies],
  },
  expenses: {
    ...areaRights(REQUIRE.financial, REQUIRE.expenses),
    /** Approving or rejecting an expense is a decision of section 6: its Approve level. */
    decide: [REQUIRE.financial, REQUIRE.expenses, [{ sectionId: SECTION.ACCOUNTS, minLevel: LEVEL.APPROVE }]],
  },
  /** Sales orders: the Financial menu's Orders page, whose guard every call takes. */
  orders: areaRights(REQUIRE.financial, REQUIRE.orders),
  /** Invoices, their payments and credit notes: the Financial menu's Invoices page. */
  invoices: areaRights(REQUIRE.financial, REQUIRE.invoices),
  /** Publications, their formats, prices and ISBNs (the Publishing menu's Publications page). */
  publications: areaRights(REQUIRE.publishing),
  /**
   * Publication exports (the Publishing menu's Exports page): the readiness matrix, runs and their
   * files. Running one is the page's own requirement, section 11 at Approve.
   */
  exports: areaRights(REQUIRE.publishing, REQUIRE.publicationsExport),
  /** Praises of publications (the Publishing menu's Praises page). */
  praises: areaRights(REQUIRE.publishing),
  taxonomies: {
    ...areaRights(REQUIRE.publishing),
    /** Replacing a scheme's codes from EDItEUR's file is running a job of the section. */
    import: [[{ sectionId: SECTION.PUBLISHING, minLevel: LEVEL.APPROVE }]],
  },
  users: {
    ...areaRights(REQUIRE.administration, REQUIRE.users),
    /** Ending a user's sessions changes that user, as the Users edit page does. */
    endSessions: [REQUIRE.administration, REQUIRE.users],
  },
  /** The rights editor: groups' rights, and each user's groups and own rights. */
  userAuthorization: {
    ...areaRights(REQUIRE.administration, REQUIRE.userAuthorization),
    /** Reading the audit trail of every write, beside the rights it is mostly asked about. */
    audit: [REQUIRE.administration, REQUIRE.userAuthorization],
  },
  /** Email Types: the templates of the product's mails, read and reworded at the page's level (3 at 3). */
  emailTypes: areaRights(REQUIRE.emailTypes),
  /**
   * Newsletters: read at the page's level (3 at 2); composing one and sending its test to oneself is
   * editing (3 at 3); sending it to its audience, scheduling it and retrying failures runs a job (3 at 4).
   */
  newsletters: {
    ...areaRights(REQUIRE.newsletters),
    create: [[{ sectionId: SECTION.MARKETING, minLevel: LEVEL.EDIT }]],
    update: [[{ sectionId: SECTION.MARKETING, minLevel: LEVEL.EDIT }]],
    send: [[{ sectionId: SECTION.MARKETING, minLevel: LEVEL.APPROVE }]],
  },
  /**
   * The authors area (spec section 1: separate from the back office, its sign-in titled as the publisher's
   * authors area): the Authors group's own pages, outside the staff navigation. Every call is scoped to
   * the author's own records on top of this.
   */
  authors: areaRights([{ groupId: GROUP.AUTHORS }]),
  /**
   * Tasks (the workspace's /tasks): the spec gives the page no requirement, so every member of staff reads,
   * creates and works them. Deleting one is the Super Users' (others cancel it, which keeps it in the
   * record). Making one from a data-quality check takes the checker's API requirement as well.
   */
  tasks: {
    ...areaRights(STAFF),
    delete: [[{ groupId: GROUP.SUPER_USERS }]],
    fromCheck: [STAFF, REQUIRE.discrepancies],
  },
} as const satisfies Record<string, AreaRights & Record<string, Guard>>;

export type AreaName = keyof typeof AREA_RIGHTS;
