import { describe, expect, it } from 'vitest';
import { FIRM_COUNTRY, taxClassOf, vatAmount, vatTreatment } from '@/lib/finance/vat';

describe('VAT of an invoice line', () => {
  it('is the firm’s own rate at home, by tax class, business or not', () => {
    expect(FIRM_COUNTRY).toBe('NL');
    expect(vatTreatment({ country: 'NL', vatNumber: null }, 'printed_book')).toEqual({
      rule: 'domestic',
      ratePercent: 9,
    });
    expect(vatTreatment({ country: 'NL', vatNumber: 'NL123456789B01' }, 'standard')).toEqual({
      rule: 'domestic',
      ratePercent: 21,
    });
  });

  it('is the customer’s state’s rate for a consumer elsewhere in the EU', () => {
    expect(vatTreatment({ country: 'DE', vatNumber: null }, 'printed_book')).toEqual({
      rule: 'eu_consumer',
      ratePercent: 7,
    });
    expect(vatTreatment({ country: 'IE', vatNumber: null }, 'printed_book').ratePercent).toBe(0);
    expect(vatTreatment({ country: 'IE', vatNumber: null }, 'ebook').ratePercent).toBe(9);
  });

  it('is reverse charged for a business with a VAT number of its own EU state', () => {
    expect(vatTreatment({ country: 'FR', vatNumber: 'FR 12 345678901' }, 'printed_book')).toEqual({
      rule: 'reverse_charge',
      ratePercent: 0,
    });
    expect(vatTreatment({ country: 'GR', vatNumber: 'EL123456789' }, 'ebook').rule).toBe('reverse_charge');
    // A number of another state does not make the sale reverse charged.
    expect(vatTreatment({ country: 'FR', vatNumber: 'DE123456789' }, 'printed_book').rule).toBe(
      'eu_consumer',
    );
  });

  it('is nothing outside the EU, business or consumer', () => {
    expect(vatTreatment({ country: 'US', vatNumber: null }, 'standard')).toEqual({
      rule: 'outside_eu',
      ratePercent: 0,
    });
    expect(vatTreatment({ country: 'GB', vatNumber: 'GB123456789' }, 'printed_book').rule).toBe('outside_eu');
  });

  it('takes the class from the format and rounds per line, credit notes alike', () => {
    expect([
      taxClassOf('BB'),
      taxClassOf('BC'),
      taxClassOf('EB'),
      taxClassOf('AJ'),
      taxClassOf(null),
    ]).toEqual(['printed_book', 'printed_book', 'ebook', 'ebook', 'standard']);
    expect(vatAmount(12_345, 5.5)).toBe(679);
    expect(vatAmount(-12_345, 5.5)).toBe(-679);
  });
});
