import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { exchangeRateArea } from '@/lib/areas/exchange-rates';
import { formatDay } from '@/lib/format';

export const metadata: Metadata = { title: 'Exchange Rate' };

export default areaRecordPage(exchangeRateArea, {
  newNote:
    'One side is the euro. Transactions from this day on are converted at this rate until a later one is entered.',
  facts: (rate) => [
    `1 ${String(rate.fromCurrency)} = ${String(rate.rate)} ${String(rate.toCurrency)}`,
    `Rate of ${formatDay(String(rate.rateDate))}`,
    `Source: ${String(rate.source)}`,
  ],
});
