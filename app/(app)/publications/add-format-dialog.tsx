'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { SelectField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT, choiceOptions } from '@/lib/contract/choices';

const createdFormat = okOf(hasId('publicationId'));

type Values = { format: string };

/** Another format of the work: the API copies the metadata and credits and takes the next free ISBN. */
export function AddFormatDialog({
  open,
  onOpenChange,
  publicationId,
  taken,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  publicationId: number;
  /** The formats the work has already, which are not offered. */
  taken: readonly string[];
}) {
  const router = useRouter();
  const form = useForm<Values>({ defaultValues: { format: '' } });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const options = choiceOptions(PUBLICATION_FORMAT).filter((option) => !taken.includes(option.value));

  async function add(values: Values) {
    setRefusal(null);
    let created: number;
    try {
      const answer = await fetchJson(`/api/publications/${publicationId}/formats`, createdFormat, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      created = Number(answer.data.publicationId);
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, ['format'], 'The server could not be reached; no format was added.'),
      );
      return;
    }
    toast.success('The format was added with the next free ISBN');
    onOpenChange(false);
    router.push(`/publications/manage/${created}`);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Add a format"
      description="A new product of the same work: title, descriptions and contributors are copied, and it takes the next free ISBN of the firm’s register. Prices and measures are its own."
      refusal={refusal ? { title: 'No format was added', message: refusal } : null}
      submitLabel="Add format"
      onSubmit={add}
    >
      <SelectField control={form.control} name="format" label="Format" options={options} />
    </FormDialog>
  );
}
