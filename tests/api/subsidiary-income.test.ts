import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { royaltyRunSchema, royaltyStatementSchema } from '@/lib/contract/royalty-runs';
import type { SubsidiaryIncome } from '@/lib/contract/subsidiary-income';
import {
  PERIOD_1,
  createRun,
  ok,
  royaltyWorld,
  runStatements,
  type RoyaltyWorld,
} from '../support/royalty-world';

/*
 * A contract's licence income through the API: recorded, corrected and deleted with the contract's
 * rights and rules, shared out by the next royalty run (C-SPLIT gives its authors half of translation
 * income, 60/40), and frozen once a run has counted it.
 */

let world: RoyaltyWorld;
let base = '';

const hanser = {
  right: 'translation',
  licensee: 'Hanser (German translation)',
  receivedDate: '2025-03-01',
  amount: 800_00,
  currency: 'EUR',
};

const issuesOf = (body: unknown) => (body as { issues?: { path: string }[] }).issues?.map((i) => i.path);

beforeAll(async () => {
  world = await royaltyWorld();
  base = `contracts/${world.split.contractId}/subsidiary-income`;
  world.at('2025-04-01');
});
afterAll(() => world?.api.close());

describe('recording licence income', () => {
  let recorded: SubsidiaryIncome;

  it('records income on a right the contract shares, not yet accounted for', async () => {
    recorded = ok<SubsidiaryIncome>(await world.call(world.editor, 'POST', base, hanser), 201);
    expect(recorded).toMatchObject({ ...hanser, accountedIn: null, version: 1 });
    const list = ok<SubsidiaryIncome[]>(await world.call(world.editor, 'GET', base));
    expect(list.map((entry) => entry.incomeId)).toEqual([recorded.incomeId]);
  });

  it('refuses a right without a share, an unknown currency and a day to come, each on its field', async () => {
    const response = await world.call(world.editor, 'POST', base, {
      ...hanser,
      right: 'audio_licence',
      currency: 'xyz',
      receivedDate: '2025-05-01',
    });
    expect(response.status).toBe(422);
    expect(issuesOf(response.body)).toEqual(['right', 'currency', 'receivedDate']);
  });

  it('answers bad input with 400, a missing contract with 404, and a group without the contract rights with 403', async () => {
    const nul = await world.call(world.editor, 'POST', base, { ...hanser, licensee: 'Han\u0000ser' });
    expect([nul.status, issuesOf(nul.body)]).toEqual([400, ['licensee']]);
    expect((await world.call(world.editor, 'POST', base, { ...hanser, amount: 0 })).status).toBe(400);
    expect((await world.call(world.editor, 'GET', 'contracts/999999/subsidiary-income')).status).toBe(404);
    expect((await world.call(world.designer, 'GET', base)).status).toBe(403);
    expect((await world.call(world.designer, 'POST', base, hanser)).status).toBe(403);
  });

  it('corrects income with its version, and refuses a stale one', async () => {
    const path = `${base}/${recorded.incomeId}`;
    const corrected = ok<SubsidiaryIncome>(
      await world.call(world.editor, 'PUT', path, { ...hanser, amount: 1000_00, version: 1 }),
    );
    expect(corrected).toMatchObject({ amount: 1000_00, version: 2 });
    const stale = await world.call(world.editor, 'PUT', path, { ...hanser, amount: 900_00, version: 1 });
    expect(stale.status).toBe(409);
    recorded = corrected;
  });

  it('deletes income recorded by mistake', async () => {
    const mistake = ok<SubsidiaryIncome>(
      await world.call(world.editor, 'POST', base, { ...hanser, licensee: 'Twice' }),
      201,
    );
    ok(await world.call(world.editor, 'DELETE', `${base}/${mistake.incomeId}`));
    const list = ok<SubsidiaryIncome[]>(await world.call(world.editor, 'GET', base));
    expect(list.map((entry) => entry.licensee)).toEqual([hanser.licensee]);
  });

  it('flows into the next run, shared by the payees, and no longer changes', async () => {
    world.at('2025-07-10');
    const run = royaltyRunSchema.parse(await createRun(world, PERIOD_1));
    const shares = await Promise.all(
      (await runStatements(world, run.runId))
        .filter((entry) => entry.contract.reference === 'C-SPLIT')
        .map(async (entry) => {
          const full = royaltyStatementSchema.parse(
            ok(await world.call(world.finance, 'GET', `royalty-statements/${entry.statementId}`)),
          );
          return [entry.payee.name, full.subsidiary[0]?.description, full.subsidiaryTotal];
        }),
    );
    // €1,000 at 50% is €500 for the authors: €300 to Ada (60%), €200 to Bo (40%).
    expect(shares).toEqual([
      ['Ada Quill', hanser.licensee, 300_00],
      ['Bo Birch', hanser.licensee, 200_00],
    ]);

    const [listed] = ok<SubsidiaryIncome[]>(await world.call(world.editor, 'GET', base));
    expect(listed?.accountedIn).toMatchObject({ runId: run.runId, status: 'draft', ...PERIOD_1 });
    const path = `${base}/${recorded.incomeId}`;
    const edit = await world.call(world.editor, 'PUT', path, { ...hanser, version: recorded.version });
    expect(edit.status).toBe(409);
    expect((edit.body as { error: string }).error).toMatch(/delete that draft run first/);
    expect((await world.call(world.editor, 'DELETE', path)).status).toBe(409);
  });
});
