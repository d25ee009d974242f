import type { Contract } from '@/lib/areas/contracts';
import {
  CONTRACT_PARTY_ROLE,
  INSTALMENT_TRIGGER,
  SUBSIDIARY_RIGHT,
  choiceLabel,
} from '@/lib/contract/choices';
import { termName, termText } from '@/lib/contracts/terms-text';
import { formatDay, formatMoney, formatPercent } from '@/lib/format';

/*
 * A contract's rows as its History reads them: parties by name with their role and share, royalty
 * terms and instalments in words. The audit log keeps this text, so an entry reads as it did the day
 * it was written, whatever the contacts are called later.
 */

const share = (percent: number) => formatPercent(percent, 2, false);

export function contractAuditText(contract: Contract) {
  const names = new Map(contract.contributors.map((party) => [party.contactId, party.name]));
  return {
    parties: contract.parties.map(
      (party) =>
        `${names.get(party.contactId) ?? `Contact ${party.contactId}`} (${choiceLabel(CONTRACT_PARTY_ROLE, party.role)}, ${share(party.sharePercent)})`,
    ),
    royaltyTerms: contract.royaltyTerms.map((term) => `${termName(term)} — ${termText(term)}`),
    instalments: contract.instalments.map((instalment) =>
      [
        `${formatMoney(instalment.amount, contract.currency)} ${choiceLabel(INSTALMENT_TRIGGER, instalment.trigger).toLowerCase()}`,
        instalment.dueDate ? `due ${formatDay(instalment.dueDate)}` : null,
        instalment.paidDate ? `paid ${formatDay(instalment.paidDate)}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ),
    subrights: contract.subrights.map(
      (subright) => `${choiceLabel(SUBSIDIARY_RIGHT, subright.right)} ${share(subright.authorSharePercent)}`,
    ),
  };
}
