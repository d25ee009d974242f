import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/client-address';

describe('clientAddress', () => {
  it('takes the entry the nearest proxy added, not what the client wrote', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(' 198.51.100.2 ')).toBe('198.51.100.2');
  });

  it('answers nothing without the header', () => {
    expect(clientAddress(null)).toBeUndefined();
    expect(clientAddress(' , ')).toBeUndefined();
  });
});
