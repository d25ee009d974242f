import { and, asc, between, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderChannel, PublicationFormat, RoyaltyBasis } from '@/lib/contract/enums';
import { percentOf } from '@/lib/royalties/money';
import type { SaleRow, SubsidiaryIncomeRow } from '@/lib/royalties/engine';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { soldOrders } from '../db/sold-orders';
import {
  contractPublications,
  contracts,
  orderLines,
  orders,
  publications,
  royaltyLineSources,
  royaltyRunContracts,
  royaltyRuns,
  royaltyStatementLines,
  subsidiaryIncome,
} from '../db/schema';

/*
 * The rows a run accounts for, read in a few statements for all its contracts at once: the order
 * lines of each contract's publications (drafts and cancelled orders sold nothing), the returns still to debit on
 * copies earlier runs accounted for, subsidiary income, and, for a contract's first statement, what
 * sold before runs began. A row is accounted for once: sales dated in the period, and those of earlier
 * periods that no locked run has counted yet (entered late, or held back), go into the run.
 */

export interface Window {
  /** The first day any run covers: sales before it are history, summed into opening positions. */
  from: string;
  periodStart: string;
  periodEnd: string;
}

/** A sale as the engine reads it, and the copies already returned on its order line. */
export interface RunSale extends SaleRow {
  returned: number;
}

/** Copies of an order line that a locked run counted at one rate. */
export interface AccountedSale {
  orderLineId: number;
  format: PublicationFormat;
  channel: OrderChannel;
  basis: RoyaltyBasis;
  currency: string;
  unitBaseAmount: number;
  ratePercent: number;
  tierIndex: number;
  units: number;
}

/** Copies sold and already returned on one order line, as the locked runs accounted for them. */
export interface AccountedLine {
  returnedNow: number;
  debited: number;
  sold: AccountedSale[];
}

const signedBy = (day: string) => and(isNotNull(contracts.signedDate), lte(contracts.signedDate, day));

/** A sales line of this contract's statement in an earlier run counted the order line. */
const accountedSale = (orderLineId: AnyPgColumn, contractId: AnyPgColumn): SQL => sql`exists (
  select 1 from ${royaltyLineSources} s
  join ${royaltyStatementLines} l on l.id = s.line_id
  join ${royaltyRunContracts} rc on rc.id = l.run_contract_id
  where s.order_line_id = ${qualified(orderLineId)} and l.kind = 'sale' and rc.contract_id = ${qualified(contractId)})`;

/** A select from the contracts' publications, joined to their order lines with the edition and the order. */
function ofOrderLines<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(publications, eq(publications.id, contractPublications.publicationId))
    .innerJoin(orderLines, eq(orderLines.publicationId, contractPublications.publicationId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId));
}

/** Net receipts per copy: the price less the discount, rounded once to the cent. */
const netPerCopy = (unitPrice: number, discountPercent: number) =>
  percentOf(unitPrice, Number((100 - discountPercent).toFixed(2)));

function groupByContract<T extends { contractId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.contractId);
    if (list) list.push(row);
    else grouped.set(row.contractId, [row]);
  }
  return grouped;
}

/** Each contract's sales of the run, oldest first (the escalator counts copies in the order they sold). */
export async function runSales(tx: Tx, window: Window): Promise<Map<number, RunSale[]>> {
  // Before the period, only what no earlier run counted: the catch-up of late entries.
  const late =
    window.from < window.periodStart
      ? sql`not ${accountedSale(orderLines.id, contractPublications.contractId)}`
      : sql`false`;
  const query = tx
    .select({
      contractId: contractPublications.contractId,
      orderLineId: orderLines.id,
      format: publications.format,
      channel: orders.channel,
      currency: orders.currency,
      quantity: orderLines.quantity,
      returned: orderLines.returnedQuantity,
      unitPrice: orderLines.unitPrice,
      discountPercent: orderLines.discountPercent,
    })
    .from(contractPublications)
    .innerJoin(contracts, eq(contracts.id, contractPublications.contractId))
    .$dynamic();
  const rows = await ofOrderLines(query)
    .where(
      and(
        signedBy(window.periodEnd),
        soldOrders(),
        between(orders.orderDate, window.from, window.periodEnd),
        or(gte(orders.orderDate, window.periodStart), late),
      ),
    )
    .orderBy(asc(contractPublications.contractId), asc(orders.orderDate), asc(orderLines.id));
  return groupByContract(
    rows.map((row): RunSale & { contractId: number } => {
      const discountPercent = Number(row.discountPercent);
      return {
        contractId: row.contractId,
        id: String(row.orderLineId),
        format: row.format,
        channel: row.channel,
        units: row.quantity,
        currency: row.currency,
        unitListPrice: row.unitPrice,
        unitNetReceipts: netPerCopy(row.unitPrice, discountPercent),
        discountPercent,
        returned: row.returned,
      };
    }),
  );
}

/**
 * Order lines with copies returned that locked runs sold, with what each run counted: the returns not
 * yet debited are debited at the rates those copies earned.
 */
