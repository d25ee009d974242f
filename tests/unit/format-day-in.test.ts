import { describe, expect, it } from 'vitest';
import { formatDayIn } from '@/lib/format';

describe('a day in the Display setting’s format', () => {
  it('writes a calendar day and a timestamp’s UTC day in each format', () => {
    expect(formatDayIn('iso', '2026-11-02')).toBe('2026-11-02');
    expect(formatDayIn('day_month_year', '2026-11-02')).toBe('02/11/2026');
    expect(formatDayIn('month_day_year', '2026-11-02T23:30:00.000Z')).toBe('11/02/2026');
  });

  it('falls back to the usual day without a setting, and to a dash without a day', () => {
    expect(formatDayIn(undefined, '2026-11-02')).toBe('2 Nov 2026');
    expect(formatDayIn('iso', null)).toBe('—');
  });
});
