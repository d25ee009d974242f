import type { Metadata } from 'next';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { contractArea } from '@/lib/areas/contracts';
import { engineTerms } from '@/lib/contracts/engine-terms';
import { CONTRACT_STATUS, choiceLabel } from '@/lib/contract/choices';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import { PriceCalculator } from '../calculator';
import type { CalculatorContract } from '../calculator-values';
import { loadSales, loadScenarios } from '../scenario-data';
import { termName, termText } from '@/lib/contracts/terms-text';

export const metadata: Metadata = { title: 'Price calculator' };

/**
 * The P&L of a title under one contract: its royalty terms and advance read here, the figures worked
 * out in the browser as the inputs change, scenarios saved to the contract and compared with its sales.
 */
export default async function PriceCalculatorPage({ params }: { params: Promise<{ contractId: string }> }) {
  const { contractId } = await params;
  const { user, caller } = await openPage(`/contracts/price-calculator/${contractId}`);
  const id = recordId(contractId);
  const [contract, scenarios, sales] = await Promise.all([
    orNotFound(getAreaRecord(caller, contractArea, id)),
    loadScenarios(caller, id),
    loadSales(caller, id),
  ]);
  const termFormats = contract.royaltyTerms.flatMap((term) => (term.format ? [term.format] : []));
  const calculator: CalculatorContract = {
    contractId: id,
    currency: contract.currency,
    advance: contract.advanceAmount ?? 0,
    formats: [...new Set([...contract.formats, ...termFormats])],
    terms: engineTerms(contract.royaltyTerms),
  };
  return (
    <div className="space-y-6">
      <DetailHeader
        backHref={contractArea.hrefs.record(id)}
        backLabel={`Contract ${contract.reference}`}
        title="Price calculator"
        status={{ label: choiceLabel(CONTRACT_STATUS, contract.status) }}
        facts={[`${contract.reference} · ${contract.commissioningTitle}`]}
      />
      <ul className="space-y-1 text-sm text-muted-foreground" aria-label="The contract’s royalty terms">
        {contract.royaltyTerms.map((term) => (
          <li key={`${term.format}-${term.channel}`}>
            <span className="text-foreground">{termName(term)}</span> — {termText(term)}
          </li>
        ))}
      </ul>
      {calculator.formats.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The contract covers no format and has no royalty term for one: give it its terms first.
        </p>
      ) : (
        <PriceCalculator
          contract={calculator}
          scenarios={scenarios}
          sales={sales}
          canSave={meetsGuard(user, contractArea.rights.update)}
        />
      )}
    </div>
  );
}
