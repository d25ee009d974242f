import { z } from '@hono/zod-openapi';
import { and, desc, eq, sql } from 'drizzle-orm';
import { contractArea } from '@/lib/areas/contracts';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  subsidiaryIncomeInputSchema,
  subsidiaryIncomeSchema,
  subsidiaryIncomeUpdateSchema,
  type SubsidiaryIncome,
  type SubsidiaryIncomeInput,
} from '@/lib/contract/subsidiary-income';
import { SUBSIDIARY_RIGHT } from '@/lib/contract/choices';
import { formatDay } from '@/lib/format';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contractSubrights, contracts, currencies, subsidiaryIncome } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { deletedResponse, jsonResponse as json } from '../platform/envelope';
import { conflict, notFound } from '../platform/http-error';
import { idParams, jsonRoute } from '../platform/json-route';
import {
  mountRoute,
  readId,
  readJson,
  staleVersion,
  unprocessable,
  type ResourceContext,
} from '../resources';

/*
 * A contract's licence income (translation, audio, serial rights…): listed, recorded, corrected and
 * deleted with the contract's own rights. The royalty run of the period it was received in shares it
 * out (`run-sales.ts`, `subsidiaryIncomeRows`); from then on it belongs to a statement and is refused
 * any change, corrections going in as a new entry.
 */

const { rights } = contractArea;
const tags = ['contracts'];
const path = '/contracts/{contractId}/subsidiary-income';
const params = idParams({ contractId: 'contract' });
const itemParams = idParams({ contractId: 'contract', incomeId: 'income' });
const incomeSchema = subsidiaryIncomeSchema.meta({ id: 'SubsidiaryIncome' });
const one = (description: string) => json(okEnvelope(incomeSchema), description);

const listRoute = jsonRoute(rights.view, {
  method: 'get',
  path,
  tags,
  summary: 'What the contract’s licences brought in, latest first, with the run that accounted each',
  params,
  answer: json(okEnvelope(z.array(incomeSchema)).meta({ id: 'SubsidiaryIncomeList' }), 'The income'),
  errors: [400, 404],
});

const RULES =
  'The contract must give the author a share of the right, the currency must be one the firm keeps rates ' +
  'for, and the day must not be in the future (422 otherwise).';

const createRoute = jsonRoute(rights.update, {
  method: 'post',
  path,
  tags,
  summary: 'Record income from a licence of the contract',
  description: `Shared with the author in the royalty run of the period it was received in. ${RULES}`,
  params,
  body: subsidiaryIncomeInputSchema.meta({ id: 'SubsidiaryIncomeInput' }),
  status: 201,
  answer: one('Recorded'),
  errors: [400, 404, 422],
});

const updateRoute = jsonRoute(rights.update, {
  method: 'put',
  path: `${path}/{incomeId}`,
  tags,
  summary: 'Correct recorded licence income',
  description: `Refused with 409 once a royalty run has accounted for it, or when the version is stale. ${RULES}`,
  params: itemParams,
  body: subsidiaryIncomeUpdateSchema.meta({ id: 'SubsidiaryIncomeUpdate' }),
  answer: one('Corrected'),
  errors: [400, 404, 409, 422],
});

const deleteRoute = jsonRoute(rights.update, {
  method: 'delete',
  path: `${path}/{incomeId}`,
  tags,
  summary: 'Delete licence income recorded by mistake',
  description: 'Refused with 409 once a royalty run has accounted for it.',
  params: itemParams,
  answer: deletedResponse(),
  errors: [400, 404, 409],
});

/** The run whose statement line shares the income out, if one has. */
const accountedIn = sql<unknown>`(select json_build_object('runId', r.id, 'periodStart', r.period_start,
    'periodEnd', r.period_end, 'status', r.status)
  from royalty_statement_lines l
  join royalty_run_contracts rc on rc.id = l.run_contract_id
  join royalty_runs r on r.id = rc.run_id
  where l.subsidiary_income_id = ${qualified(subsidiaryIncome.id)} limit 1)`;

async function incomeRows(db: Tx, contractId: number, incomeId?: number): Promise<SubsidiaryIncome[]> {
  const rows = await db
    .select({
      incomeId: subsidiaryIncome.id,
      contractId: subsidiaryIncome.contractId,
      right: subsidiaryIncome.right,
      licensee: sql<string>`coalesce(${subsidiaryIncome.description}, '')`,
      receivedDate: subsidiaryIncome.receivedDate,
      amount: subsidiaryIncome.amount,
      currency: subsidiaryIncome.currency,
      accountedIn,
      version: subsidiaryIncome.version,
    })
    .from(subsidiaryIncome)
    .where(
      and(
        eq(subsidiaryIncome.contractId, contractId),
        incomeId === undefined ? undefined : eq(subsidiaryIncome.id, incomeId),
      ),
    )
    .orderBy(desc(subsidiaryIncome.receivedDate), desc(subsidiaryIncome.id));
  return rows.map((row) => subsidiaryIncomeSchema.parse(row));
}

