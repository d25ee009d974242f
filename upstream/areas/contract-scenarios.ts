import { z } from '@hono/zod-openapi';
import { and, desc, eq, sql } from 'drizzle-orm';
import { contractArea } from '@/lib/areas/contracts';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  contractSalesSchema,
  priceScenarioCreateSchema,
  priceScenarioSchema,
  type ContractSales,
  type PriceScenario,
} from '@/lib/contract/price-scenario';
import { calculatePrice } from '@/lib/contracts/price-calculator';
import type { Tx } from '../db/client';
import { contractPriceScenarios, contracts, users } from '../db/schema';
import { euroFactorOn } from '../currencies/rate-on';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { deletedResponse, jsonResponse as json } from '../platform/envelope';
import { idParams, jsonRoute } from '../platform/json-route';
import { HttpError, notFound } from '../platform/http-error';
import { mountRoute, readId, readJson } from '../resources';
import { recordedBy } from './contract-columns';

/*
 * The price calculator's side of a contract: scenarios saved to it, and what its publications actually
 * sold, to compare a scenario with. Reading and saving take the contract's own guard.
 */

const { rights } = contractArea;
const tags = ['contracts'];
const params = idParams({ contractId: 'contract' });
const scenarioSchema = priceScenarioSchema.meta({ id: 'PriceScenario' });

const listRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/contracts/{contractId}/scenarios',
  tags,
  summary: 'The price calculator scenarios saved to a contract, newest first',
  params,
  answer: json(okEnvelope(z.array(scenarioSchema)).meta({ id: 'PriceScenarios' }), 'The scenarios'),
  errors: [400, 404],
});

const createRoute = jsonRoute(rights.update, {
  method: 'post',
  path: '/contracts/{contractId}/scenarios',
  tags,
  summary: 'Save a price calculator scenario to a contract',
  description:
    '`inputs` is the calculator’s input. Refused with 422 when the calculator cannot work it out (the issues ' +
    'name the input’s fields under `inputs.`) or when the contract already has a scenario of that name.',
  params,
  body: priceScenarioCreateSchema.meta({ id: 'PriceScenarioCreate' }),
  status: 201,
  answer: json(okEnvelope(scenarioSchema), 'Saved'),
  errors: [400, 404, 422],
});

const deleteRoute = jsonRoute(rights.update, {
  method: 'delete',
  path: '/contracts/{contractId}/scenarios/{scenarioId}',
  tags,
  summary: 'Delete a saved scenario',
  params: idParams({ contractId: 'contract', scenarioId: 'scenario' }),
  answer: deletedResponse(),
  errors: [400, 404],
});

const salesRoute = jsonRoute(rights.view, {
  method: 'get',
  path: '/contracts/{contractId}/sales',
  tags,
  summary: 'What the contract’s publications have sold to date, per format',
  description:
    'From the order lines of its publications (cancelled orders aside): copies sold and returned, and net ' +
    'receipts on the copies kept, converted into the contract’s currency at each order day’s rate (minor ' +
    'units). `totalUnits` counts the copies kept.',
  params,
  answer: json(okEnvelope(contractSalesSchema.meta({ id: 'ContractSales' })), 'Sales to date'),
  errors: [400, 404],
});

async function contractCurrency(db: Tx, contractId: number): Promise<string> {
  const [row] = await db
    .select({ currency: contracts.currency })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row) throw notFound('No such contract');
  return row.currency;
}

