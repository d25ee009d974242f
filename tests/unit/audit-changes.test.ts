import { describe, expect, it } from 'vitest';
import { changeLines } from '@/app/(app)/user-authorization/audit-log/changes';

describe('changeLines', () => {
  it('shows the fields an update changed, before → after, without the bookkeeping', () => {
    expect(
      changeLines(
        { city: 'Bristol', roles: ['author'], version: 1, phone: null },
        { city: 'Leeds', roles: ['author'], version: 2, phone: '0117' },
      ),
    ).toEqual(['city: Bristol → Leeds', 'phone: — → 0117']);
  });

  it('shows every field of a creation and of a delete, and shortens long values', () => {
    expect(changeLines(null, { code: 'SPRING', active: true })).toEqual(['code: SPRING', 'active: true']);
    expect(changeLines({ note: 'x'.repeat(100) }, null)).toEqual([`note: ${'x'.repeat(79)}…`]);
  });
});
