import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  RoyaltyReturnLine,
  RoyaltySaleRow,
  RoyaltySalesLine,
  RoyaltyStatement,
  RoyaltySubsidiaryLine,
} from '@/lib/contract/royalty-runs';
import type { Tx } from '../db/client';
import {
  commissionings,
  contacts,
  contracts,
  orderLines,
  orders,
  publications,
  royaltyLineSources,
  royaltyRunContracts,
  royaltyRuns,
  royaltyStatementLines,
  royaltyStatements,
} from '../db/schema';
import { notFound } from '../platform/http-error';

/*
 * One payee's statement with every figure, read back from what the run stored: the contract's lines
 * with the payee's part of each, and the order lines behind any one of them.
 */

const ratesSchema = z.record(z.string(), z.number());
const releasedSchema = z.array(z.object({ periodId: z.string(), amount: z.number().int() }));

type LineRow = typeof royaltyStatementLines.$inferSelect;

/** A stored line back in the answer's shape, with the payee's royalty on it. */
function copiesLine(line: LineRow, royalty: number) {
  if (!line.format || !line.channel || !line.basis || line.units === null || line.unitBaseAmount === null)
    throw new Error(`Statement line ${line.id} lost its copies`);
  return {
    lineId: line.id,
    format: line.format,
    channel: line.channel,
    basis: line.basis,
    units: line.units,
    currency: line.currency,
    unitBaseAmount: line.unitBaseAmount,
    exchangeRate: Number(line.exchangeRate),
    baseAmount: line.baseAmount,
    ratePercent: Number(line.ratePercent),
    royalty,
  };
}

function salesLine(line: LineRow, royalty: number): RoyaltySalesLine {
  const tier =
    line.tierIndex === null || line.tierFromUnits === null
      ? null
      : {
          index: line.tierIndex,
          fromUnits: line.tierFromUnits,
          toUnits: line.tierToUnits,
          ratePercent: Number(line.ratePercent),
        };
  return { ...copiesLine(line, royalty), rule: line.rule ?? 'escalator', tier };
}

function subsidiaryLine(line: LineRow, royalty: number): RoyaltySubsidiaryLine {
  if (!line.subsidiaryRight || line.amountReceived === null)
    throw new Error(`Statement line ${line.id} lost its licence`);
  return {
    lineId: line.id,
    right: line.subsidiaryRight,
    description: line.description,
    currency: line.currency,
    amountReceived: line.amountReceived,
    exchangeRate: Number(line.exchangeRate),
    baseAmount: line.baseAmount,
    sharePercent: Number(line.ratePercent),
    royalty,
  };
}

const addressOf = (contact: typeof contacts.$inferSelect): string[] =>
  [
    contact.addressLine1,
    contact.addressLine2,
    [contact.postcode, contact.city].filter(Boolean).join(' '),
    contact.region,
    contact.country,
  ].filter((part): part is string => Boolean(part?.trim()));

