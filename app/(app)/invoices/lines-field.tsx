'use client';

import { useWatch } from 'react-hook-form';

import { typedNetAmount } from '@/lib/areas/order-line-values';
import { TAX_CLASS } from '@/lib/contract/choices';
import type { TaxClass } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/format';
import { MoneyCell, NumberCell, SelectCell, TextCell, type NumberValue } from '../contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '../contracts/rows-field';

interface LineRow {
  description: string;
  publicationId: number | null;
  quantity: NumberValue;
  unitPrice: NumberValue;
  discountPercent: NumberValue;
  taxClass: TaxClass | null;
}

/**
 * An invoice's lines: what is billed, how many, at what price and discount, and its tax class. The
 * VAT of each is the API's to work out from the customer when the draft is saved.
 */
export function InvoiceLinesField(props: RowsWidgetProps) {
  const chosen: unknown = useWatch({ control: props.control, name: 'currency' });
  const currency = typeof chosen === 'string' && /^[A-Za-z]{3}$/.test(chosen) ? chosen.toUpperCase() : 'EUR';
  return (
    <RowsField<LineRow>
      {...props}
      name="lines"
      description="VAT is worked out per line from the customer’s country and VAT number when the draft is saved."
      noun="line"
      blank={() => ({
        description: '',
        publicationId: null,
        quantity: 1,
        unitPrice: '',
        discountPercent: 0,
        taxClass: 'standard',
      })}
      rowLabel={(row, index) => row.description || `Line ${index + 1}`}
      row={(row, change) => (
        <>
          <TextCell
            label="Description"
            value={row.description}
            onChange={(description) => change({ description })}
          />
          <NumberCell label="Quantity" value={row.quantity} onChange={(quantity) => change({ quantity })} />
          <MoneyCell
            label="Unit price"
            value={row.unitPrice}
            currency={currency}
            onChange={(unitPrice) => change({ unitPrice })}
          />
          <NumberCell
            label="Discount %"
            value={row.discountPercent}
            step={0.01}
            onChange={(discountPercent) => change({ discountPercent })}
          />
          <SelectCell
            label="Tax class"
            value={row.taxClass}
            choice={TAX_CLASS}
            onChange={(taxClass) => change({ taxClass })}
          />
        </>
      )}
      footer={(rows) =>
        rows.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Net before VAT{' '}
            {formatMoney(
              rows.reduce((total, row) => total + (typedNetAmount(row) ?? 0), 0),
              currency,
            )}
          </p>
        ) : null
      }
    />
  );
}
