import 'server-only';
import { z } from 'zod';
import { okEnvelope } from '@/lib/contract/envelope';
import { contractSalesSchema, priceScenarioSchema } from '@/lib/contract/price-scenario';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { upstreamCall } from '@/lib/upstream/call';
import { failureMessage } from '@/lib/upstream/errors';

const priceScenariosAnswer = okEnvelope(z.array(priceScenarioSchema));

/*
 * What the price calculator reads besides the contract: the scenarios saved to it and its actual
 * sales, each on its own, so that the calculator works when either cannot be read.
 */

export type { ContractSales, PriceScenario as SavedScenario } from '@/lib/contract/price-scenario';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

async function read<T>(load: Promise<T>, what: string): Promise<Read<T>> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    return { ok: false, message: failureMessage(error, `The ${what} could not be read.`) };
  }
}

export const loadScenarios = (caller: UpstreamCaller, contractId: number) =>
  read(
    upstreamCall(priceScenariosAnswer, `contracts/${contractId}/scenarios`, {
      ...caller,
      fallbackError: 'Failed to fetch the saved scenarios',
    }).then((answer) => answer.data),
    'saved scenarios',
  );

export const loadSales = (caller: UpstreamCaller, contractId: number) =>
  read(
    upstreamCall(okEnvelope(contractSalesSchema), `contracts/${contractId}/sales`, {
      ...caller,
      fallbackError: 'Failed to fetch the contract’s sales',
    }).then((answer) => answer.data),
    'sales',
  );
