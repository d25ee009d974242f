import { royaltyStatementLines, royaltyStatements } from '../schema';
import type { SeedContext } from './context';
import type { ContractData } from './contracts';
import { addDays, addMonths, at, halfYearStart } from './dates';
import type { RowOf } from './insert';
import { salesKey, type SalesLedger } from './orders';
import { fromEur, type RateBook } from './reference';

type StatementRow = RowOf<typeof royaltyStatements>;
type LineRow = RowOf<typeof royaltyStatementLines>;

interface PublicationFacts {
  id: number;
  commissioningId: number;
  format: string;
  publicationDate: string | null;
  prices: Map<string, number>;
}

const basisPoints = (percent: string) => Math.round(Number(percent) * 100);

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Half-yearly statements for every payee of every signed contract, drawn from the orders: the escalator
 * applies to cumulative units, advances are recouped first, and a reserve is held against returns and
 * released a period later.
 */
export function generateRoyaltyStatements(
  context: SeedContext,
  contractData: ContractData,
  publicationFacts: readonly PublicationFacts[],
  ledger: SalesLedger,
  rates: RateBook,
): { statements: StatementRow[]; lines: LineRow[] } {
  const { today } = context;
  const statements: StatementRow[] = [];
  const lines: LineRow[] = [];
  const periods: { start: string; end: string }[] = [];
  for (
    let period = halfYearStart(context.start);
    addDays(addMonths(period, 6), -1) < today;
    period = addMonths(period, 6)
  ) {
    periods.push({ start: period, end: addDays(addMonths(period, 6), -1) });
  }
  const tiersOf = groupBy(contractData.tiers, (tier) => tier.contractId);
  const partiesOf = groupBy(contractData.parties, (party) => party.contractId);
  const instalmentsOf = groupBy(contractData.instalments, (instalment) => instalment.contractId);
  const byCommissioning = groupBy(publicationFacts, (entry) => entry.commissioningId);

  for (const contract of contractData.contracts) {
    if (contract.status !== 'signed' || !contract.signedDate || !contract.id) continue;
    const contractId = contract.id;
    const pubs = byCommissioning.get(contract.commissioningId) ?? [];
    const firstPublished = pubs.map((pub) => pub.publicationDate ?? '9999').sort()[0] ?? '9999';
    const tiers = tiersOf.get(contractId) ?? [];
    const payees = (partiesOf.get(contractId) ?? []).filter((party) => basisPoints(party.splitPercent) > 0);
    const instalments = instalmentsOf.get(contractId) ?? [];
    const cumulative = new Map<number, number>();
    const carried = new Map<number, { closing: number; reserve: number }>();
    let previousEnd = '0000-00-00';

    for (const period of periods) {
      if (period.end < firstPublished || period.end < contract.signedDate) {
        previousEnd = period.end;
        continue;
      }
      const contractLines: Omit<LineRow, 'statementId'>[] = [];
      for (const pub of pubs) {
        const sales = ledger.get(salesKey(pub.id, period.start));
        if (!sales) continue;
        const applicable = tiers.filter((tier) => tier.format === pub.format);
        const scale = (
          applicable.length > 0 ? applicable : tiers.filter((tier) => tier.format === null)
        ).sort((a, b) => a.fromUnits - b.fromUnits);
        if (scale.length === 0) continue;
        const net = Math.max(0, sales.units - sales.returns);
        const before = cumulative.get(pub.id) ?? 0;
        cumulative.set(pub.id, before + net);
        let first = true;
        for (const tier of scale) {
          const overlap = Math.max(
            0,
            Math.min(before + net, tier.toUnits ?? Number.MAX_SAFE_INTEGER) -
              Math.max(before, tier.fromUnits),
          );
          if (overlap === 0 && !(first && net === 0)) continue;
          const baseAmount =
            tier.basis === 'list_price'
              ? overlap * (pub.prices.get(contract.currency) ?? 0)
              : net === 0
                ? 0
                : fromEur(
                    rates,
                    contract.currency,
                    Math.round((sales.receiptsEur * overlap) / net),
                    period.end,
                  );
          contractLines.push({
            publicationId: pub.id,
            channel: null,
            unitsSold: overlap + (first ? sales.returns : 0),
            unitsReturned: first ? sales.returns : 0,
            basis: tier.basis,
            baseAmount,
            ratePercent: tier.ratePercent,
            royaltyAmount: Math.round((baseAmount * basisPoints(tier.ratePercent)) / 10_000),
          });
          first = false;
        }
      }

      const issuedOn = addDays(period.end, 90);
      for (const party of payees) {
        const share = basisPoints(party.splitPercent);
        const advancePaid = instalments
          .filter(
            (instalment) =>
              instalment.paidDate && instalment.paidDate > previousEnd && instalment.paidDate <= period.end,
          )
          .reduce((sum, instalment) => sum + instalment.amount, 0);
        const previous = carried.get(party.contactId) ?? { closing: 0, reserve: 0 };
        const statementId = statements.length + 1;
        const partyLines = contractLines.map((line) => ({
          ...line,
          statementId,
          royaltyAmount: Math.round((line.royaltyAmount * share) / 10_000),
        }));
        const earned = partyLines.reduce((sum, line) => sum + line.royaltyAmount, 0);
        const opening = previous.closing - Math.round((advancePaid * share) / 10_000);
        const reserveHeld = Math.round(
          (earned * basisPoints(contract.reserveAgainstReturnsPercent ?? '0')) / 10_000,
        );
        const balance = opening + earned - reserveHeld + previous.reserve;
        const payable = Math.max(0, balance);
        carried.set(party.contactId, { closing: Math.min(0, balance), reserve: reserveHeld });
        const issued = issuedOn <= today;
        const paidOn = payable > 0 && addDays(issuedOn, 30) <= today ? addDays(issuedOn, 30) : null;
        const createdAt = at(issued ? addDays(issuedOn, -14) : addDays(period.end, 10), 10 * 60);
        statements.push({
          id: statementId,
          contractId,
          contactId: party.contactId,
          periodStart: period.start,
          periodEnd: period.end,
          currency: contract.currency,
          status: !issued ? 'draft' : paidOn ? 'paid' : 'issued',
          openingBalance: opening,
          earnedAmount: earned,
          reserveHeld,
          reserveReleased: previous.reserve,
          closingBalance: Math.min(0, balance),
          amountPayable: payable,
          issuedDate: issued ? issuedOn : null,
          paidDate: paidOn,
          version: !issued ? 1 : paidOn ? 3 : 2,
          createdAt,
          updatedAt: paidOn ? at(paidOn, 11 * 60) : issued ? at(issuedOn, 9 * 60) : createdAt,
        });
        for (const line of partyLines) lines.push({ ...line, createdAt, updatedAt: createdAt });
      }
      previousEnd = period.end;
    }
  }
  lines.forEach((line, index) => (line.id = index + 1));
  return { statements, lines };
}
