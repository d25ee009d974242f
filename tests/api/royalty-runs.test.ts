import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/envelope';
import { orderLines, royaltyLineSources, royaltyStatementLines } from '@/upstream/db/schema';
import {
  contractStatementSchema,
  royaltyRunSchema,
  royaltySaleRowSchema,
  royaltyStatementSchema,
  type ContractStatement,
  type RoyaltyRun,
  type RoyaltyRunSummary,
  type RoyaltySaleRow,
  type RoyaltyStatement,
} from '@/lib/contract/royalty-runs';
import {
  PERIOD_1,
  PERIOD_2,
  createRun,
  ok,
  refusal,
  recordReturn,
  royaltyWorld,
  runStatements,
  sellFirstPeriod,
  statementIn,
  type RoyaltyWorld,
} from '../support/royalty-world';
import { contractInput } from '../support/contract-input';

/*
 * Royalty runs through the API: the engine's worked example reproduced on a contract built by hand
 * (payable €2,105.00 in the second period), statements that reconcile with the order lines behind
 * them, the rules of a new period, a run's life from draft to locked, and who may do what.
 */

let world: RoyaltyWorld;
let firstHome = 0;
const runs = { first: 0, second: 0 };

const run = async (id: number) =>
  royaltyRunSchema.parse(ok<RoyaltyRun>(await world.call(world.finance, 'GET', `royalty-runs/${id}`)));

const statementOf = (detail: RoyaltyRun, reference: string, payee = 'Ada Quill') =>
  statementIn(world, detail.runId, reference, payee);

const statement = async (id: number) =>
  royaltyStatementSchema.parse(
    ok<RoyaltyStatement>(await world.call(world.finance, 'GET', `royalty-statements/${id}`)),
  );

const drill = async (statementId: number, lineId: number): Promise<RoyaltySaleRow[]> =>
  ok<RoyaltySaleRow[]>(
    await world.call(world.finance, 'GET', `royalty-statements/${statementId}/lines/${lineId}/sales`),
  ).map((row) => royaltySaleRowSchema.parse(row));

const create = (period: { periodStart: string; periodEnd: string }) =>
  world.call(world.finance, 'POST', 'royalty-runs', period);

beforeAll(async () => {
  world = await royaltyWorld();
  firstHome = await sellFirstPeriod(world);
});
afterAll(() => world?.api.close());

