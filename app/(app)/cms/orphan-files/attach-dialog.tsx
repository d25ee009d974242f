'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { NumberField, SelectField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import { FILE_SLOTS, type FileSlot } from '@/lib/contract/file-slots';
import type { OrphanRow } from './orphan-row';

const attached = okOf(hasId('fileId'));

const SLOT_OPTIONS = Object.entries(FILE_SLOTS).map(([value, slot]) => ({ value, label: slot.label }));

type AttachValues = { slot: FileSlot | ''; recordId: number | '' };

/** Where the file goes: a kind of record's slot and the record's number. The API checks both, and the rights. */
export function AttachDialog({
  file,
  open,
  onOpenChange,
}: {
  file: OrphanRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const form = useForm<AttachValues>({ defaultValues: { slot: '', recordId: '' } });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function attach(values: AttachValues) {
    setRefusal(null);
    try {
      await fetchJson(`/api/files/${file.fileId}/attach`, attached, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['slot', 'recordId'],
          'The server could not be reached; nothing was attached.',
        ),
      );
      return;
    }
    const slot = values.slot ? FILE_SLOTS[values.slot] : null;
    toast.success(
      `${file.name} is now the ${slot?.label.toLowerCase() ?? 'file'} of ${slot?.record ?? 'record'} ${values.recordId}`,
    );
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={`Attach ${file.name}`}
      description="Put the file in a record: it is no longer an orphan, and is read with that record’s rights."
      refusal={refusal ? { title: 'Nothing was attached', message: refusal } : null}
      submitLabel="Attach"
      onSubmit={attach}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="slot" label="As" options={SLOT_OPTIONS} />
        <NumberField control={form.control} name="recordId" label="Record number" min={1} step={1} />
      </div>
    </FormDialog>
  );
}
