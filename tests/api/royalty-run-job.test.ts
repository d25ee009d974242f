import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoyaltyRun } from '@/lib/contract/royalty-runs';
import { LOCK_KEYS } from '@/upstream/db/lock-keys';
import { royaltyRuns } from '@/upstream/db/schema';
import { failInterruptedRuns, INTERRUPTED } from '@/upstream/royalties/run-job';
import {
  PERIOD_1,
  PERIOD_2,
  createRun,
  ok,
  refusal,
  royaltyWorld,
  runStatements,
  sellFirstPeriod,
  settledRun,
  type RoyaltyWorld,
} from '../support/royalty-world';
import { testDbKind } from '../support/test-database';

/*
 * A run is calculated apart from the request that starts it: the request answers 202 with the run
 * `calculating`, and the run turns `draft`, or `failed` with the reason when the calculation breaks
 * (nothing of it written). A run a stopped API left calculating is failed when the API starts again.
 */

const breakdown = vi.hoisted(() => ({ message: null as string | null }));

vi.mock('@/upstream/royalties/run-compute', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/upstream/royalties/run-compute')>();
  return {
    ...original,
    computeRun: (...args: Parameters<typeof original.computeRun>) => {
      if (breakdown.message) return Promise.reject(new Error(breakdown.message));
      return original.computeRun(...args);
    },
  };
});

let world: RoyaltyWorld;

beforeAll(async () => {
  world = await royaltyWorld();
  await sellFirstPeriod(world);
  world.at('2025-07-10');
});
afterAll(() => world?.api.close());

describe('a failing calculation', () => {
  let failed: RoyaltyRun;

  it('marks the run failed with its message, and writes none of it', async () => {
    breakdown.message = 'The exchange rates could not be read';
    try {
      failed = await createRun(world, PERIOD_1);
    } finally {
      breakdown.message = null;
    }
    expect(failed).toMatchObject({
      ...PERIOD_1,
      status: 'failed',
      errorMessage: 'The exchange rates could not be read',
      statementCount: 0,
      heldBack: [],
    });
    expect(await runStatements(world, failed.runId)).toEqual([]);
  });

  it('cannot be approved or locked, and holds up the next period until deleted', async () => {
    for (const action of ['approve', 'lock'])
      refusal(await world.call(world.finance, 'POST', `royalty-runs/${failed.runId}/${action}`), 409);
    expect(refusal(await world.call(world.finance, 'POST', 'royalty-runs', PERIOD_1), 422)).toMatch(
      /overlaps/,
    );
    ok(await world.call(world.finance, 'DELETE', `royalty-runs/${failed.runId}`));
  });

  it('is run again once deleted, into a draft', async () => {
    const again = await createRun(world, PERIOD_1);
    expect(again).toMatchObject({ status: 'draft', errorMessage: null, statementCount: 3 });
    ok(await world.call(world.finance, 'POST', `royalty-runs/${again.runId}/approve`));
    ok(await world.call(world.finance, 'POST', `royalty-runs/${again.runId}/lock`));
  });
});

describe('a run left calculating by a crash', () => {
  let stranded = 0;

  it('holds up the next run and cannot be deleted while it calculates', async () => {
    world.at('2026-01-10');
    const now = world.api.clock.now();
    const [row] = await world.api.database.db
      .insert(royaltyRuns)
      .values({ ...PERIOD_2, status: 'calculating', createdAt: now, updatedAt: now })
      .returning({ id: royaltyRuns.id });
    stranded = row?.id ?? 0;
    expect(
      refusal(
        await world.call(world.finance, 'POST', 'royalty-runs', {
          periodStart: '2026-01-01',
          periodEnd: '2026-01-05',
        }),
        422,
      ),
    ).toMatch(/still being calculated/);
    expect(refusal(await world.call(world.finance, 'DELETE', `royalty-runs/${stranded}`), 409)).toMatch(
      /still being calculated/,
    );
  });

  it('is failed at start-up with the reason, and can then be deleted and run again', async () => {
    expect(await failInterruptedRuns(world.api.database.db, world.api.clock.now())).toBe(1);
    expect(await settledRun(world, stranded)).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED });
    ok(await world.call(world.finance, 'DELETE', `royalty-runs/${stranded}`));
    expect(await createRun(world, PERIOD_2)).toMatchObject({ status: 'draft' });
    expect(await failInterruptedRuns(world.api.database.db, world.api.clock.now())).toBe(0);
  });
});

// Several API processes share one PostgreSQL server; PGlite is one process, and its lock file refuses a second.
describe.runIf(testDbKind() === 'postgres')('a run another process is calculating', () => {
  it('is left to it by a process that starts meanwhile, and failed once its lock is free', async () => {
    const { db } = world.api.database;
    const now = world.api.clock.now();
    const [row] = await db
      .insert(royaltyRuns)
      .values({
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        status: 'calculating',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: royaltyRuns.id });
    const runId = row?.id ?? 0;

    let taken = (): void => undefined;
    let release = (): void => undefined;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const calculation = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.royaltyRunCalculation}, ${runId})`);
      taken();
      await released;
    });
    await lockTaken;
    expect(await failInterruptedRuns(db, now)).toBe(0);
    expect(ok<RoyaltyRun>(await world.call(world.finance, 'GET', `royalty-runs/${runId}`))).toMatchObject({
      status: 'calculating',
    });

    release();
    await calculation;
    expect(await failInterruptedRuns(db, now)).toBe(1);
    expect(await settledRun(world, runId)).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED });
    ok(await world.call(world.finance, 'DELETE', `royalty-runs/${runId}`));
  });
});
