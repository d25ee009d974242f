'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { fieldOf } from '@/lib/area/view';
import { ALWAYS_EDITABLE, isOrderOpen } from '@/lib/areas/order-workflow';
import { ORDER_STATUS } from '@/lib/contract/choices';
import { CustomerField } from './customer-field';
import { lineName } from '@/lib/areas/order-line-values';
import { OrderLinesField } from './lines-field';

interface ShownLine {
  publicationId: number;
  title: string;
  format: string;
}

function shownLines(record: AreaFormProps['record']): ShownLine[] {
  const lines = record?.lines;
  return Array.isArray(lines) ? (lines as ShownLine[]) : [];
}

/**
 * An order's form: the customer found among the contacts, the lines with their net prices. Once the
 * order is confirmed only its reference, email, addresses and notes change (the API says the same).
 */
export function OrderForm(props: AreaFormProps) {
  const { view, record } = props;
  const status = ORDER_STATUS.values.find((value) => value === record?.status) ?? 'draft';
  const open = isOrderOpen(status);
  const locked = open
    ? undefined
    : new Set(Object.keys(view.fields).filter((name) => !ALWAYS_EDITABLE.includes(name)));
  const names = new Map(
    shownLines(record).map((line) => [line.publicationId, lineName(line.title, line.format)]),
  );
  const customer = typeof record?.customerName === 'string' ? record.customerName : null;
  return (
    <AreaForm
      {...props}
      // Only a draft is deleted; a confirmed order is cancelled with its reason.
      canDelete={props.canDelete && open}
      locked={locked}
      widgets={{
        contactId: (control) => (
          <CustomerField control={control} label={fieldOf(view, 'contactId').label} name={customer} />
        ),
        lines: (control) => (
          <OrderLinesField
            control={control}
            label={fieldOf(view, 'lines').label}
            names={names}
            fixed={!open}
          />
        ),
      }}
    />
  );
}
