import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractArea, type Contract } from '@/lib/areas/contracts';
import { royaltyRunSchema, type RoyaltyRun, type RoyaltyStatement } from '@/lib/contract/royalty-runs';
import {
  PERIOD_1,
  createRun,
  ok,
  royaltyWorld,
  runStatements,
  sellFirstPeriod,
  type RoyaltyWorld,
} from '../support/royalty-world';

/*
 * The minimum payment is the contract's own: 50 of its currency unless it says otherwise, changed on a
 * signed contract without an amendment, and read by the run when it decides to pay or carry forward.
 * C-SPLIT's first period earns Ada €9.56 and Bo €6.37: carried forward under €50, paid under €5.
 */

let world: RoyaltyWorld;

const payees = async (run: RoyaltyRun) =>
  Promise.all(
    (await runStatements(world, run.runId))
      .filter((entry) => entry.contract.reference === 'C-SPLIT')
      .map(async (entry) => {
        const full = ok<RoyaltyStatement>(
          await world.call(world.finance, 'GET', `royalty-statements/${entry.statementId}`),
        );
        return [entry.payee.name, full.minimumPayment, full.payable, full.carriedForward];
      }),
  );

const runFirstPeriod = async () => royaltyRunSchema.parse(await createRun(world, PERIOD_1));

beforeAll(async () => {
  world = await royaltyWorld();
  await sellFirstPeriod(world);
  world.at('2025-07-10');
});
afterAll(() => world?.api.close());

describe('the minimum payment', () => {
  it('is 50 of the contract’s currency unless the contract says otherwise', async () => {
    expect(world.split.minimumPayment).toBe(50_00);
    const run = await runFirstPeriod();
    expect(await payees(run)).toEqual([
      ['Ada Quill', 50_00, 0, 956],
      ['Bo Birch', 50_00, 0, 637],
    ]);
    ok(await world.call(world.finance, 'DELETE', `royalty-runs/${run.runId}`));
  });

  it('is changed on a signed contract without an amendment, and refused at zero or below', async () => {
    const path = `contracts/${world.split.contractId}`;
    const values = { ...contractArea.formValues(world.split), version: world.split.version };
    expect((await world.call(world.admin, 'PUT', path, { ...values, minimumPayment: -1 })).status).toBe(400);
    const changed = ok<Contract>(
      await world.call(world.admin, 'PUT', path, { ...values, minimumPayment: 5_00 }),
    );
    expect(changed).toMatchObject({ minimumPayment: 5_00, status: 'signed', amendment: 0 });
  });

  it('pays what reaches the contract’s minimum', async () => {
    expect(await payees(await runFirstPeriod())).toEqual([
      ['Ada Quill', 5_00, 956, 0],
      ['Bo Birch', 5_00, 637, 0],
    ]);
  });
});