async function scenarios(db: Tx, contractId: number, id?: number): Promise<PriceScenario[]> {
  const rows = await db
    .select({
      scenarioId: contractPriceScenarios.id,
      name: contractPriceScenarios.name,
      inputs: contractPriceScenarios.inputs,
      createdAt: contractPriceScenarios.createdAt,
      createdBy: recordedBy,
    })
    .from(contractPriceScenarios)
    .leftJoin(users, eq(users.id, contractPriceScenarios.createdById))
    .where(
      and(
        eq(contractPriceScenarios.contractId, contractId),
        id === undefined ? undefined : eq(contractPriceScenarios.id, id),
      ),
    )
    .orderBy(desc(contractPriceScenarios.createdAt), desc(contractPriceScenarios.id));
  return rows.map((row) => priceScenarioSchema.parse({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Units of the contract's currency (`k`) one unit of the order's (`o`) was worth on the order's day:
 * through EUR, at the rates every conversion takes (the latest on or before the day).
 */
const ORDER_DAY_RATE = sql`(case when o.currency = k.currency then 1 else
  ${euroFactorOn(sql`o.currency`, sql`o.order_date`)} / ${euroFactorOn(sql`k.currency`, sql`o.order_date`)} end)`;

const salesRowSchema = z.object({
  format: contractSalesSchema.shape.formats.element.shape.format,
  units_sold: z.coerce.number().int(),
  units_returned: z.coerce.number().int(),
  net_receipts: z.coerce.number().int(),
});

async function contractSales(db: Tx, contractId: number, currency: string): Promise<ContractSales> {
  const result = await db.execute(sql`
    select p.format,
      sum(l.quantity) as units_sold,
      sum(least(l.returned_quantity, l.quantity)) as units_returned,
      coalesce(sum(round(
        (l.quantity - least(l.returned_quantity, l.quantity)) * l.unit_price * (100 - l.discount_percent) / 100
        * ${ORDER_DAY_RATE})), 0) as net_receipts
    from contract_publications cp
    join contracts k on k.id = cp.contract_id
    join publications p on p.id = cp.publication_id
    join order_lines l on l.publication_id = cp.publication_id
    join orders o on o.id = l.order_id and o.status <> 'cancelled'
    where cp.contract_id = ${contractId}
    group by p.format
    order by p.format`);
  const rows = z.object({ rows: z.array(salesRowSchema) }).parse(result).rows;
  const formats = rows.map((row) => ({
    format: row.format,
    unitsSold: row.units_sold,
    unitsReturned: row.units_returned,
    netReceipts: row.net_receipts,
  }));
  return {
    currency,
    formats,
    totalUnits: formats.reduce((sum, row) => sum + row.unitsSold - row.unitsReturned, 0),
    totalNetReceipts: formats.reduce((sum, row) => sum + row.netReceipts, 0),
  };
}

export function registerContractScenarioRoutes(app: UpstreamApp): void {
  mountRoute(app, listRoute, async (c) => {
    const id = readId(c, 'contractId');
    const { db } = c.var.deps.database;
    await contractCurrency(db, id);
    return c.json({ success: true, data: await scenarios(db, id) }, 200);
  });

  mountRoute(app, createRoute, async (c) => {
    const id = readId(c, 'contractId');
    const request = await readJson(c, priceScenarioCreateSchema);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const { db } = c.var.deps.database;
    await contractCurrency(db, id);
    const calculation = calculatePrice(request.inputs);
    if (!calculation.ok)
      throw new HttpError(
        422,
        'The calculator cannot work out these figures: correct the marked inputs',
        calculation.issues.map((issue) => ({ path: `inputs.${issue.field}`, message: issue.message })),
      );
    const scenarioId = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: contractPriceScenarios.id })
        .from(contractPriceScenarios)
        .where(
          and(
            eq(contractPriceScenarios.contractId, id),
            sql`lower(${contractPriceScenarios.name}) = lower(${request.name})`,
          ),
        );
      if (taken)
        throw new HttpError(422, `A scenario called “${request.name}” is already saved to this contract`, [
          { path: 'name', message: 'Already used for this contract' },
        ]);
      const [row] = await tx
        .insert(contractPriceScenarios)
        .values({ contractId: id, ...request, createdById: user.userId, createdAt: now })
        .returning();
      if (!row) throw new Error('The scenario was not stored');
      await recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: 'contract_price_scenarios',
        entityId: row.id,
        after: row,
        requestId: c.var.requestId,
        at: now,
      });
      return row.id;
    });
    const [saved] = await scenarios(db, id, scenarioId);
    return c.json({ success: true, data: saved }, 201);
  });

  mountRoute(app, deleteRoute, async (c) => {
    const contractId = readId(c, 'contractId');
    const scenarioId = readId(c, 'scenarioId');
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    await c.var.deps.database.db.transaction(async (tx) => {
      const [before] = await tx
        .delete(contractPriceScenarios)
        .where(
          and(eq(contractPriceScenarios.id, scenarioId), eq(contractPriceScenarios.contractId, contractId)),
        )
        .returning();
      if (!before) throw notFound('This contract has no such scenario');
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: 'contract_price_scenarios',
        entityId: scenarioId,
        before,
        requestId: c.var.requestId,
        at: now,
      });
    });
    return c.json({ success: true, data: { id: scenarioId, deleted: true } }, 200);
  });

  mountRoute(app, salesRoute, async (c) => {
    const id = readId(c, 'contractId');
    const { db } = c.var.deps.database;
    const currency = await contractCurrency(db, id);
    return c.json({ success: true, data: await contractSales(db, id, currency) }, 200);
  });
}
