import { count, eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lastClosedHalfYear } from '@/lib/royalties/periods';
import { createRoyaltyRun } from '../../royalties/run-create';
import type { Tx } from '../client';
import {
  royaltyLineSources,
  royaltyRunContracts,
  royaltyRuns,
  royaltyStatementLines,
  royaltyStatements,
  subsidiaryIncome,
} from '../schema';
import type { SeedContext } from './context';
import type { ContractData } from './contracts';
import { addDays, at, daysBetween, minDay } from './dates';
import type { RowOf } from './insert';
import { Random } from './random';
import { TRADING_CURRENCIES } from './reference';

/*
 * Royalties of the demo: licence income on some author contracts (a translation sold, an audio
 * licence), and the royalty run of the last half-year that ended, made by the finance manager
 * through the API's own code (`createRoyaltyRun`) and left as a draft to open, check and approve, after
 * the half-year before it, approved and locked.
 */

const LICENSEES = [
  'Hanser (German translation)',
  'Gallimard (French translation)',
  'Feltrinelli (Italian translation)',
  'Penguin Random House US',
  'Audible Studios',
  'The Sunday Times serial',
  'Book of the Month Club',
  'Shinchosha (Japanese translation)',
];

/** A licence or two on about a quarter of the signed author contracts, received after signature. */
export function generateSubsidiaryIncome(
  context: SeedContext,
  data: ContractData,
): RowOf<typeof subsidiaryIncome>[] {
  const random = Random.named('subsidiary-income');
  const rows: RowOf<typeof subsidiaryIncome>[] = [];
  for (const contract of data.contracts) {
    if (contract.type !== 'author' || !contract.signedDate || !contract.id || !random.chance(0.25)) continue;
    const rights = data.subrights.filter((subright) => subright.contractId === contract.id);
    const from = addDays(contract.signedDate, 120);
    if (rights.length === 0 || from >= context.today) continue;
    for (let n = random.int(1, 2); n > 0; n--) {
      const receivedDate = minDay(
        addDays(from, random.int(0, daysBetween(from, context.today))),
        context.today,
      );
      const createdAt = at(receivedDate, random.int(9 * 60, 17 * 60));
      rows.push({
        id: rows.length + 1,
        contractId: contract.id,
        right: random.pick(rights).right,
        receivedDate,
        amount: random.int(10, 200) * 100_00,
        currency: random.pick(TRADING_CURRENCIES),
        description: random.pick(LICENSEES),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}

const RUN_TABLES: readonly PgTable[] = [
  royaltyRuns,
  royaltyRunContracts,
  royaltyStatementLines,
  royaltyLineSources,
  royaltyStatements,
];

/**
 * The draft run of the last closed half-year, dated twelve days after it ended (or today, if sooner);
 * answers the rows written per table, for the seed's summary.
 */
export async function seedRoyaltyRun(
  tx: Tx,
  context: SeedContext,
  financeManagerId: number,
): Promise<Record<string, number>> {
  const period = lastClosedHalfYear(context.today);
  // The half-year before it was run, approved and locked: its statements are what authors see.
  const earlier = lastClosedHalfYear(period.periodStart);
  const earlierDay = addDays(earlier.periodEnd, 12);
  const earlierId = await createRoyaltyRun(tx, earlier, {
    userId: financeManagerId,
    now: at(earlierDay, 9 * 60),
  });
  const approvedAt = at(addDays(earlierDay, 3), 11 * 60);
  const lockedAt = at(addDays(earlierDay, 10), 15 * 60);
  await tx
    .update(royaltyRuns)
    .set({
      status: 'locked',
      approvedAt,
      approvedById: financeManagerId,
      lockedAt,
      lockedById: financeManagerId,
      version: 3,
      updatedAt: lockedAt,
    })
    .where(eq(royaltyRuns.id, earlierId));
  const day = minDay(addDays(period.periodEnd, 12), context.today);
  await createRoyaltyRun(tx, period, { userId: financeManagerId, now: at(day, 9 * 60) });
  const counts: Record<string, number> = {};
  for (const table of RUN_TABLES) {
    const [row] = await tx.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}
