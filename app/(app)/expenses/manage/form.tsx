'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { EDITABLE_EXPENSE_STATUSES } from '@/lib/areas/expense-workflow';
import type { ExpenseStatus } from '@/lib/contract/enums';
import { LinkField, type LinkKind } from './link-field';
import type { FileFacts } from '@/lib/contract/files';
import { ReceiptField } from './receipt-field';

const LINKS: { name: string; kind: LinkKind; label: string; title: string; description: string }[] = [
  {
    name: 'supplierContactId',
    kind: 'contact',
    label: 'Supplier contact',
    title: 'supplierContactName',
    description: 'When the supplier is one of the firm’s contacts (a translator paid a fee).',
  },
  {
    name: 'publicationId',
    kind: 'publication',
    label: 'Publication',
    title: 'publicationTitle',
    description: 'The edition the cost belongs to (printing, design).',
  },
  {
    name: 'contractId',
    kind: 'contract',
    label: 'Contract',
    title: 'contractReference',
    description: 'The contract the cost falls under (a translation fee).',
  },
];

/** The expense's form, with its links found by searching; an approved expense is read only, and kept. */
export function ExpenseForm(props: AreaFormProps) {
  const status = props.record?.status as ExpenseStatus | undefined;
  const editable = status === undefined || EDITABLE_EXPENSE_STATUSES.includes(status);
  return (
    <AreaForm
      {...props}
      canEdit={props.canEdit && editable}
      canDelete={props.canDelete && editable}
      widgets={{
        receiptFileId: (control) => (
          <ReceiptField control={control} current={(props.record?.receipt as FileFacts | null) ?? null} />
        ),
        ...Object.fromEntries(
          LINKS.map((link) => [
            link.name,
            (control) => (
              <LinkField
                control={control}
                name={link.name}
                kind={link.kind}
                label={link.label}
                description={link.description}
                current={{
                  id: typeof props.record?.[link.name] === 'number' ? Number(props.record[link.name]) : null,
                  name:
                    typeof props.record?.[link.title] === 'string' ? String(props.record[link.title]) : null,
                }}
              />
            ),
          ]),
        ),
      }}
    />
  );
}
