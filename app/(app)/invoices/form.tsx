'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { fieldOf } from '@/lib/area/view';
import { InvoiceLinesField } from './lines-field';

/** An invoice's form: a draft's customer and lines; an issued invoice is shown, never changed. */
export function InvoiceForm(props: AreaFormProps) {
  const { view, record } = props;
  const issued = record !== undefined && record.status !== 'draft';
  return (
    <AreaForm
      {...props}
      canEdit={props.canEdit && !issued}
      canDelete={props.canDelete && !issued}
      widgets={{
        lines: (control) => (
          <InvoiceLinesField control={control} label={fieldOf(view, 'lines').label} fixed={issued} />
        ),
      }}
    />
  );
}
