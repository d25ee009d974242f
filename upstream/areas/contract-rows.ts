import { eq } from 'drizzle-orm';
import { sameData, type Contract, type ContractValues } from '@/lib/areas/contracts';
import { insertRows } from '../db/bulk-insert';
import {
  contractInstalments,
  contractParties,
  contractPublications,
  contractRoyaltyTerms,
  contractRoyaltyTiers,
  contractSubrights,
} from '../db/schema';
import type { WriteContext } from '../resources';

/*
 * The rows a contract saves with itself: each kind is replaced as a whole when it changed, so the
 * order the form gives is the order kept (`position`, or the rows' ids).
 */

type RowsOf = Pick<
  ContractValues,
  'parties' | 'instalments' | 'royaltyTerms' | 'subrights' | 'publicationIds'
>;

type ContractRowTable =
  | typeof contractParties
  | typeof contractInstalments
  | typeof contractSubrights
  | typeof contractPublications;

/** Puts `rows` in the place of the contract's rows of `table`. */
async function replaceRows(
  { tx }: WriteContext,
  table: ContractRowTable,
  contractId: number,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await tx.delete(table).where(eq(table.contractId, contractId));
  await insertRows(tx, table, rows);
}

/** The royalty terms, then their escalators, which need the terms' ids. */
async function writeRoyaltyTerms(
  { tx, now }: WriteContext,
  contractId: number,
  terms: RowsOf['royaltyTerms'],
): Promise<void> {
  // The escalators go with their terms (on delete cascade).
  await tx.delete(contractRoyaltyTerms).where(eq(contractRoyaltyTerms.contractId, contractId));
  if (terms.length === 0) return;
  const stamps = { createdAt: now, updatedAt: now };
  const written = await tx
    .insert(contractRoyaltyTerms)
    .values(
      terms.map((term, index) => ({
        contractId,
        position: index + 1,
        format: term.format,
        channel: term.channel,
        basis: term.basis,
        highDiscountPercent: term.highDiscount ? String(term.highDiscount.minDiscountPercent) : null,
        highDiscountRatePercent: term.highDiscount ? String(term.highDiscount.ratePercent) : null,
        ...stamps,
      })),
    )
    .returning({ id: contractRoyaltyTerms.id, position: contractRoyaltyTerms.position });
  const idAt = new Map(written.map((term) => [term.position, term.id]));
  await insertRows(
    tx,
    contractRoyaltyTiers,
    terms.flatMap((term, index) =>
      term.escalators.map((step, stepIndex) => ({
        termId: idAt.get(index + 1),
        position: stepIndex + 1,
        fromUnits: step.fromUnits,
        ratePercent: String(step.ratePercent),
        ...stamps,
      })),
    ),
  );
}

export async function writeContractRows(
  context: WriteContext,
  contractId: number,
  values: RowsOf,
  before?: Pick<Contract, keyof RowsOf>,
): Promise<void> {
  const stamps = { createdAt: context.now, updatedAt: context.now };
  const changed = (name: keyof RowsOf) => !before || !sameData(before[name], values[name]);

  if (changed('parties'))
    await replaceRows(
      context,
      contractParties,
      contractId,
      values.parties.map(({ contactId, role, sharePercent }) => ({
        contractId,
        contactId,
        role,
        splitPercent: String(sharePercent),
        ...stamps,
      })),
    );
  if (changed('instalments'))
    await replaceRows(
      context,
      contractInstalments,
      contractId,
      values.instalments.map((instalment, index) => ({
        contractId,
        position: index + 1,
        ...instalment,
        ...stamps,
      })),
    );
  if (changed('royaltyTerms')) await writeRoyaltyTerms(context, contractId, values.royaltyTerms);
  if (changed('subrights'))
    await replaceRows(
      context,
      contractSubrights,
      contractId,
      values.subrights.map(({ right, authorSharePercent }) => ({
        contractId,
        right,
        authorSharePercent: String(authorSharePercent),
        ...stamps,
      })),
    );
  const publicationIds = [...values.publicationIds].sort((a, b) => a - b);
  if (!before || !sameData(before.publicationIds, publicationIds))
    await replaceRows(
      context,
      contractPublications,
      contractId,
      publicationIds.map((publicationId) => ({ contractId, publicationId })),
    );
}
