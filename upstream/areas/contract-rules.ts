import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { changedTerms, withoutHiddenValues, type Contract, type ContractValues } from '@/lib/areas/contracts';
import { AMENDABLE_STATUSES, contractStatusLabel, isLocked } from '@/lib/areas/contract-workflow';
import type { FieldIssue } from '@/lib/contract/envelope';
import { commissionings, contacts, contracts, currencies, publications } from '../db/schema';
import { HttpError } from '../platform/http-error';
import { unprocessable, type WriteContext } from '../resources';

/*
 * The rules a contract's write keeps beyond its schema: what it names exists (the commissioning, the
 * parties, the currency, publications of that commissioning), its reference is its own, nothing is paid
 * in the future, and a signed contract's terms stay as they are unless an amendment changes them.
 */

/** Writes made by an amendment, which may change a signed contract's terms. */
const amendmentWrites = new WeakSet<WriteContext>();

/** Lets this write change the terms of a signed contract: the amendment route's, and no other. */
export function allowTermChanges(context: WriteContext): void {
  amendmentWrites.add(context);
}

export const today = (context: WriteContext) => context.now.toISOString().slice(0, 10);

function refuseLockedChanges(context: WriteContext, before: Contract, values: ContractValues): void {
  if (!isLocked(before.status) || amendmentWrites.has(context)) return;
  const { identity, terms } = changedTerms(before, withoutHiddenValues(values));
  if (identity.length + terms.length === 0) return;
  const state = contractStatusLabel(before.status).toLowerCase();
  const how = AMENDABLE_STATUSES.includes(before.status)
    ? 'Change them with an amendment, which keeps this version.'
    : 'It is over, so they stay as they were.';
  throw new HttpError(422, `Contract ${before.reference} is ${state}: its terms are locked. ${how}`, [
    ...identity.map((path) => ({ path, message: 'Fixed once the contract is signed' })),
    ...terms.map((path) => ({ path, message: 'Locked since the contract was signed' })),
  ]);
}

async function missingIds(
  context: WriteContext,
  table: typeof contacts | typeof publications | typeof commissionings,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await context.tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  const known = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

export async function checkContract(
  context: WriteContext,
  values: ContractValues,
  before?: Contract,
): Promise<void> {
  if (before) refuseLockedChanges(context, before, values);
  const { tx } = context;
  const issues: FieldIssue[] = [];

  if (values.commissioningId !== before?.commissioningId) {
    const missing = await missingIds(context, commissionings, [values.commissioningId]);
    if (missing.size > 0)
      issues.push({
        path: 'commissioningId',
        message: `There is no commissioning ${values.commissioningId}`,
      });
  }

  const [holder] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(sql`lower(${contracts.reference})`, values.reference.toLowerCase()),
        before ? ne(contracts.id, before.contractId) : undefined,
      ),
    );
  if (holder)
    issues.push({
      path: 'reference',
      message: `Contract ${holder.id} already has the reference ${values.reference}`,
    });

  if (values.currency !== before?.currency) {
    const [known] = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, values.currency));
    if (!known) issues.push({ path: 'currency', message: `The firm keeps no currency ${values.currency}` });
  }

  const unknownContacts = await missingIds(
    context,
    contacts,
    values.parties.map((party) => party.contactId),
  );
  values.parties.forEach((party, index) => {
    if (unknownContacts.has(party.contactId))
      issues.push({ path: `parties.${index}.contactId`, message: `There is no contact ${party.contactId}` });
  });

  if (values.publicationIds.length > 0) {
    const found = await tx
      .select({ id: publications.id, commissioningId: publications.commissioningId })
      .from(publications)
      .where(inArray(publications.id, values.publicationIds));
    const commissioningOf = new Map(found.map((row) => [row.id, row.commissioningId]));
    values.publicationIds.forEach((publicationId, index) => {
      const owner = commissioningOf.get(publicationId);
      if (owner === undefined)
        issues.push({ path: `publicationIds.${index}`, message: `There is no publication ${publicationId}` });
      else if (owner !== values.commissioningId)
        issues.push({
          path: `publicationIds.${index}`,
          message: `Publication ${publicationId} is an edition of another commissioning`,
        });
    });
  }

  const now = today(context);
  values.instalments.forEach((instalment, index) => {
    if (instalment.paidDate && instalment.paidDate > now)
      issues.push({
        path: `instalments.${index}.paidDate`,
        message: 'A payment cannot be dated in the future',
      });
  });

  if (issues.length > 0) throw unprocessable(issues);
}
