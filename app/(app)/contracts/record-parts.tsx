import { Suspense, cache } from 'react';
import { Link } from '@/components/ui/link';
import { CalculatorIcon } from '@/components/icons';

import type { DetailTab } from '@/components/detail-page/detail-tabs';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Row } from '@/lib/area/view';
import { AMENDABLE_STATUSES, isLocked } from '@/lib/areas/contract-workflow';
import { contractArea, type Contract } from '@/lib/areas/contracts';
import type { CurrentUser } from '@/lib/contract/auth';
import { formatDay, formatMoney } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { TermsLock } from './amendment';
import { contributorsOf } from './contributors';
import { LicenceIncome } from './licence-income';
import { ContractStatements } from './statements';
import { ContractActions } from './status-actions';
import { ContractVersions } from './versions';

/*
 * What the contract's record page adds to the shared one: the tabs its form spreads over (parties,
 * terms, advance, publications), the Statements tab, the facts under its title and its actions.
 */

/** The record as the page read it, checked once per request however many parts read it. */
export const readContract = cache((row: Row): Contract => contractArea.detailSchema.parse(row));

const mayAmend = (contract: Contract, user: CurrentUser) =>
  AMENDABLE_STATUSES.includes(contract.status) && meetsGuard(user, AREA_RIGHTS.contracts.sign);

export const calculatorHref = (contractId: number) => `/contracts/price-calculator/${contractId}`;

/** Why a signed contract's terms cannot be edited, above each tab of them. */
function lockOf(contract: Contract | undefined, user: CurrentUser) {
  if (!contract || !isLocked(contract.status)) return null;
  const inForce = contract.amendment === 0 ? 'the version as signed' : `amendment ${contract.amendment}`;
  return (
    <TermsLock since={formatDay(contract.signedDate)} inForce={inForce} canAmend={mayAmend(contract, user)} />
  );
}

export function contractFieldTabs(row: Row | undefined, user: CurrentUser) {
  const contract = row ? readContract(row) : undefined;
  const lock = lockOf(contract, user);
  return [
    // Details keeps the fields no other tab takes; only its notice is given here.
    { value: 'details', label: 'Details', fields: [], content: lock },
    {
      value: 'parties',
      label: 'Parties',
      count: contract?.parties.length,
      fields: ['parties'],
      content: lock,
    },
    {
      value: 'terms',
      label: 'Terms',
      count: contract?.royaltyTerms.length,
      fields: ['royaltyTerms', 'reservePercent', 'reservePeriods', 'minimumPayment', 'subrights'],
      content: contract ? (
        <>
          {lock}
          <Suspense fallback={<Skeleton className="h-12 w-full" />}>
            <ContractVersions contract={contract} />
          </Suspense>
        </>
      ) : null,
    },
    {
      value: 'advance',
      label: 'Advance',
      count: contract?.instalments.length,
      fields: ['advanceAmount', 'currency', 'instalments'],
      content: lock,
    },
    {
      value: 'publications',
      label: 'Publications',
      count: contract?.publications.length,
      fields: ['publicationIds'],
    },
  ];
}

export function contractTabs(row: Row, user: CurrentUser): DetailTab[] {
  const contract = readContract(row);
  return [
    {
      value: 'licence-income',
      label: 'Licence income',
      content: <LicenceIncome contract={contract} />,
    },
    {
      value: 'statements',
      label: 'Statements',
      content: <ContractStatements contract={contract} user={user} />,
    },
  ];
}

export function contractFacts(row: Row) {
  const contract = readContract(row);
  const paid =
    contract.parties.length > 0 ? contributorsOf(contract).filter((party) => party.sharePercent > 0) : [];
  return [
    <Link
      key="commissioning"
      href={`/commissionings/manage/${contract.commissioningId}`}
      className="hover:underline"
    >
      {contract.commissioningTitle}
    </Link>,
    paid.length > 0 ? `With ${paid.map((party) => party.name).join(', ')}` : null,
    contract.signedDate
      ? `Signed ${formatDay(contract.signedDate)}`
      : `Since ${formatDay(contract.statusDate)}`,
    contract.amendment > 0 ? `Amendment ${contract.amendment} in force` : null,
    contract.advanceAmount ? `Advance ${formatMoney(contract.advanceAmount, contract.currency)}` : null,
  ].filter(Boolean);
}

export function contractActions(row: Row, user: CurrentUser) {
  const contract = readContract(row);
  const calculator = calculatorHref(contract.contractId);
  return (
    <>
      {canAccessPath(user, calculator) ? (
        <Button variant="outline" asChild>
          <Link href={calculator}>
            <CalculatorIcon aria-hidden="true" />
            Price calculator
          </Link>
        </Button>
      ) : null}
      {meetsGuard(user, contractArea.rights.update) ? (
        <ContractActions
          key={contract.version}
          contractId={contract.contractId}
          status={contract.status}
          version={contract.version}
          canSign={meetsGuard(user, AREA_RIGHTS.contracts.sign)}
          canAmend={mayAmend(contract, user)}
        />
      ) : null}
    </>
  );
}
