'use client';

import { MoneyCell, SelectCell, type NumberValue } from '@/app/(app)/contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '@/app/(app)/contracts/rows-field';
import { PRICE_TERRITORY, PRICE_TYPE, PRICE_TAX_RATE, choice } from '@/lib/contract/choices';
import type { PriceTerritory, PriceType, PriceTaxRate } from '@/lib/contract/enums';

/** The currencies the firm prices its books in. */
export const PRICE_CURRENCY = choice(['EUR', 'GBP', 'USD'], { EUR: 'EUR', GBP: 'GBP', USD: 'USD' });
export type PriceCurrency = (typeof PRICE_CURRENCY.values)[number];

interface PriceRow {
  currency: PriceCurrency | null;
  territory: PriceTerritory | null;
  priceType: PriceType | null;
  taxClass: PriceTaxRate | null;
  amount: NumberValue;
}

/** Where each currency's price usually holds and how it is quoted there, for a new row. */
const USUAL: Record<PriceCurrency, Omit<PriceRow, 'currency' | 'amount'>> = {
  EUR: { territory: 'EUROZONE', priceType: '02', taxClass: 'reduced' },
  GBP: { territory: 'GB', priceType: '02', taxClass: 'zero' },
  USD: { territory: 'US', priceType: '01', taxClass: 'exempt' },
};

/** A format's prices: one per currency, territory and kind of price, with the tax rate class it carries. */
export function PricesField(props: Omit<RowsWidgetProps, 'fixed'>) {
  return (
    <RowsField<PriceRow>
      {...props}
      fixed={false}
      name="prices"
      description="Prices go into the trade feeds as they are here; choosing a currency proposes its usual territory and tax."
      noun="price"
      blank={() => ({
        currency: null,
        territory: 'WORLD',
        priceType: '02',
        taxClass: 'standard',
        amount: '',
      })}
      rowLabel={(price, index) => `Price ${index + 1}${price.currency ? ` in ${price.currency}` : ''}`}
      row={(price, change) => (
        <>
          <SelectCell
            label="Currency"
            value={price.currency}
            choice={PRICE_CURRENCY}
            onChange={(currency) => change(currency ? { currency, ...USUAL[currency] } : { currency })}
            className="w-24"
          />
          <SelectCell
            label="Territory"
            value={price.territory}
            choice={PRICE_TERRITORY}
            onChange={(territory) => change({ territory })}
          />
          <SelectCell
            label="Price type"
            value={price.priceType}
            choice={PRICE_TYPE}
            onChange={(priceType) => change({ priceType })}
          />
          <SelectCell
            label="Tax"
            value={price.taxClass}
            choice={PRICE_TAX_RATE}
            onChange={(taxClass) => change({ taxClass })}
            className="w-36"
          />
          <MoneyCell
            label="Price"
            value={price.amount}
            currency={price.currency ?? 'EUR'}
            onChange={(amount) => change({ amount })}
          />
        </>
      )}
    />
  );
}
