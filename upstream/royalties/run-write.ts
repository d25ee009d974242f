import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LineSource, PayeeStatement, RoyaltyStatement } from '@/lib/royalties/engine';
import { insertRows, reserveIds } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import {
  contacts,
  royaltyLineSources,
  royaltyRunContracts,
  royaltyRuns,
  royaltyStatementLines,
  royaltyStatements,
} from '../db/schema';
import type { ComputedContract } from './run-compute';

/*
 * Writes a computed run: one row per contract (its rates, states or issues), the lines of each
 * contract's statement with the order lines behind them, and each payee's statement. Rows go in bulk
 * (`insertRows`, a few thousand per statement; the sources as arrays), with ids taken up front so that
 * lines can be pointed at.
 */

const ROWS_PER_STATEMENT = 5_000;

type Row = Record<string, unknown>;

async function insertAll(tx: Tx, table: PgTable, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await insertRows(tx, table, rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

interface Source {
  lineId: number;
  orderLineId: number;
  units: number;
}

/** Sources per statement: three integer arrays, unnested by the database. */
const SOURCES_PER_STATEMENT = 50_000;

const integerArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * The order lines behind the lines, the bulk of a run (a row per order line counted): written as
 * three arrays of integers, which both databases unpack far faster than as many JSON records.
 */
async function insertSources(tx: Tx, sources: readonly Source[]): Promise<void> {
  for (let start = 0; start < sources.length; start += SOURCES_PER_STATEMENT) {
    const batch = sources.slice(start, start + SOURCES_PER_STATEMENT);
    await tx.execute(sql`insert into ${royaltyLineSources} (line_id, order_line_id, units)
      select * from unnest(
        ${integerArray(batch.map((source) => source.lineId))}::integer[],
        ${integerArray(batch.map((source) => source.orderLineId))}::integer[],
        ${integerArray(batch.map((source) => source.units))}::integer[])`);
  }
}

/** The copies each order line gave a line: the engine lists a row again when it adds to the line twice. */
function mergedSources(sources: readonly LineSource[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const source of sources) {
    const orderLineId = Number(source.rowId);
    merged.set(orderLineId, (merged.get(orderLineId) ?? 0) + source.units);
  }
  return merged;
}

/** Every column a line may leave empty: bulk rows all carry the same keys. */
const EMPTY_LINE = {
  format: null,
  channel: null,
  termKey: null,
  rule: null,
  tierIndex: null,
  tierFromUnits: null,
  tierToUnits: null,
  basis: null,
  units: null,
  unitBaseAmount: null,
  subsidiaryRight: null,
  subsidiaryIncomeId: null,
  description: null,
  amountReceived: null,
};

/** The statement's lines in their order: sales, then returns, then subsidiary income. */
function lineRows(
  statement: RoyaltyStatement,
  runContractId: number,
): { line: Row; sources?: LineSource[] }[] {
  const copies = (kind: 'sale' | 'return', line: RoyaltyStatement['returns'][number]) => ({
    runContractId,
    kind,
    format: line.format,
    channel: line.channel,
    basis: line.basis,
    units: line.units,
    currency: line.currency,
    unitBaseAmount: line.unitBaseAmount,
    exchangeRate: String(line.exchangeRate),
    baseAmount: line.baseAmount,
    ratePercent: String(line.ratePercent),
    royalty: line.royalty,
  });
  const rows = [
    ...statement.sales.map((line) => ({
      line: {
        ...copies('sale', line),
        termKey: line.termId,
        rule: line.rule,
        tierIndex: line.tier?.index ?? null,
        tierFromUnits: line.tier?.fromUnits ?? null,
        tierToUnits: line.tier?.toUnits ?? null,
      },
      sources: line.sources,
    })),
    ...statement.returns.map((line) => ({ line: copies('return', line), sources: line.sources })),
    ...statement.subsidiary.map((line) => ({
      line: {
        runContractId,
        kind: 'subsidiary',
        currency: line.currency,
        exchangeRate: String(line.exchangeRate),
        baseAmount: line.baseAmount,
        ratePercent: String(line.sharePercent),
        royalty: line.royalty,
        subsidiaryRight: line.right,
        subsidiaryIncomeId: Number(line.rowId),
        description: line.description,
        amountReceived: line.amountReceived,
      },
    })),
  ];
  return rows.map((row, index) => ({ ...row, line: { ...EMPTY_LINE, ...row.line, position: index + 1 } }));
}

function payeeRow(
  payee: PayeeStatement,
  ids: { runId: number; runContractId: number; contractId: number; contractReference: string },
  names: ReadonlyMap<number, string>,
  stamp: { version: number; createdAt: Date; updatedAt: Date },
): Row {
  const contactId = Number(payee.payeeId);
  return {
    ...ids,
    contactId,
    payeeName: names.get(contactId) ?? '',
    sharePercent: String(payee.sharePercent),
    currency: payee.currency,
    openingBalance: payee.openingBalance,
    salesTotal: payee.salesTotal,
    returnsTotal: payee.returnsTotal,
    netEarnings: payee.netEarnings,
    subsidiaryTotal: payee.subsidiaryTotal,
    reserveHeld: payee.reserveHeld,
    reserveReleased: payee.reserveReleased,
    advancePaid: payee.advancePaid,
    credit: payee.credit,
    advanceRecouped: payee.advanceRecouped,
    closingBalance: payee.closingBalance,
    payable: payee.payable,
    carriedForward: payee.carriedForward,
    lineRoyalties: [...payee.sales, ...payee.returns, ...payee.subsidiary].map((line) => line.royalty),
    reservesReleased: payee.reservesReleased,
    ...stamp,
  };
}

/** The payees' names as their statements are drawn under. */
async function payeeNames(tx: Tx, computed: readonly ComputedContract[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      computed.flatMap((entry) =>
        entry.result.kind === 'computed' ? entry.result.payees.map((payee) => Number(payee.payeeId)) : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: contacts.id,
      name: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
    })
    .from(contacts)
    .where(inArray(contacts.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function writeRun(
  tx: Tx,
  runId: number,
  computed: readonly ComputedContract[],
  now: Date,
): Promise<void> {
  const stamp = { createdAt: now, updatedAt: now };
  const names = await payeeNames(tx, computed);
  const contractIds = await reserveIds(tx, royaltyRunContracts, computed.length);
  const contractRows: Row[] = [];
  const lines: { line: Row; sources?: LineSource[] }[] = [];
  const payees: Row[] = [];

  computed.forEach((entry, index) => {
    const runContractId = contractIds[index] ?? 0;
    const { contract, result } = entry;
    contractRows.push({
      id: runContractId,
      runId,
      contractId: contract.contractId,
      currency: contract.terms.currency,
      exchangeRates: entry.exchangeRates,
      reservePercent: String(contract.terms.reservePercent ?? 0),
      minimumPayment: contract.minimumPayment,
      openingState: entry.opening,
      closingState: result.kind === 'computed' ? result.statement.nextState : null,
      issues: result.kind === 'held' ? result.issues : [],
      ...stamp,
    });
    if (result.kind !== 'computed') return;
    lines.push(...lineRows(result.statement, runContractId));
    const ids = {
      runId,
      runContractId,
      contractId: contract.contractId,
      contractReference: contract.reference,
    };
    for (const payee of result.payees) payees.push(payeeRow(payee, ids, names, { version: 1, ...stamp }));
  });

  const lineIds = await reserveIds(tx, royaltyStatementLines, lines.length);
  const sources: Source[] = [];
  lines.forEach((entry, index) => {
    const lineId = lineIds[index] ?? 0;
    entry.line = { id: lineId, ...entry.line };
    for (const [orderLineId, units] of mergedSources(entry.sources ?? []))
      sources.push({ lineId, orderLineId, units });
  });

  await insertAll(tx, royaltyRunContracts, contractRows);
  await insertAll(
    tx,
    royaltyStatementLines,
    lines.map((entry) => entry.line),
  );
  await insertSources(tx, sources);
  await insertAll(tx, royaltyStatements, payees);
}

/** Deletes a run and all it wrote, which cascades from it. */
export async function deleteRun(tx: Tx, runId: number): Promise<void> {
  await tx.delete(royaltyRuns).where(eq(royaltyRuns.id, runId));
}
