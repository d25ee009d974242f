import { z } from 'zod';
import { defineArea } from '@/lib/area/define-area';
import { field } from '@/lib/area/field';
import { currencyCodeInput, rateInput } from '@/lib/contract/currency-input';
import { AREA_RIGHTS } from '@/lib/rights';

/**
 * Reference rates by day (Financial → Currencies): one unit of the first currency is worth `rate` of the
 * second. Entered by hand or imported from the ECB's eurofxref file; every conversion in the product
 * takes the latest rate on or before its transaction's day (upstream/currencies/rate-on.ts).
 */
export const exchangeRateArea = defineArea({
  path: 'exchange-rates',
  idParam: 'exchangeRateId',
  noun: { one: 'exchange rate', many: 'exchange rates' },
  schemaName: 'ExchangeRate',
  href: '/currencies/manage',
  rights: AREA_RIGHTS.currencies,
  titleField: 'pair',
  fields: {
    pair: field.computed('Pair', z.string(), 'mono', { column: true }),
    rateDate: field.requiredDate('Date', 'Please enter the day of the rate', {
      column: { sort: true },
      form: { description: 'Transactions from this day until the next rate is entered use it.' },
    }),
    fromCurrency: field.requiredText('From', 3, 'Please enter the currency converted from', {
      input: currencyCodeInput('Please enter the currency converted from'),
      mono: true,
      search: true,
      form: { placeholder: 'EUR' },
    }),
    toCurrency: field.requiredText('To', 3, 'Please enter the currency converted to', {
      input: currencyCodeInput('Please enter the currency converted to'),
      mono: true,
      search: true,
      form: { placeholder: 'USD' },
    }),
    rate: field.requiredText('Rate', 20, 'Please enter the rate', {
      input: rateInput,
      mono: true,
      column: true,
      form: {
        placeholder: '1.0854',
        description:
          'Units of the second currency that one unit of the first is worth, up to eight decimals.',
      },
    }),
    source: field.computed('Source', z.string(), 'text', { column: true, audit: true }),
  },
  list: { defaultSort: '-rateDate', searchHint: 'currency codes' },
  extraReads: ['currencies'],
});