async function requireContract(db: Tx, contractId: number): Promise<void> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!row) throw notFound('No such contract');
}

/** The rules of a write, each refused on its field. */
async function checkIncome(tx: Tx, contractId: number, input: SubsidiaryIncomeInput, today: string) {
  const [[share], [currency]] = await Promise.all([
    tx
      .select({ id: contractSubrights.id })
      .from(contractSubrights)
      .where(and(eq(contractSubrights.contractId, contractId), eq(contractSubrights.right, input.right))),
    tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency)),
  ]);
  const issues = [];
  if (!share)
    issues.push({
      path: 'right',
      message: `The contract gives the author no share of ${SUBSIDIARY_RIGHT.labels[input.right].toLowerCase()} income: add the right to its terms first`,
    });
  if (!currency) issues.push({ path: 'currency', message: `The firm keeps no rates for ${input.currency}` });
  if (input.receivedDate > today)
    issues.push({
      path: 'receivedDate',
      message: 'Enter a day that has come: income is recorded once received',
    });
  if (issues.length > 0) throw unprocessable(issues);
}

const columnsOf = (input: SubsidiaryIncomeInput) => ({
  right: input.right,
  description: input.licensee,
  receivedDate: input.receivedDate,
  amount: input.amount,
  currency: input.currency,
});

/** The income, locked for a write; 404 when the contract has none of that id, 409 once accounted for. */
async function lockIncome(c: ResourceContext, tx: Tx) {
  const contractId = readId(c, 'contractId');
  const incomeId = readId(c, 'incomeId');
  const [before] = await tx
    .select()
    .from(subsidiaryIncome)
    .where(and(eq(subsidiaryIncome.id, incomeId), eq(subsidiaryIncome.contractId, contractId)))
    .for('update');
  if (!before) throw notFound('This contract has no such income');
  const [current] = await incomeRows(tx, contractId, incomeId);
  const run = current?.accountedIn;
  if (run)
    throw conflict(
      `This income is on the statements of the royalty run of ${formatDay(run.periodStart)} – ${formatDay(run.periodEnd)}: ` +
        (run.status === 'draft'
          ? 'delete that draft run first, or record a correction as new income.'
          : 'it no longer changes. Record a correction as new income.'),
    );
  return { contractId, incomeId, before };
}

export function registerSubsidiaryIncomeRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const contractId = readId(c, 'contractId');
    const { db } = c.var.deps.database;
    await requireContract(db, contractId);
    return c.json({ success: true, data: await incomeRows(db, contractId) }, 200);
  });

  mountRoute(app, createRoute, async (c) => {
    const contractId = readId(c, 'contractId');
    const input = await readJson(c, subsidiaryIncomeInputSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const { db } = c.var.deps.database;
    await requireContract(db, contractId);
    const incomeId = await db.transaction(async (tx) => {
      await checkIncome(tx, contractId, input, now.toISOString().slice(0, 10));
      const [row] = await tx
        .insert(subsidiaryIncome)
        .values({ contractId, ...columnsOf(input), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('The income was not stored');
      await recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: 'subsidiary_income',
        entityId: row.id,
        after: row,
        requestId: c.var.requestId,
        at: now,
      });
      return row.id;
    });
    const [saved] = await incomeRows(db, contractId, incomeId);
    return c.json({ success: true, data: saved }, 201);
  });

  mountRoute(app, updateRoute, async (c) => {
    const { version, ...input } = await readJson(c, subsidiaryIncomeUpdateSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const { db } = c.var.deps.database;
    const saved = await db.transaction(async (tx) => {
      const { contractId, incomeId, before } = await lockIncome(c, tx);
      if (before.version !== version)
        throw await staleVersion(tx, 'subsidiary_income', incomeId, before.version, user.userId);
      await checkIncome(tx, contractId, input, now.toISOString().slice(0, 10));
      const [after] = await tx
        .update(subsidiaryIncome)
        .set({ ...columnsOf(input), version: before.version + 1, updatedAt: now })
        .where(eq(subsidiaryIncome.id, incomeId))
        .returning();
      await recordAudit(tx, {
        userId: user.userId,
        action: 'update',
        entity: 'subsidiary_income',
        entityId: incomeId,
        before,
        after,
        requestId: c.var.requestId,
        at: now,
      });
      const [row] = await incomeRows(tx, contractId, incomeId);
      return row;
    });
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, deleteRoute, async (c) => {
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const incomeId = await c.var.deps.database.db.transaction(async (tx) => {
      const { incomeId: id, before } = await lockIncome(c, tx);
      await tx.delete(subsidiaryIncome).where(eq(subsidiaryIncome.id, id));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: 'subsidiary_income',
        entityId: id,
        before,
        requestId: c.var.requestId,
        at: now,
      });
      return id;
    });
    return c.json({ success: true, data: { id: incomeId, deleted: true } }, 200);
  });
}
