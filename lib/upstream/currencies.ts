import 'server-only';
import { z } from 'zod';
import { okEnvelope } from '@/lib/contract/envelope';
import { currencySchema, type Currency } from '@/lib/contract/exchange-rates';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

const currenciesAnswer = okEnvelope(z.array(currencySchema));

/** The currencies the firm keeps, each with the rate a conversion today would use. */
export async function listCurrencies(caller: UpstreamCaller): Promise<Currency[]> {
  const answer = await upstreamCall(currenciesAnswer, 'exchange-rates/currencies', {
    ...caller,
    fallbackError: 'Failed to fetch the currencies',
  });
  return answer.data;
}
