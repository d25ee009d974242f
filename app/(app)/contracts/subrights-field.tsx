'use client';

import { SUBSIDIARY_RIGHT } from '@/lib/contract/choices';
import type { SubsidiaryRight } from '@/lib/contract/enums';
import { NumberCell, SelectCell, type NumberValue } from './row-cells';
import { RowsField, type RowsWidgetProps } from './rows-field';

interface SubrightRow {
  right: SubsidiaryRight | null;
  authorSharePercent: NumberValue;
}

/** The author's share of what the publisher receives for each subsidiary right it licenses. */
export function SubrightsField(props: RowsWidgetProps) {
  return (
    <RowsField<SubrightRow>
      {...props}
      name="subrights"
      description="The author’s share of what the firm receives for each right it licenses."
      noun="subsidiary right"
      blank={() => ({ right: null, authorSharePercent: '' })}
      rowLabel={(row, index) => (row.right ? SUBSIDIARY_RIGHT.labels[row.right] : `Right ${index + 1}`)}
      row={(row, change) => (
        <>
          <SelectCell
            label="Right"
            value={row.right}
            choice={SUBSIDIARY_RIGHT}
            onChange={(right) => change({ right })}
          />
          <NumberCell
            label="Author’s share (%)"
            value={row.authorSharePercent}
            step={0.01}
            onChange={(authorSharePercent) => change({ authorSharePercent })}
            className="w-36"
          />
        </>
      )}
    />
  );
}
