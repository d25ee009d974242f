import { Link } from '@/components/ui/link';

import type { RateUsed } from '@/lib/contract/exchange-rates';
import { exchangeRateHref, rateText } from '@/lib/currencies/rate-text';
import { formatDay, formatMoney } from '@/lib/format';

/**
 * An amount as a record's facts state it, and in another currency its value in euros with the rate it
 * was converted at (the latest on or before `day`), which opens; or that no rate was kept then.
 */
export function convertedFacts({
  label,
  amount,
  currency,
  inEuros,
  rate,
  day,
}: {
  label?: string;
  amount: number;
  currency: string;
  inEuros: number | null;
  rate: RateUsed | null;
  day: string;
}) {
  const shown = `${label ? `${label} ` : ''}${formatMoney(amount, currency)}`;
  if (currency === 'EUR') return [shown];
  if (!rate || inEuros === null) return [shown, `No ${currency} rate on or before ${formatDay(day)}`];
  return [
    <span key="converted">
      {shown} = {formatMoney(inEuros, 'EUR')} at{' '}
      <Link href={exchangeRateHref(rate.exchangeRateId)} className="underline underline-offset-4">
        {rateText(currency, rate.toEuro)}, rate of {formatDay(rate.rateDate)}
      </Link>
    </span>,
  ];
}
