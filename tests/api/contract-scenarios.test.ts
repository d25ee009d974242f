import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractSalesSchema,
  priceScenarioSchema,
  type ContractSales,
  type PriceScenario,
} from '@/lib/contract/price-scenario';
import type { PriceCalculatorInput } from '@/lib/contracts/price-calculator';
import { royaltyContractOf } from '@/upstream/royalties/contract-terms';
import { ok, recordReturn, royaltyWorld, sellFirstPeriod, type RoyaltyWorld } from '../support/royalty-world';

/*
 * The price calculator's scenarios saved to a contract, checked by the calculator itself before they
 * are kept, and the contract's actual sales to compare them with.
 */

type Inputs = PriceCalculatorInput;

let world: RoyaltyWorld;

/** A €20 hardback of 320 pages under C-WORKED's terms: 3,000 copies, €10,000 advance. */
const inputs = (overrides: Partial<Inputs> = {}): Inputs => ({
  format: 'BB',
  channel: null,
  pageCount: 320,
  printRun: 3000,
  cost: { kind: 'per_page', perPageRate: 0.9, fixedCosts: 450_000 },
  listPrice: 2000,
  averageDiscountPercent: 45,
  // The contract's own terms, as the calculator reads them.
  terms: royaltyContractOf(world.worked, 0).terms,
  advance: 1_000_000,
  ...overrides,
});

const scenariosOf = (contractId: number) => `contracts/${contractId}/scenarios`;

beforeAll(async () => {
  world = await royaltyWorld();
  await recordReturn(world, await sellFirstPeriod(world), 100);
});
afterAll(() => world?.api.close());

describe('price scenarios', () => {
  it('saves a scenario to the contract and lists it, newest first', async () => {
    const path = scenariosOf(world.worked.contractId);
    const first = priceScenarioSchema.parse(
      ok<PriceScenario>(
        await world.call(world.editor, 'POST', path, { name: 'First print run', inputs: inputs() }),
        201,
      ),
    );
    expect(first).toMatchObject({ name: 'First print run', inputs: inputs(), createdBy: 'Editor Tester' });
    world.api.clock.advance(60_000);
    await world.call(world.editor, 'POST', path, { name: 'Bigger run', inputs: inputs({ printRun: 6000 }) });
    const listed = ok<PriceScenario[]>(await world.call(world.editor, 'GET', path));
    expect(listed.map((entry) => [entry.name, entry.inputs.printRun])).toEqual([
      ['Bigger run', 6000],
      ['First print run', 3000],
    ]);
    expect(
      ok<PriceScenario[]>(await world.call(world.editor, 'GET', scenariosOf(world.split.contractId))),
    ).toEqual([]);
  });

  it('refuses inputs the calculator cannot work out, and a name already used, with 422', async () => {
    const path = scenariosOf(world.worked.contractId);
    const noTerm = await world.call(world.editor, 'POST', path, {
      name: 'E-book',
      inputs: inputs({ format: 'EB' }),
    });
    expect(noTerm.status).toBe(422);
    expect((noTerm.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'inputs.terms',
    ]);
    const again = await world.call(world.editor, 'POST', path, { name: 'first PRINT run', inputs: inputs() });
    expect(again.status).toBe(422);
    expect((again.body as { error: string }).error).toMatch(/already saved to this contract/);
  });

  it('answers bad input with 400 and unknown records with 404', async () => {
    const path = scenariosOf(world.worked.contractId);
    for (const body of [
      { name: '', inputs: inputs() },
      { name: 'Nul\u0000', inputs: inputs() },
      { name: 'Negative', inputs: inputs({ printRun: -1 }) },
      { name: 'Shape', inputs: { ...inputs(), cost: { kind: 'guess' } } },
      { name: 'Missing' },
    ]) {
      const response = await world.call(world.editor, 'POST', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await world.call(world.editor, 'GET', 'contracts/0/scenarios')).status).toBe(400);
    expect((await world.call(world.editor, 'GET', 'contracts/99999/scenarios')).status).toBe(404);
    expect((await world.call(world.editor, 'DELETE', `${path}/abc`)).status).toBe(400);
  });

  it('deletes a scenario of its own contract only', async () => {
    const [latest] = ok<PriceScenario[]>(
      await world.call(world.editor, 'GET', scenariosOf(world.worked.contractId)),
    );
    const id = latest?.scenarioId ?? 0;
    expect(
      (await world.call(world.editor, 'DELETE', `${scenariosOf(world.split.contractId)}/${id}`)).status,
    ).toBe(404);
    expect(
      ok(await world.call(world.editor, 'DELETE', `${scenariosOf(world.worked.contractId)}/${id}`)),
    ).toEqual({
      id,
      deleted: true,
    });
    expect(
      (await world.call(world.editor, 'DELETE', `${scenariosOf(world.worked.contractId)}/${id}`)).status,
    ).toBe(404);
  });

  it('takes the contract’s own rights', async () => {
    const path = scenariosOf(world.worked.contractId);
    expect((await world.call(world.designer, 'GET', path)).status).toBe(403);
    expect((await world.call(world.designer, 'POST', path, { name: 'X', inputs: inputs() })).status).toBe(
      403,
    );
    expect(
      (await world.call(world.designer, 'GET', `contracts/${world.worked.contractId}/sales`)).status,
    ).toBe(403);
  });
});

describe('actual sales', () => {
  it('sums the contract’s order lines per format: copies sold and returned, net receipts on the copies kept', async () => {
    const sales = contractSalesSchema.parse(
      ok<ContractSales>(await world.call(world.editor, 'GET', `contracts/${world.worked.contractId}/sales`)),
    );
    // 3,900 kept at €12.00 net and 500 at €9.00.
    expect(sales).toEqual({
      currency: 'EUR',
      formats: [{ format: 'BB', unitsSold: 4500, unitsReturned: 100, netReceipts: 5_130_000 }],
      totalUnits: 4400,
      totalNetReceipts: 5_130_000,
    });
  });

  it('converts sales in another currency at the rate of their day', async () => {
    const sales = ok<ContractSales>(
      await world.call(world.editor, 'GET', `contracts/${world.split.contractId}/sales`),
    );
    // 10 copies × $7.00 at 0.92 on 5 May 2025.
    expect(sales.formats).toEqual([{ format: 'EB', unitsSold: 10, unitsReturned: 0, netReceipts: 6440 }]);
  });
});
