'use client';

import {
  DateCell,
  MoneyCell,
  NumberCell,
  SelectCell,
  TextCell,
  type NumberValue,
} from '@/app/(app)/contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '@/app/(app)/contracts/rows-field';
import { formatNumber } from '@/lib/format';
import { PRICE_CURRENCY, type PriceCurrency } from './prices-field';

interface PrintRunRow {
  printedOn: string | null;
  quantity: NumberValue;
  printer: string;
  unitCost: NumberValue;
  currency: PriceCurrency | null;
}

/** A physical format's printings: the day, the copies, the printer and the cost of one copy. */
export function PrintRunsField(props: Omit<RowsWidgetProps, 'fixed'>) {
  return (
    <RowsField<PrintRunRow>
      {...props}
      fixed={false}
      name="printRuns"
      description="Every printing of this format, reprints included; kept in the order they were printed."
      noun="print run"
      blank={() => ({ printedOn: null, quantity: '', printer: '', unitCost: '', currency: 'EUR' })}
      rowLabel={(run, index) => `Print run ${index + 1}${run.printedOn ? ` of ${run.printedOn}` : ''}`}
      row={(run, change) => (
        <>
          <DateCell
            label="Printed on"
            value={run.printedOn}
            onChange={(printedOn) => change({ printedOn })}
          />
          <NumberCell label="Copies" value={run.quantity} onChange={(quantity) => change({ quantity })} />
          <TextCell
            label="Printer"
            value={run.printer}
            onChange={(printer) => change({ printer })}
            className="min-w-48 flex-1"
          />
          <SelectCell
            label="Currency"
            value={run.currency}
            choice={PRICE_CURRENCY}
            onChange={(currency) => change({ currency })}
            className="w-24"
          />
          <MoneyCell
            label="Cost a copy"
            value={run.unitCost}
            currency={run.currency ?? 'EUR'}
            onChange={(unitCost) => change({ unitCost })}
          />
        </>
      )}
      footer={(runs) => {
        const copies = runs.reduce(
          (sum, run) => sum + (typeof run.quantity === 'number' ? run.quantity : 0),
          0,
        );
        return runs.length > 0 ? (
          <p className="text-sm text-muted-foreground">{formatNumber(copies)} copies printed in all.</p>
        ) : null;
      }}
    />
  );
}
