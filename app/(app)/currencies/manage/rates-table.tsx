import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Currency } from '@/lib/contract/exchange-rates';
import { CurrencyList } from './currency-list';
import { EcbImport } from './ecb-import';

export interface RatesExtra {
  currencies: Currency[];
  canAdd: boolean;
  canImport: boolean;
}

/** The currencies first, then the rates by day with the ECB file's import above them. */
export function RatesTable({ extra, ...table }: AreaTablePageProps<RatesExtra>) {
  return (
    <div className="space-y-8">
      <CurrencyList currencies={extra.currencies} canAdd={extra.canAdd} />
      <section aria-labelledby="rates-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rates-heading" className="text-lg font-semibold">
            Exchange rates
          </h2>
          {extra.canImport ? <EcbImport /> : null}
        </div>
        <AreaTable {...table} />
      </section>
    </div>
  );
}
