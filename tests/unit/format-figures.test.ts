import { describe, expect, it } from 'vitest';
import { formatBytes, formatMoney, formatPercent, minorDigits, toMajor, toMinor } from '@/lib/format';

describe('figures as every screen prints them', () => {
  it('writes money in its currency’s minor units, the same on every call', () => {
    for (let call = 0; call < 2; call++) {
      expect(formatMoney(1250, 'EUR')).toBe('€12.50');
      expect(formatMoney(1250, 'JPY')).toBe('¥1,250');
      expect(formatMoney(199_999, 'GBP')).toBe('£1,999.99');
    }
    expect(formatMoney(null, 'EUR')).toBe('—');
  });

  it('converts between major and minor units by the currency’s digits', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
    expect(toMinor(12.5, 'EUR')).toBe(1250);
    expect(toMajor(1250, 'JPY')).toBe(1250);
    expect(toMinor(1.2345, 'BHD')).toBe(1235);
  });

  it('writes percentages with fixed decimals, or with up to that many', () => {
    expect(formatPercent(12)).toBe('12.0%');
    expect(formatPercent(12.25, 2)).toBe('12.25%');
    expect(formatPercent(15, 2, false)).toBe('15%');
    expect(formatPercent(12.25, 2, false)).toBe('12.25%');
    expect(formatPercent(7.6, 0)).toBe('8%');
    expect(formatPercent(7.6, 0, false)).toBe('8%');
    expect(formatPercent(undefined)).toBe('—');
  });

  it('writes file sizes in powers of 1,024', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(14 * 1024)).toBe('14 kB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
