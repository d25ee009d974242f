import type { ContractStatus } from '@/lib/contract/enums';
import type { publications } from '../schema';
import type { CommissioningPlan } from './commissionings';
import type { SeedContext } from './context';
import type { ContractData } from './contracts';
import { addDays, at, daysBetween, maxDay } from './dates';
import type { RowOf } from './insert';
import { Random } from './random';

/*
 * What became of each contract once the books exist: the publications it covers, and its life after
 * signature (active from the first publication, then for a few ended or reverted), each move dated.
 */

/** Of the active contracts, about this share has ended, and of those with a book out of print, this share reverted. */
const ENDED_SHARE = 0.05;
const REVERTED_SHARE = 0.4;

export function settleContracts(
  context: SeedContext,
  data: ContractData,
  plans: readonly CommissioningPlan[],
  books: readonly RowOf<typeof publications>[],
  signerId: number,
): void {
  const random = Random.named('contract-lives');
  const { today } = context;
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  const booksOf = new Map<number, RowOf<typeof publications>[]>();
  for (const book of books)
    booksOf.set(book.commissioningId, [...(booksOf.get(book.commissioningId) ?? []), book]);

  for (const [commissioningId, contractIds] of data.contractsOf) {
    const editions = booksOf.get(commissioningId) ?? [];
    for (const contractId of contractIds)
      for (const book of editions)
        if (book.id) data.publications.push({ contractId, publicationId: book.id });
  }

  const active = new Map<number, { since: string; outOfPrint: boolean }>();
  for (const contract of data.contracts) {
    if (!contract.id || !contract.signedDate) continue;
    const firstOut = (booksOf.get(contract.commissioningId) ?? [])
      .map((book) => book.publicationDate ?? '9999-12-31')
      .filter((day) => day <= today)
      .sort()[0];
    if (!firstOut) continue;
    contract.status = 'active';
    const since = maxDay(firstOut, contract.signedDate);
    active.set(contract.id, {
      since,
      outOfPrint: (booksOf.get(contract.commissioningId) ?? []).some(
        (book) => book.status === 'out_of_print',
      ),
    });
  }

  const closed = new Map<number, { status: ContractStatus; on: string }>();
  for (const [contractId, entry] of active) {
    const room = daysBetween(entry.since, today) - 30;
    if (room <= 0) continue;
    const status: ContractStatus | null =
      entry.outOfPrint && random.chance(REVERTED_SHARE)
        ? 'reverted'
        : random.chance(ENDED_SHARE)
          ? 'ended'
          : null;
    if (status) closed.set(contractId, { status, on: addDays(entry.since, 30 + random.int(0, room)) });
  }
  // Every status is in the demo, whatever the scale: the oldest active contracts end and revert if none did.
  for (const status of ['ended', 'reverted'] as const) {
    if ([...closed.values()].some((entry) => entry.status === status)) continue;
    const oldest = [...active].find(([id, entry]) => !closed.has(id) && entry.since < addDays(today, -60));
    if (oldest) closed.set(oldest[0], { status, on: addDays(oldest[1].since, 30) });
  }

  for (const contract of data.contracts) {
    const id = contract.id ?? 0;
    const plan = planOf.get(contract.commissioningId);
    const editor = plan?.editorId ?? signerId;
    const createdAt = contract.createdAt ?? at(today, 9 * 60);
    const moves: [ContractStatus | null, ContractStatus, string, number][] = [
      [null, 'draft', createdAt.toISOString().slice(0, 10), editor],
    ];
    const sentOn = data.sentOn.get(id);
    if (sentOn) moves.push(['draft', 'sent', sentOn, editor]);
    if (contract.signedDate) moves.push(['sent', 'signed', contract.signedDate, signerId]);
    const life = active.get(id);
    if (life) moves.push(['signed', 'active', life.since, editor]);
    const end = closed.get(id);
    if (end) {
      moves.push(['active', end.status, end.on, signerId]);
      contract.status = end.status;
      contract.endedDate = end.on;
      contract.version = (contract.version ?? 1) + 1;
      contract.updatedAt = at(end.on, 12 * 60);
    }
    moves.forEach(([fromStatus, toStatus, day, changedById], index) =>
      data.statusChanges.push({
        id: data.statusChanges.length + 1,
        contractId: id,
        fromStatus,
        toStatus,
        effectiveDate: day,
        changedById,
        changedAt: index === 0 ? createdAt : at(day, 10 * 60 + index),
      }),
    );
  }
}
