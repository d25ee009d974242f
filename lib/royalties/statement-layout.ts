import {
  ORDER_CHANNEL,
  PUBLICATION_FORMAT,
  ROYALTY_BASIS,
  SUBSIDIARY_RIGHT,
  choiceLabel,
} from '@/lib/contract/choices';
import type { RoyaltyReturnLine, RoyaltyStatement } from '@/lib/contract/royalty-runs';
import { formatDay, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/*
 * A royalty statement in the firm's layout, as text: the PDF draws these rows and the statement's page
 * shows them, so the two always read the same. Free of zod and the database (the page imports it).
 */

/** The firm's letterhead. */
export const FIRM = {
  name: 'Colophon Press',
  address: ['12 Wharf Street', 'London SE1 2AB', 'United Kingdom'],
} as const;

/** The table's columns after the description, in the PDF's order. */
export const FIGURE_COLUMNS = ['Copies', 'Basis', 'Rate', 'Amount'] as const;

export interface StatementRow {
  label: string;
  copies: string;
  basis: string;
  rate: string;
  amount: string;
  /** A total: ruled above; the ones that matter most are bold. */
  total?: 'ruled' | 'bold';
  /**
   * The statement's sales and returns lines whose order lines are behind this row's figures: one for
   * a line, all of them for a total of lines; none for a balance or licence income.
   */
  sources: readonly FigureSource[];
}

/** A sales or returns line behind a figure, named as its row reads; a return's copies come off. */
export interface FigureSource {
  lineId: number;
  label: string;
  returns: boolean;
}

export const periodText = (period: { periodStart: string; periodEnd: string }) =>
  `${formatDay(period.periodStart)} – ${formatDay(period.periodEnd)}`;

/** What the statement is for, beside the payee's address. */
export function statementFacts(statement: RoyaltyStatement): string[] {
  return [
    `Contract ${statement.contract.reference}`,
    statement.contract.title,
    `Period ${periodText(statement)}`,
    `Share ${formatPercent(statement.sharePercent, 2, false)} · currency ${statement.currency}`,
    ...statement.exchangeRates.map((rate) => `1 ${rate.currency} = ${rate.rate} ${statement.currency}`),
  ];
}

const rate = (percent: number) => formatPercent(percent, 2, false);
// A sales line is a returns line with its rule and tier: both read the same copies fields here.
const basis = (line: RoyaltyReturnLine) =>
  `${choiceLabel(ROYALTY_BASIS, line.basis)} ${formatMoney(line.unitBaseAmount, line.currency)}`;
const formatAndChannel = (line: RoyaltyReturnLine) =>
  `${choiceLabel(PUBLICATION_FORMAT, line.format)} · ${choiceLabel(ORDER_CHANNEL, line.channel)}`;

/** Every figure of the statement, from the opening balance to the closing one. */
export function statementRows(statement: RoyaltyStatement): StatementRow[] {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const sum = (
    label: string,
    amount: number,
    sources: readonly FigureSource[] = [],
    total: StatementRow['total'] = 'ruled',
  ): StatementRow => ({ label, copies: '', basis: '', rate: '', amount: money(amount), total, sources });
  const plain = (label: string, amount: number) => sum(label, amount, [], undefined);
  const copiesRow = (line: RoyaltyReturnLine, label: string, returns: boolean): StatementRow => ({
    label,
    // Returns come off: their copies are shown negative, as their royalty is.
    copies: formatNumber(returns ? -line.units : line.units),
    basis: basis(line),
    rate: rate(line.ratePercent),
    amount: money(line.royalty),
    sources: [{ lineId: line.lineId, label, returns }],
  });
  const sales = statement.sales.map((line) =>
    copiesRow(
      line,
      `${formatAndChannel(line)}${line.tier ? ` · tier ${line.tier.index + 1} from ${formatNumber(line.tier.fromUnits)}` : ' · high discount'}`,
      false,
    ),
  );
  const returns = statement.returns.map((line) =>
    copiesRow(line, `Returns · ${formatAndChannel(line)}`, true),
  );
  const sourcesOf = (rows: readonly StatementRow[]) => rows.flatMap((row) => row.sources);
  return [
    sum('Opening balance', statement.openingBalance),
    ...sales,
    sum('Sales', statement.salesTotal, sourcesOf(sales)),
    ...returns,
    sum('Returns', statement.returnsTotal, sourcesOf(returns)),
    sum('Net earnings', statement.netEarnings, sourcesOf([...sales, ...returns]), 'bold'),
    ...statement.subsidiary.map((line): StatementRow => ({
      label: `${choiceLabel(SUBSIDIARY_RIGHT, line.right)}${line.description ? ` · ${line.description}` : ''}`,
      copies: '',
      basis: formatMoney(line.amountReceived, line.currency),
      rate: rate(line.sharePercent),
      amount: money(line.royalty),
      sources: [],
    })),
    sum('Subsidiary rights income', statement.subsidiaryTotal),
    plain(`Reserve against returns held (${rate(statement.reservePercent)})`, -statement.reserveHeld),
    plain('Reserve released', statement.reserveReleased),
    ...(statement.advancePaid !== 0 ? [plain('Advance paid in the period', -statement.advancePaid)] : []),
    sum('Credit for the period', statement.credit),
    plain('Of which recouped against the advance', statement.advanceRecouped),
    sum('Closing balance', statement.closingBalance, [], 'bold'),
  ];
}

/** The amount payable, and what is carried forward to the next statement and why, if anything. */
export function statementOutcome(statement: RoyaltyStatement): { payable: string; carried: string | null } {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const carried = statement.carriedForward;
  const why =
    carried > 0
      ? ` (below the minimum payment of ${money(statement.minimumPayment)})`
      : ' (advance still to be earned)';
  return {
    payable: `Amount payable: ${money(statement.payable)}`,
    carried: carried === 0 ? null : `Carried forward to the next statement: ${money(carried)}${why}`,
  };
}