export async function accountedReturns(tx: Tx): Promise<Map<number, Map<number, AccountedLine>>> {
  const rows = await tx
    .select({
      contractId: royaltyRunContracts.contractId,
      orderLineId: royaltyLineSources.orderLineId,
      kind: royaltyStatementLines.kind,
      format: royaltyStatementLines.format,
      channel: royaltyStatementLines.channel,
      basis: royaltyStatementLines.basis,
      currency: royaltyStatementLines.currency,
      unitBaseAmount: royaltyStatementLines.unitBaseAmount,
      ratePercent: royaltyStatementLines.ratePercent,
      tierIndex: royaltyStatementLines.tierIndex,
      units: royaltyLineSources.units,
      returnedNow: orderLines.returnedQuantity,
    })
    .from(royaltyLineSources)
    .innerJoin(royaltyStatementLines, eq(royaltyStatementLines.id, royaltyLineSources.lineId))
    .innerJoin(royaltyRunContracts, eq(royaltyRunContracts.id, royaltyStatementLines.runContractId))
    .innerJoin(royaltyRuns, eq(royaltyRuns.id, royaltyRunContracts.runId))
    .innerJoin(orderLines, eq(orderLines.id, royaltyLineSources.orderLineId))
    .where(
      and(
        eq(royaltyRuns.status, 'locked'),
        sql`${orderLines.returnedQuantity} > 0`,
        inArray(royaltyStatementLines.kind, ['sale', 'return']),
      ),
    )
    .orderBy(asc(royaltyRuns.periodStart), asc(royaltyStatementLines.position));
  const byContract = new Map<number, Map<number, AccountedLine>>();
  for (const row of rows) {
    const lines = byContract.get(row.contractId) ?? new Map<number, AccountedLine>();
    byContract.set(row.contractId, lines);
    const line = lines.get(row.orderLineId) ?? { returnedNow: row.returnedNow, debited: 0, sold: [] };
    lines.set(row.orderLineId, line);
    if (row.kind === 'return') {
      line.debited += row.units;
      continue;
    }
    if (!row.format || !row.channel || !row.basis || row.unitBaseAmount === null) continue;
    line.sold.push({
      orderLineId: row.orderLineId,
      format: row.format,
      channel: row.channel,
      basis: row.basis,
      currency: row.currency,
      unitBaseAmount: row.unitBaseAmount,
      ratePercent: Number(row.ratePercent),
      tierIndex: row.tierIndex ?? 0,
      units: row.units,
    });
  }
  return byContract;
}

/**
 * What each contract without a locked statement sold before runs began, summed by how it earns
 * (format, channel, currency, price, discount) and taken oldest first. Copies kept count: before runs
 * the books did not record when copies came back.
 */
export async function salesBefore(tx: Tx, window: Window, contractIds: readonly number[]) {
  if (contractIds.length === 0) return new Map<number, SaleRow[]>();
  const kept = sql<number>`sum(${orderLines.quantity} - least(${orderLines.returnedQuantity}, ${orderLines.quantity}))::int`;
  const query = tx
    .select({
      contractId: contractPublications.contractId,
      format: publications.format,
      channel: orders.channel,
      currency: orders.currency,
      unitPrice: orderLines.unitPrice,
      discountPercent: orderLines.discountPercent,
      units: kept,
      firstSold: sql<string>`min(${orders.orderDate})`,
    })
    .from(contractPublications)
    .$dynamic();
  const rows = await ofOrderLines(query)
    .where(
      and(
        inArray(contractPublications.contractId, [...contractIds]),
        soldOrders(),
        lt(orders.orderDate, window.from),
      ),
    )
    .groupBy(
      contractPublications.contractId,
      publications.format,
      orders.channel,
      orders.currency,
      orderLines.unitPrice,
      orderLines.discountPercent,
    )
    .having(sql`${kept} > 0`)
    .orderBy(
      asc(contractPublications.contractId),
      sql`min(${orders.orderDate})`,
      asc(publications.format),
      asc(orders.channel),
      asc(orders.currency),
      asc(orderLines.unitPrice),
      asc(orderLines.discountPercent),
    );
  return groupByContract(
    rows.map((row): SaleRow & { contractId: number } => {
      const discountPercent = Number(row.discountPercent);
      return {
        contractId: row.contractId,
        // Named for the engine's messages: "Sale of BB via export in CHF before the first run: …".
        id: `of ${row.format} via ${row.channel} in ${row.currency} before the first run`,
        format: row.format,
        channel: row.channel,
        units: row.units,
        currency: row.currency,
        unitListPrice: row.unitPrice,
        unitNetReceipts: netPerCopy(row.unitPrice, discountPercent),
        discountPercent,
      };
    }),
  );
}

/**
 * Licence income of the run (received in the period, or earlier and not yet accounted for), and for
 * opening positions what came in before runs began.
 */
export async function subsidiaryIncomeRows(
  tx: Tx,
  window: Window,
): Promise<{ run: Map<number, SubsidiaryIncomeRow[]>; before: Map<number, SubsidiaryIncomeRow[]> }> {
  const rows = await tx
    .select({
      id: subsidiaryIncome.id,
      contractId: subsidiaryIncome.contractId,
      right: subsidiaryIncome.right,
      description: subsidiaryIncome.description,
      amount: subsidiaryIncome.amount,
      currency: subsidiaryIncome.currency,
      before: sql<boolean>`${subsidiaryIncome.receivedDate} < ${window.from}::date`,
    })
    .from(subsidiaryIncome)
    .where(
      and(
        lte(subsidiaryIncome.receivedDate, window.periodEnd),
        sql`not exists (select 1 from ${royaltyStatementLines} l where l.subsidiary_income_id = ${qualified(subsidiaryIncome.id)})`,
      ),
    )
    .orderBy(asc(subsidiaryIncome.receivedDate), asc(subsidiaryIncome.id));
  const toRow = ({ before: _before, id, description, ...row }: (typeof rows)[number]) => ({
    ...row,
    id: String(id),
    ...(description ? { description } : {}),
  });
  return {
    run: groupByContract(rows.filter((row) => !row.before).map(toRow)),
    before: groupByContract(rows.filter((row) => row.before).map(toRow)),
  };
}
