import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  AUTHOR_SALES_PERIODS,
  type AuthorContract,
  type AuthorContractDetail,
  type AuthorProfile,
  type AuthorProposal,
  type AuthorSalesPeriod,
  type AuthorSalesRow,
  type AuthorStatement,
} from '@/lib/contract/author';
import { UNSOLD_ORDER_STATUSES } from '@/lib/contract/enums';
import type { Tx } from '../db/client';
import {
  authorAccounts,
  authorProposals,
  commissionings,
  contacts,
  contractParties,
  contractRoyaltyTerms,
  contractRoyaltyTiers,
  contracts,
  orderLines,
  orders,
  proposals,
  publications,
  royaltyRuns,
  royaltyStatements,
  storedFiles,
  users,
} from '../db/schema';
import { notFound } from '../platform/http-error';

/*
 * What an author sees, each read joined to the signed-in account's own row of `author_accounts`: the
 * scope is in the SQL, so another author's id asked for by hand finds nothing (404), never their data.
 */

/** Runs whose statements an author may see: checked and approved by the firm, or locked. */
export const PUBLISHED_RUN_STATUSES = ['approved', 'locked'] as const;

/** The account's own link, as a join condition on a table's contact column. */
const mine = (userId: number) => eq(authorAccounts.userId, userId);

export async function authorContactId(db: Tx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ contactId: authorAccounts.contactId })
    .from(authorAccounts)
    .where(mine(userId));
  return row?.contactId ?? null;
}

export async function authorProfile(db: Tx, userId: number): Promise<AuthorProfile> {
  const [row] = await db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      contracts: sql<number>`(select count(distinct ${contractParties.contractId})::int from ${contractParties}
        join ${contracts} on ${contracts.id} = ${contractParties.contractId}
        where ${contractParties.contactId} = ${contacts.id} and ${contracts.status} <> 'draft')`,
      statements: sql<number>`(select count(*)::int from ${royaltyStatements}
        join ${royaltyRuns} on ${royaltyRuns.id} = ${royaltyStatements.runId}
        where ${royaltyStatements.contactId} = ${contacts.id} and ${royaltyRuns.status} in ('approved', 'locked'))`,
      proposals: sql<number>`(select count(*)::int from ${authorProposals} where ${authorProposals.contactId} = ${contacts.id})`,
    })
    .from(authorAccounts)
    .innerJoin(contacts, eq(contacts.id, authorAccounts.contactId))
    .where(mine(userId));
  if (!row)
    return {
      linked: false,
      contactId: null,
      name: null,
      email: null,
      counts: { contracts: 0, statements: 0, proposals: 0 },
    };
  return {
    linked: true,
    contactId: row.contactId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    counts: { contracts: row.contracts, statements: row.statements, proposals: row.proposals },
  };
}

const contractColumns = {
  contractId: contracts.id,
  reference: contracts.reference,
  title: commissionings.title,
  type: contracts.type,
  status: contracts.status,
  signedDate: contracts.signedDate,
  endedDate: contracts.endedDate,
  deliveryDate: contracts.deliveryDate,
  role: contractParties.role,
  sharePercent: sql<number>`${contractParties.splitPercent}::float8`,
  advanceAmount: contracts.advanceAmount,
  currency: sql<string>`${contracts.currency}::text`,
  territory: contracts.territory,
};

/** The author's contracts, sent to them or signed (a draft is the firm's own business), newest first. */
function ownContracts(db: Tx, userId: number) {
  return db
    .select(contractColumns)
    .from(contractParties)
    .innerJoin(authorAccounts, and(eq(authorAccounts.contactId, contractParties.contactId), mine(userId)))
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .innerJoin(commissionings, eq(commissionings.id, contracts.commissioningId))
    .$dynamic();
}

export async function authorContracts(db: Tx, userId: number): Promise<AuthorContract[]> {
  return ownContracts(db, userId)
    .where(ne(contracts.status, 'draft'))
    .orderBy(sql`${contracts.signedDate} desc nulls first`, desc(contracts.id), asc(contractParties.role));
}

