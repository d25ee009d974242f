import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';

const item = z.object({ id: z.number().int() });

describe('envelopes', () => {
  it('wraps a schema once: every call with it gets the same compiled envelope', () => {
    expect(okEnvelope(item)).toBe(okEnvelope(item));
    expect(listEnvelope(item)).toBe(listEnvelope(item));
    expect(okEnvelope(item)).not.toBe(okEnvelope(z.object({ id: z.number().int() })));
  });

  it('reads the contract’s envelopes and refuses what breaks them', () => {
    expect(okEnvelope(item).parse({ success: true, data: { id: 3 } }).data.id).toBe(3);
    const page = listEnvelope(item).parse({
      success: true,
      data: [{ id: 1 }, { id: 2 }],
      meta: { page: 1, pageSize: 25, total: 2 },
    });
    expect(page.data.map((row) => row.id)).toEqual([1, 2]);
    expect(okEnvelope(item).safeParse({ success: false, data: { id: 3 } }).success).toBe(false);
    expect(
      listEnvelope(item).safeParse({ success: true, data: [{ id: 'x' }], meta: page.meta }).success,
    ).toBe(false);
  });
});
