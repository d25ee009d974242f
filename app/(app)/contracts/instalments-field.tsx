'use client';

import { useWatch } from 'react-hook-form';

import { INSTALMENT_TRIGGER } from '@/lib/contract/choices';
import type { InstalmentTrigger } from '@/lib/contract/enums';
import { formatDay, formatMoney } from '@/lib/format';
import { DateCell, MoneyCell, SelectCell, type NumberValue } from './row-cells';
import { RowsField, type RowsWidgetProps } from './rows-field';

interface InstalmentRow {
  trigger: InstalmentTrigger | null;
  amount: NumberValue;
  dueDate: string | null;
  paidDate: string | null;
}

/** Where an instalment stands: paid, due, or waiting for its event. */
function standing(instalment: InstalmentRow): string {
  if (instalment.paidDate) return `Paid ${formatDay(instalment.paidDate)}`;
  if (instalment.dueDate) return `Due ${formatDay(instalment.dueDate)}, unpaid`;
  return 'Not yet due';
}

const sum = (rows: readonly InstalmentRow[]) =>
  rows.reduce((total, row) => total + (typeof row.amount === 'number' ? row.amount : 0), 0);

/**
 * The advance's instalments: on which event, how much, when each fell due and was paid. Once the
 * contract is signed only the dates change (`fixed`): what is owed on which event is a term.
 */
export function InstalmentsField(props: RowsWidgetProps) {
  const chosen: unknown = useWatch({ control: props.control, name: 'currency' });
  const currency = typeof chosen === 'string' && /^[A-Za-z]{3}$/.test(chosen) ? chosen.toUpperCase() : 'EUR';
  return (
    <RowsField<InstalmentRow>
      {...props}
      name="instalments"
      description="Paid instalments are recouped from the royalties in the statements."
      noun="instalment"
      blank={() => ({ trigger: null, amount: '', dueDate: null, paidDate: null })}
      rowLabel={(_, index) => `Instalment ${index + 1}`}
      row={(instalment, change) => (
        <>
          <SelectCell
            label="Falls due"
            value={instalment.trigger}
            choice={INSTALMENT_TRIGGER}
            onChange={(trigger) => change({ trigger })}
            disabled={props.fixed}
          />
          <MoneyCell
            label="Amount"
            value={instalment.amount}
            currency={currency}
            onChange={(amount) => change({ amount })}
            disabled={props.fixed}
          />
          <DateCell label="Due on" value={instalment.dueDate} onChange={(dueDate) => change({ dueDate })} />
          <DateCell
            label="Paid on"
            value={instalment.paidDate}
            onChange={(paidDate) => change({ paidDate })}
          />
          <span className="self-center text-sm text-muted-foreground">{standing(instalment)}</span>
        </>
      )}
      footer={(rows) =>
        rows.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Instalments total {formatMoney(sum(rows), currency)}; paid{' '}
            {formatMoney(sum(rows.filter((row) => row.paidDate)), currency)}
          </p>
        ) : null
      }
    />
  );
}