export async function authorContract(
  db: Tx,
  userId: number,
  contractId: number,
): Promise<AuthorContractDetail> {
  const [row] = await ownContracts(db, userId)
    .where(and(eq(contracts.id, contractId), ne(contracts.status, 'draft')))
    .orderBy(asc(contractParties.role))
    .limit(1);
  if (!row) throw notFound('You have no such contract');
  const [more] = await db
    .select({
      amendment: contracts.amendment,
      territories: contracts.territories,
      languages: contracts.languages,
      formats: contracts.formats,
      termYears: contracts.termYears,
      reversionConditions: contracts.reversionConditions,
      optionOnNextWork: contracts.optionOnNextWork,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const terms = await db
    .select()
    .from(contractRoyaltyTerms)
    .where(eq(contractRoyaltyTerms.contractId, contractId))
    .orderBy(asc(contractRoyaltyTerms.position));
  const tiers =
    terms.length === 0
      ? []
      : await db
          .select()
          .from(contractRoyaltyTiers)
          .where(
            inArray(
              contractRoyaltyTiers.termId,
              terms.map((term) => term.id),
            ),
          )
          .orderBy(asc(contractRoyaltyTiers.position));
  if (!more) throw notFound('You have no such contract');
  return {
    ...row,
    ...more,
    royaltyTerms: terms.map((term) => ({
      format: term.format,
      channel: term.channel,
      basis: term.basis,
      tiers: tiers
        .filter((tier) => tier.termId === term.id)
        .map((tier) => ({ fromUnits: tier.fromUnits, ratePercent: Number(tier.ratePercent) })),
      highDiscountPercent: term.highDiscountPercent === null ? null : Number(term.highDiscountPercent),
      highDiscountRatePercent:
        term.highDiscountRatePercent === null ? null : Number(term.highDiscountRatePercent),
    })),
  };
}

function ownStatements(db: Tx, userId: number) {
  return db
    .select({
      statementId: royaltyStatements.id,
      runStatus: royaltyRuns.status,
      periodStart: royaltyRuns.periodStart,
      periodEnd: royaltyRuns.periodEnd,
      contractId: royaltyStatements.contractId,
      reference: royaltyStatements.contractReference,
      title: commissionings.title,
      currency: sql<string>`${royaltyStatements.currency}::text`,
      netEarnings: royaltyStatements.netEarnings,
      closingBalance: royaltyStatements.closingBalance,
      payable: royaltyStatements.payable,
    })
    .from(royaltyStatements)
    .innerJoin(authorAccounts, and(eq(authorAccounts.contactId, royaltyStatements.contactId), mine(userId)))
    .innerJoin(
      royaltyRuns,
      and(
        eq(royaltyRuns.id, royaltyStatements.runId),
        inArray(royaltyRuns.status, [...PUBLISHED_RUN_STATUSES]),
      ),
    )
    .innerJoin(contracts, eq(contracts.id, royaltyStatements.contractId))
    .innerJoin(commissionings, eq(commissionings.id, contracts.commissioningId))
    .$dynamic();
}

export async function authorStatements(db: Tx, userId: number): Promise<AuthorStatement[]> {
  return ownStatements(db, userId).orderBy(
    desc(royaltyRuns.periodStart),
    asc(royaltyStatements.contractReference),
  );
}

/** One of the author's statements of an approved or locked run; 404 for anything else. */
export async function authorStatement(db: Tx, userId: number, statementId: number): Promise<AuthorStatement> {
  const [row] = await ownStatements(db, userId).where(eq(royaltyStatements.id, statementId));
  if (!row) throw notFound('You have no such royalty statement');
  return row;
}

/** Copies and money of every publication of the works the author has a contract for, by period and currency. */
export async function authorSales(
  db: Tx,
  userId: number,
  period: AuthorSalesPeriod,
): Promise<AuthorSalesRow[]> {
  const titles = db
    .selectDistinct({ publicationId: publications.id })
    .from(publications)
    .innerJoin(contracts, eq(contracts.commissioningId, publications.commissioningId))
    .innerJoin(contractParties, eq(contractParties.contractId, contracts.id))
    .innerJoin(authorAccounts, and(eq(authorAccounts.contactId, contractParties.contactId), mine(userId)))
    .where(ne(contracts.status, 'draft'))
    .as('titles');
  // The unit is written into the statement (one of three words, checked here) so that the select and the
  // group by are one expression: two parameters would be two expressions to PostgreSQL.
  if (!AUTHOR_SALES_PERIODS.includes(period)) throw new Error(`Not a sales period: ${period}`);
  const start = sql`date_trunc(${sql.raw(`'${period}'`)}, ${orders.orderDate}::timestamp)::date`;
  const rows = await db
    .select({
      periodStart: sql<string>`${start}::text`,
      publicationId: publications.id,
      title: publications.title,
      format: publications.format,
      isbn: publications.isbn,
      currency: sql<string>`${orders.currency}::text`,
      copiesSold: sql<number>`sum(${orderLines.quantity})::int`,
      copiesReturned: sql<number>`sum(${orderLines.returnedQuantity})::int`,
      netSales: sql<number>`round(sum(greatest(${orderLines.quantity} - ${orderLines.returnedQuantity}, 0) * ${orderLines.unitPrice} * (100 - ${orderLines.discountPercent}) / 100))::bigint`,
    })
    .from(orderLines)
    .innerJoin(titles, eq(titles.publicationId, orderLines.publicationId))
    .innerJoin(publications, eq(publications.id, orderLines.publicationId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(notInArray(orders.status, [...UNSOLD_ORDER_STATUSES]))
    .groupBy(start, publications.id, orders.currency)
    .orderBy(sql`${start} desc`, asc(publications.title), asc(publications.id), asc(orders.currency))
    .limit(1000);
  return rows.map((row) => ({ ...row, netSales: Number(row.netSales) }));
}

function ownProposals(db: Tx, userId: number) {
  return db
    .select({
      proposalId: proposals.id,
      title: proposals.title,
      genre: proposals.genre,
      wordCount: proposals.wordCount,
      synopsis: proposals.synopsis,
      status: proposals.status,
      submittedAt: sql<string>`${authorProposals.submittedAt}`,
      decidedAt: sql<string | null>`${proposals.decidedAt}`,
      decisionReason: proposals.decisionReason,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileSize: storedFiles.sizeBytes,
    })
    .from(authorProposals)
    .innerJoin(authorAccounts, and(eq(authorAccounts.contactId, authorProposals.contactId), mine(userId)))
    .innerJoin(proposals, eq(proposals.id, authorProposals.proposalId))
    .leftJoin(storedFiles, eq(storedFiles.id, proposals.manuscriptFileId))
    .$dynamic();
}

type ProposalRow = Awaited<ReturnType<ReturnType<typeof ownProposals>['execute']>>[number];

const iso = (value: unknown): string => new Date(String(value)).toISOString();

function toProposal({ fileId, fileName, fileSize, ...row }: ProposalRow): AuthorProposal {
  return {
    ...row,
    submittedAt: iso(row.submittedAt),
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
    sample:
      fileId === null || fileName === null || fileSize === null
        ? null
        : { fileId, name: fileName, sizeBytes: fileSize },
  };
}

export async function authorProposalList(db: Tx, userId: number): Promise<AuthorProposal[]> {
  const rows = await ownProposals(db, userId).orderBy(desc(authorProposals.submittedAt), desc(proposals.id));
  return rows.map(toProposal);
}

export async function authorProposal(db: Tx, userId: number, proposalId: number): Promise<AuthorProposal> {
  const [row] = await ownProposals(db, userId).where(eq(proposals.id, proposalId));
  if (!row) throw notFound('You have no such proposal');
  return toProposal(row);
}

/** The account's email, which a proposal gives as the author's address when the contact has none. */
export async function accountEmail(db: Tx, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}
