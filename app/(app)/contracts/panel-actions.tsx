'use server';

import { contractArea } from '@/lib/areas/contracts';
import { openPanel } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import { IncomeList } from './licence-income';
import { StatementList } from './statements';

/*
 * The parts of a contract's tabs that read more than the record: drawn when the tab is first chosen
 * (see `LazyPanel`), each held to the page's own guard; the API holds each call to its own rights.
 */

export async function loadLicenceIncome(contractId: unknown) {
  const { user, caller, id } = await openPanel(contractArea.rights.view, contractId);
  const contract = await getAreaRecord(caller, contractArea, id);
  return (
    <IncomeList contract={contract} user={user} canEdit={meetsGuard(user, contractArea.rights.update)} />
  );
}

export async function loadStatements(contractId: unknown) {
  const { id } = await openPanel(contractArea.rights.view, contractId);
  return <StatementList contractId={id} />;
}
