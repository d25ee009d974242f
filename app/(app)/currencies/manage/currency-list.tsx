import { Link } from '@/components/ui/link';

import { StatusBadge } from '@/components/detail-page/detail-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Currency } from '@/lib/contract/exchange-rates';
import { formatDay } from '@/lib/format';
import { exchangeRateHref, rateText } from '@/lib/currencies/rate-text';
import { AddCurrency } from './add-currency';

/** ISO 4217 currencies the firm keeps: symbol, minor units, and the rate to the euro in force today. */
export function CurrencyList({ currencies, canAdd }: { currencies: readonly Currency[]; canAdd: boolean }) {
  return (
    <section aria-labelledby="currencies-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="currencies-heading" className="text-lg font-semibold">
          Currencies
        </h2>
        {canAdd ? <AddCurrency /> : null}
      </div>
      <div className="rounded-md border">
        <Table>
          <caption className="sr-only">Currencies</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Symbol</TableHead>
              <TableHead align="end">Minor units</TableHead>
              <TableHead>Rate in force today</TableHead>
              <TableHead>State</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {currencies.map((currency) => (
              <TableRow key={currency.code}>
                <TableCell className="font-mono text-xs">{currency.code}</TableCell>
                <TableCell>{currency.name}</TableCell>
                <TableCell>{currency.symbol}</TableCell>
                <TableCell className="text-right tabular-nums">{currency.minorUnits}</TableCell>
                <TableCell>
                  {currency.code === 'EUR' ? (
                    'Base currency'
                  ) : currency.latestRate ? (
                    <Link
                      href={exchangeRateHref(currency.latestRate.exchangeRateId)}
                      className="underline-offset-4 hover:underline"
                    >
                      {rateText(currency.code, currency.latestRate.toEuro)} of{' '}
                      {formatDay(currency.latestRate.rateDate)}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">No rate yet</span>
                  )}
                </TableCell>
                <TableCell>
                  <StatusBadge
                    label={currency.active ? 'Active' : 'Inactive'}
                    tone={currency.active ? 'success' : 'neutral'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
