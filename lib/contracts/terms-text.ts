import type { RoyaltyTerm } from '@/lib/areas/contract-terms';
import { ORDER_CHANNEL, PUBLICATION_FORMAT, ROYALTY_BASIS, choiceLabel } from '@/lib/contract/choices';
import type { OrderChannel, PublicationFormat } from '@/lib/contract/enums';
import { formatNumber, formatPercent } from '@/lib/format';

/*
 * Royalty terms in words, as a contract states them: the version summaries and the calculator read
 * them this way.
 */

/** A term by what it covers: "Hardback, every channel". */
export const termName = (term: { format: PublicationFormat | null; channel: OrderChannel | null }) =>
  `${term.format ? choiceLabel(PUBLICATION_FORMAT, term.format) : 'Every format'}, ${
    term.channel ? choiceLabel(ORDER_CHANNEL, term.channel).toLowerCase() : 'every channel'
  }`;

const rate = (percent: number) => formatPercent(percent, 2, false);

/** "10% from the first copy, 12.5% from 5,000 copies". */
export function escalatorText(steps: RoyaltyTerm['escalators']): string {
  return steps
    .map((step) =>
      step.fromUnits === 0
        ? `${rate(step.ratePercent)} from the first copy`
        : `${rate(step.ratePercent)} from ${formatNumber(step.fromUnits)} copies`,
    )
    .join(', ');
}

/** "List price: 10% from the first copy…; 10% of net receipts at a discount of 52.5% or more". */
export function termText(term: RoyaltyTerm): string {
  const basis = `${choiceLabel(ROYALTY_BASIS, term.basis)}: ${escalatorText(term.escalators)}`;
  const rule = term.highDiscount;
  return rule
    ? `${basis}; ${rate(rule.ratePercent)} of net receipts at a discount of ${rate(rule.minDiscountPercent)} or more`
    : basis;
}