describe('the first period', () => {
  it('is refused until it is over', async () => {
    world.at('2025-06-30');
    const error = refusal(await create(PERIOD_1), 422);
    expect(error).toMatch(/ends on 30 Jun 2025, so it can be run from 1 Jul 2025/);
  });

  it('draws a draft statement for every payee of every signed contract', async () => {
    world.at('2025-07-10');
    const detail = royaltyRunSchema.parse(await createRun(world, PERIOD_1));
    runs.first = detail.runId;
    expect(detail).toMatchObject({ ...PERIOD_1, status: 'draft', statementCount: 3, heldBackCount: 0 });
    expect(
      (await runStatements(world, detail.runId)).map((entry) => [entry.contract.reference, entry.payee.name]),
    ).toEqual([
      ['C-SPLIT', 'Ada Quill'],
      ['C-SPLIT', 'Bo Birch'],
      ['C-WORKED', 'Ada Quill'],
    ]);
    expect(detail.createdBy).toBe('Finance Tester');
  });

  it('lists its statements a page at a time, searched and sorted in the database', async () => {
    const names = (rows: { contract: { reference: string }; payee: { name: string } }[]) =>
      rows.map((entry) => `${entry.contract.reference} ${entry.payee.name}`);
    expect(names(await runStatements(world, runs.first, '&q=birch'))).toEqual(['C-SPLIT Bo Birch']);
    expect(names(await runStatements(world, runs.first, '&q=split quill'))).toEqual(['C-SPLIT Ada Quill']);
    expect(names(await runStatements(world, runs.first, '&sort=-payee'))).toEqual([
      'C-SPLIT Bo Birch',
      'C-SPLIT Ada Quill',
      'C-WORKED Ada Quill',
    ]);
    const second = await world.call(
      world.finance,
      'GET',
      `royalty-runs/${runs.first}/statements?pageSize=1&page=2&sort=-payable`,
    );
    expect((second.body as { meta: PageMeta }).meta).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    expect(
      (await world.call(world.finance, 'GET', `royalty-runs/${runs.first}/statements?sort=nope`)).status,
    ).toBe(400);
    expect((await world.call(world.finance, 'GET', 'royalty-runs/999999/statements')).status).toBe(404);
  });

  it('reproduces period 1 of the worked example: €8,450 earned, €1,267.50 held, nothing payable', async () => {
    const summary = await statementOf(await run(runs.first), 'C-WORKED');
    expect(summary).toMatchObject({
      openingBalance: -1_000_000,
      earned: 845_000,
      reserveHeld: 126_750,
      reserveReleased: 0,
      recouped: 718_250,
      closingBalance: -281_750,
      payable: 0,
      status: 'draft',
    });
    const full = await statement(summary.statementId);
    expect(
      full.sales.map((line) => [line.channel, line.rule, line.tier?.index ?? null, line.units, line.royalty]),
    ).toEqual([
      ['trade', 'escalator', 0, 4000, 800_000],
      ['wholesale', 'high_discount', null, 500, 45_000],
    ]);
    expect(full.sales[1]).toMatchObject({ basis: 'net_receipts', unitBaseAmount: 900, ratePercent: 10 });
    expect(full).toMatchObject({
      credit: 718_250,
      carriedForward: -281_750,
      reservePercent: 15,
      currency: 'EUR',
    });
  });

  it('converts dollar sales at the period’s average rate, splits 60/40, and carries a sum below the minimum forward', async () => {
    const detail = await run(runs.first);
    const ada = await statement((await statementOf(detail, 'C-SPLIT')).statementId);
    const bo = await statement((await statementOf(detail, 'C-SPLIT', 'Bo Birch')).statementId);
    // 10 copies × $7.00 net × 0.91 = €63.70, at 25%: €15.93 (half a cent rounds up), split to the cent.
    expect(ada.exchangeRates).toEqual([{ currency: 'USD', rate: 0.91 }]);
    expect(ada.sales[0]).toMatchObject({
      currency: 'USD',
      unitBaseAmount: 700,
      exchangeRate: 0.91,
      baseAmount: 6370,
    });
    expect([ada.sales[0]?.royalty, bo.sales[0]?.royalty]).toEqual([956, 637]);
    expect([ada.payable, bo.payable]).toEqual([0, 0]);
    expect([ada.carriedForward, bo.carriedForward]).toEqual([956, 637]);
    expect(ada.minimumPayment).toBe(50_00);
  });

  it('reconciles every figure with the order lines behind it', async () => {
    const detail = await run(runs.first);
    for (const summary of await runStatements(world, detail.runId)) {
      const full = await statement(summary.statementId);
      for (const line of full.sales) {
        const rows = await drill(full.statementId, line.lineId);
        expect(rows.reduce((sum, row) => sum + row.units, 0)).toBe(line.units);
        if (line.basis === 'net_receipts' && line.currency === full.currency)
          expect(rows.reduce((sum, row) => sum + row.netAmount, 0)).toBe(line.baseAmount);
        for (const row of rows)
          expect(row).toMatchObject({ format: line.format, channel: line.channel, territory: 'GB' });
      }
      expect(full.sales.reduce((sum, line) => sum + line.royalty, 0)).toBe(full.salesTotal);
      expect(full.openingBalance + full.credit).toBe(full.closingBalance);
      expect(full.payable + full.carriedForward).toBe(full.closingBalance);
    }
    const worked = await statement((await statementOf(detail, 'C-WORKED')).statementId);
    const [home] = await drill(worked.statementId, worked.sales[0]?.lineId ?? 0);
    expect(home).toMatchObject({
      orderLineId: firstHome,
      orderDate: '2025-03-10',
      units: 4000,
      unitPrice: 2000,
      discountPercent: 40,
      netAmount: 4_800_000,
    });
  });

  it('shows the order lines of a statement’s own lines only', async () => {
    const detail = await run(runs.first);
    const worked = await statement((await statementOf(detail, 'C-WORKED')).statementId);
    const split = await statement((await statementOf(detail, 'C-SPLIT')).statementId);
    const other = split.sales[0]?.lineId ?? 0;
    expect(
      (
        await world.call(
          world.finance,
          'GET',
          `royalty-statements/${worked.statementId}/lines/${other}/sales`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('a run’s life', () => {
  it('is approved, then locked, and never the other way round', async () => {
    const path = `royalty-runs/${runs.first}`;
    expect(refusal(await world.call(world.finance, 'POST', `${path}/lock`), 409)).toMatch(
      /Approve the run .* before locking it/,
    );
    const approved = ok<RoyaltyRunSummary>(await world.call(world.finance, 'POST', `${path}/approve`));
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'Finance Tester', lockedAt: null });
    expect(refusal(await world.call(world.finance, 'POST', `${path}/approve`), 409)).toMatch(
      /already approved/,
    );
    expect(refusal(await world.call(world.finance, 'DELETE', path), 409)).toMatch(
      /Only a draft run can be deleted/,
    );
    const locked = ok<RoyaltyRunSummary>(await world.call(world.finance, 'POST', `${path}/lock`));
    expect(locked).toMatchObject({ status: 'locked', lockedBy: 'Finance Tester' });
  });

  it('refuses every change to a locked run', async () => {
    const path = `royalty-runs/${runs.first}`;
    const before = await run(runs.first);
    for (const [method, action] of [
      ['POST', '/approve'],
      ['POST', '/lock'],
      ['DELETE', ''],
    ] as const) {
      expect(refusal(await world.call(world.finance, method, `${path}${action}`), 409)).toMatch(
        /locked.*next period/,
      );
    }
    expect(await run(runs.first)).toEqual(before);
    expect(refusal(await create(PERIOD_1), 422)).toMatch(/overlaps the run of 1 Jan 2025 – 30 Jun 2025/);
  });

  it('deletes a draft, which can then be run again', async () => {
    world.at('2026-01-10');
    const draft = await createRun(world, PERIOD_2);
    expect(refusal(await create({ periodStart: '2026-01-01', periodEnd: '2026-01-05' }), 422)).toMatch(
      /not locked yet/,
    );
    expect(ok(await world.call(world.finance, 'DELETE', `royalty-runs/${draft.runId}`))).toEqual({
      id: draft.runId,
      deleted: true,
    });
    expect((await world.call(world.finance, 'GET', `royalty-runs/${draft.runId}`)).status).toBe(404);
  });

  it('keeps the order lines a run counted, and deletes the sources with their line', async () => {
    const { db } = world.api.database;
    const [counted] = await db.select().from(royaltyLineSources).limit(1);
    if (!counted) throw new Error('No order line behind a figure');
    await expect(db.delete(orderLines).where(eq(orderLines.id, counted.orderLineId))).rejects.toThrow();
    await db
      .transaction(async (tx) => {
        await tx.delete(royaltyStatementLines).where(eq(royaltyStatementLines.id, counted.lineId));
        const left = await tx
          .select()
          .from(royaltyLineSources)
          .where(eq(royaltyLineSources.lineId, counted.lineId));
        expect(left).toEqual([]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('follows the last run without a gap', async () => {
    const error = refusal(await create({ periodStart: '2025-07-02', periodEnd: '2025-12-31' }), 422);
    expect(error).toMatch(/the next run starts on 1 Jul 2025/);
    expect(refusal(await create({ periodStart: '2024-07-01', periodEnd: '2024-12-31' }), 422)).toMatch(
      /next run starts on 1 Jul 2025/,
    );
    expect(refusal(await create({ periodStart: '2025-07-01', periodEnd: '2026-12-31' }), 422)).toMatch(
      /ends on 31 Dec 2026|at most 366 days/,
    );
  });
});

describe('the second period', () => {
  it('reproduces period 2 of the worked example: returns debited at 10%, the reserve released, €2,105.00 payable', async () => {
    await world.sell({
      day: '2025-08-10',
      publicationId: world.hardback,
      copies: 2000,
      unitPrice: 2000,
      discountPercent: 40,
    });
    await recordReturn(world, firstHome, 100);
    // Entered late: a sale of the first period no locked run counted goes into the next run.
    await world.sell({
      day: '2025-06-20',
      publicationId: world.ebook,
      copies: 4,
      unitPrice: 1000,
      discountPercent: 30,
      channel: 'online_retail',
      currency: 'USD',
    });
    const detail = royaltyRunSchema.parse(await createRun(world, PERIOD_2));
    runs.second = detail.runId;
    const summary = await statementOf(detail, 'C-WORKED');
    expect(summary).toMatchObject({
      openingBalance: -281_750,
      earned: 430_000,
      reserveHeld: 64_500,
      reserveReleased: 126_750,
      closingBalance: 210_500,
      payable: 210_500,
    });
    const full = await statement(summary.statementId);
    expect(full.sales.map((line) => [line.tier?.index, line.units, line.ratePercent, line.royalty])).toEqual([
      [0, 1000, 10, 200_000],
      [1, 1000, 12.5, 250_000],
    ]);
    expect(
      full.returns.map((line) => [line.units, line.ratePercent, line.unitBaseAmount, line.royalty]),
    ).toEqual([[100, 10, 2000, -20_000]]);
    expect(full).toMatchObject({
      salesTotal: 450_000,
      returnsTotal: -20_000,
      netEarnings: 430_000,
      credit: 492_250,
      advanceRecouped: 281_750,
      carriedForward: 0,
      reservesReleased: [{ periodId: '2025-H1', amount: 126_750 }],
    });
    const [returned] = await drill(full.statementId, full.returns[0]?.lineId ?? 0);
    expect(returned).toMatchObject({ orderLineId: firstHome, units: 100, orderDate: '2025-03-10' });
  });

  it('counts the late sale at this period’s rate, and carries the small balance on', async () => {
    const detail = await run(runs.second);
    const ada = await statement((await statementOf(detail, 'C-SPLIT')).statementId);
    // 4 × $7.00 × 0.95 = €26.60, at 25%: €6.65; Ada's 60% of it is €3.99.
    expect(ada.sales.map((line) => [line.units, line.exchangeRate, line.baseAmount])).toEqual([
      [4, 0.95, 2660],
    ]);
    const [late] = await drill(ada.statementId, ada.sales[0]?.lineId ?? 0);
    expect(late?.orderDate).toBe('2025-06-20');
    expect(ada).toMatchObject({ openingBalance: 956, salesTotal: 399, closingBalance: 1355, payable: 0 });
  });

  it('lists the runs, newest period first, with what each pays per currency', async () => {
    const response = await world.call(world.finance, 'GET', 'royalty-runs?pageSize=10');
    const body = response.body as { data: RoyaltyRunSummary[]; meta: PageMeta };
    expect(response.status).toBe(200);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(body.data.map((entry) => [entry.periodStart, entry.status, entry.statementCount])).toEqual([
      ['2025-07-01', 'draft', 3],
      ['2025-01-01', 'locked', 3],
    ]);
    expect(body.data[0]?.totalsPayable).toEqual([{ currency: 'EUR', amount: 210_500 }]);
    const locked = ok<RoyaltyRunSummary[]>(
      await world.call(world.finance, 'GET', 'royalty-runs?status=locked&sort=periodStart'),
    );
    expect(locked.map((entry) => entry.runId)).toEqual([runs.first]);
    const july = ok<RoyaltyRunSummary[]>(await world.call(world.finance, 'GET', 'royalty-runs?q=2025-07'));
    expect(july.map((entry) => entry.runId)).toEqual([runs.second]);
  });
});

describe('a contract’s statements', () => {
  it('lists every statement drawn for the contract, newest period first, with its run', async () => {
    const path = `contracts/${world.split.contractId}/statements`;
    const rows = ok<ContractStatement[]>(await world.call(world.finance, 'GET', path)).map((row) =>
      contractStatementSchema.parse(row),
    );
    expect(rows.map((row) => [row.runId, row.periodStart, row.status, row.payee.name])).toEqual([
      [runs.second, '2025-07-01', 'draft', 'Ada Quill'],
      [runs.second, '2025-07-01', 'draft', 'Bo Birch'],
      [runs.first, '2025-01-01', 'locked', 'Ada Quill'],
      [runs.first, '2025-01-01', 'locked', 'Bo Birch'],
    ]);
    // The same figures as the run's own list.
    const ada = rows[0];
    if (!ada) throw new Error('No statement of Ada Quill');
    const { runId: _run, periodStart: _start, periodEnd: _end, ...summary } = ada;
    expect(await statementOf(await run(runs.second), 'C-SPLIT')).toEqual(summary);
    expect(rows.every((row) => row.contract.contractId === world.split.contractId)).toBe(true);
  });

  it('answers 404 for a contract that does not exist, and an empty list for one never run', async () => {
    expect((await world.call(world.finance, 'GET', 'contracts/999999/statements')).status).toBe(404);
    const draft = ok<{ contractId: number }>(
      await world.call(
        world.admin,
        'POST',
        'contracts',
        contractInput('C-UNRUN', world.worked.commissioningId, {}),
      ),
      201,
    );
    expect(ok(await world.call(world.finance, 'GET', `contracts/${draft.contractId}/statements`))).toEqual(
      [],
    );
  });
});

describe('input and rights', () => {
  it('answers bad input with 400', async () => {
    const bad = [
      ['POST', 'royalty-runs', { periodStart: '2025-13-01', periodEnd: '2025-12-31' }],
      ['POST', 'royalty-runs', { periodStart: '2025-07-01\u0000', periodEnd: '2025-12-31' }],
      ['POST', 'royalty-runs', { periodStart: '2025-12-31', periodEnd: '2025-07-01' }],
      ['POST', 'royalty-runs', 'not json'],
      ['GET', 'royalty-runs?status=open', undefined],
      ['GET', 'royalty-runs?sort=payable', undefined],
      ['GET', 'royalty-runs/0', undefined],
      ['GET', 'royalty-runs/2147483648', undefined],
      ['POST', 'royalty-runs/abc/approve', undefined],
      ['GET', 'royalty-statements/1.5', undefined],
      ['GET', 'royalty-statements/1/lines/99999999999/sales', undefined],
      ['GET', 'royalty-statements/-1/pdf', undefined],
    ] as const;
    for (const [method, path, body] of bad) {
      const response = await world.call(world.finance, method, path, body);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(400);
    }
    expect((await world.call(world.finance, 'GET', 'royalty-runs/999999')).status).toBe(404);
    expect((await world.call(world.finance, 'GET', 'royalty-statements/999999')).status).toBe(404);
  });

  it('is for the Contract Royalties page’s holders only', async () => {
    for (const user of [world.editor, world.designer]) {
      for (const [method, path] of [
        ['GET', 'royalty-runs'],
        ['POST', 'royalty-runs'],
        ['GET', `royalty-runs/${runs.first}`],
        ['POST', `royalty-runs/${runs.second}/approve`],
        ['DELETE', `royalty-runs/${runs.second}`],
        ['GET', 'royalty-statements/1'],
        ['GET', 'royalty-statements/1/pdf'],
        ['POST', 'royalty-statements/1/email'],
        ['GET', `contracts/${world.worked.contractId}/statements`],
      ] as const) {
        expect(
          (await world.call(user, method, path, PERIOD_2)).status,
          `${user.userName} ${method} ${path}`,
        ).toBe(403);
      }
    }
    expect((await world.call(world.admin, 'GET', `royalty-runs/${runs.first}`)).status).toBe(200);
    expect((await world.api.request('GET', 'royalty-runs')).status).toBe(401);
  });
});