export async function loadStatement(db: Tx, statementId: number): Promise<RoyaltyStatement> {
  const [row] = await db
    .select({
      statement: royaltyStatements,
      run: {
        status: royaltyRuns.status,
        periodStart: royaltyRuns.periodStart,
        periodEnd: royaltyRuns.periodEnd,
      },
      runContract: {
        exchangeRates: royaltyRunContracts.exchangeRates,
        reservePercent: royaltyRunContracts.reservePercent,
        minimumPayment: royaltyRunContracts.minimumPayment,
      },
      reference: contracts.reference,
      title: commissionings.title,
      payee: contacts,
    })
    .from(royaltyStatements)
    .innerJoin(royaltyRuns, eq(royaltyRuns.id, royaltyStatements.runId))
    .innerJoin(royaltyRunContracts, eq(royaltyRunContracts.id, royaltyStatements.runContractId))
    .innerJoin(contracts, eq(contracts.id, royaltyStatements.contractId))
    .innerJoin(commissionings, eq(commissionings.id, contracts.commissioningId))
    .innerJoin(contacts, eq(contacts.id, royaltyStatements.contactId))
    .where(eq(royaltyStatements.id, statementId));
  if (!row) throw notFound('No such royalty statement');
  const { statement, run, runContract, payee } = row;

  const lines = await db
    .select()
    .from(royaltyStatementLines)
    .where(eq(royaltyStatementLines.runContractId, statement.runContractId))
    .orderBy(asc(royaltyStatementLines.position));
  const royaltyOf = (line: LineRow) => statement.lineRoyalties[line.position - 1] ?? 0;
  const ofKind = (kind: LineRow['kind']) => lines.filter((line) => line.kind === kind);
  const rates = ratesSchema.parse(runContract.exchangeRates);
  const soldIn = new Set(lines.map((line) => line.currency));

  return {
    statementId: statement.id,
    runId: statement.runId,
    status: run.status,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    payee: {
      contactId: payee.id,
      name: [payee.firstName, payee.lastName].filter(Boolean).join(' '),
      organisation: payee.organisation,
      email: payee.email,
      address: addressOf(payee),
    },
    contract: { contractId: statement.contractId, reference: row.reference, title: row.title },
    sharePercent: Number(statement.sharePercent),
    currency: statement.currency,
    exchangeRates: Object.entries(rates)
      .filter(([currency]) => soldIn.has(currency))
      .map(([currency, rate]) => ({ currency, rate })),
    openingBalance: statement.openingBalance,
    sales: ofKind('sale').map((line) => salesLine(line, royaltyOf(line))),
    salesTotal: statement.salesTotal,
    returns: ofKind('return').map((line): RoyaltyReturnLine => copiesLine(line, royaltyOf(line))),
    returnsTotal: statement.returnsTotal,
    netEarnings: statement.netEarnings,
    subsidiary: ofKind('subsidiary').map((line) => subsidiaryLine(line, royaltyOf(line))),
    subsidiaryTotal: statement.subsidiaryTotal,
    reservePercent: Number(runContract.reservePercent),
    reserveHeld: statement.reserveHeld,
    reserveReleased: statement.reserveReleased,
    reservesReleased: releasedSchema.parse(statement.reservesReleased),
    advancePaid: statement.advancePaid,
    credit: statement.credit,
    advanceRecouped: statement.advanceRecouped,
    closingBalance: statement.closingBalance,
    minimumPayment: runContract.minimumPayment,
    payable: statement.payable,
    carriedForward: statement.carriedForward,
  };
}

/** The order lines behind one line of the statement, in the order they sold. */
export async function lineSales(db: Tx, statementId: number, lineId: number): Promise<RoyaltySaleRow[]> {
  const [line] = await db
    .select({ id: royaltyStatementLines.id })
    .from(royaltyStatementLines)
    .innerJoin(royaltyStatements, eq(royaltyStatements.runContractId, royaltyStatementLines.runContractId))
    .where(and(eq(royaltyStatements.id, statementId), eq(royaltyStatementLines.id, lineId)));
  if (!line) throw notFound('This statement has no such line');
  const rows = await db
    .select({
      orderLineId: orderLines.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      customerName: orders.customerName,
      format: publications.format,
      channel: orders.channel,
      territory: sql<string | null>`${orders.customerCountry}::text`,
      units: royaltyLineSources.units,
      currency: sql<string>`${orders.currency}::text`,
      unitPrice: orderLines.unitPrice,
      discountPercent: orderLines.discountPercent,
      netAmount: sql<string>`round(${royaltyLineSources.units} * ${orderLines.unitPrice} * (100 - ${orderLines.discountPercent}) / 100)::bigint`,
    })
    .from(royaltyLineSources)
    .innerJoin(orderLines, eq(orderLines.id, royaltyLineSources.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(publications, eq(publications.id, orderLines.publicationId))
    .where(eq(royaltyLineSources.lineId, lineId))
    .orderBy(asc(orders.orderDate), asc(orderLines.id));
  return rows.map((row) => ({
    ...row,
    discountPercent: Number(row.discountPercent),
    netAmount: Number(row.netAmount),
  }));
}
