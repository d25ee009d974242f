import type * as React from 'react';

import type { ContractTerms } from '@/lib/areas/contracts';
import {
  CONTRACT_PARTY_ROLE,
  CONTRACT_TERRITORY,
  CONTRACT_TYPE,
  INSTALMENT_TRIGGER,
  PUBLICATION_FORMAT,
  RIGHT_GRANTED,
  SUBSIDIARY_RIGHT,
  choiceLabel,
} from '@/lib/contract/choices';
import { formatDay, formatMoney, formatPercent } from '@/lib/format';
import { termName, termText } from '@/lib/contracts/terms-text';

const labels = (choice: Parameters<typeof choiceLabel>[0], values: readonly string[]) =>
  values.length > 0 ? values.map((value) => choiceLabel(choice, value)).join(', ') : '—';

/**
 * One version of a contract's terms, read only: what a signed version kept, for reading it beside
 * the terms in force. Parties are named from the record, which knows today's names.
 */
export function TermsSummary({ terms, names }: { terms: ContractTerms; names: ReadonlyMap<number, string> }) {
  const money = (amount: number | null) => formatMoney(amount, terms.currency);
  const rows: [string, React.ReactNode][] = [
    ['Type', choiceLabel(CONTRACT_TYPE, terms.type)],
    [
      'Parties',
      <ul key="parties">
        {terms.parties.map((party) => (
          <li key={`${party.contactId}-${party.role}`}>
            {names.get(party.contactId) ?? `Contact ${party.contactId}`},{' '}
            {choiceLabel(CONTRACT_PARTY_ROLE, party.role)}, {formatPercent(party.sharePercent, 2, false)}
          </li>
        ))}
      </ul>,
    ],
    [
      'Royalty terms',
      <ul key="terms">
        {terms.royaltyTerms.map((term) => (
          <li key={`${term.format}-${term.channel}`}>
            <span className="font-medium">{termName(term)}</span> — {termText(term)}
          </li>
        ))}
      </ul>,
    ],
    [
      'Reserve against returns',
      terms.reservePercent
        ? `${formatPercent(terms.reservePercent, 2, false)}, held for ${terms.reservePeriods ?? 1} statement(s)`
        : 'None',
    ],
    [
      'Subsidiary rights',
      terms.subrights.length > 0
        ? terms.subrights
            .map(
              (entry) =>
                `${choiceLabel(SUBSIDIARY_RIGHT, entry.right)} ${formatPercent(entry.authorSharePercent, 2, false)}`,
            )
            .join(', ')
        : 'None',
    ],
    [
      'Advance',
      <span key="advance">
        {money(terms.advanceAmount ?? 0)}
        {terms.instalments.length > 0
          ? `: ${terms.instalments.map((entry) => `${choiceLabel(INSTALMENT_TRIGGER, entry.trigger).toLowerCase()} ${money(entry.amount)}`).join(', ')}`
          : ''}
      </span>,
    ],
    [
      'Territory',
      `${choiceLabel(CONTRACT_TERRITORY, terms.territory)}${terms.territories.length > 0 ? ` (${terms.territories.join(', ')})` : ''}`,
    ],
    ['Languages', terms.languages.length > 0 ? terms.languages.join(', ') : 'Every language'],
    ['Formats', labels(PUBLICATION_FORMAT, terms.formats)],
    ['Rights granted', labels(RIGHT_GRANTED, terms.rightsGranted)],
    ['Term', terms.termYears ? `${terms.termYears} years` : 'The full term of copyright'],
    ['Reversion', terms.reversionConditions ?? '—'],
    ['Manuscript due', formatDay(terms.deliveryDate)],
    ['Option on the next work', terms.optionOnNextWork ? (terms.optionTerms ?? 'Yes') : 'No'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
