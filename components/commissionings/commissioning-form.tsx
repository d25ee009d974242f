'use client';

import { PUBLICATION_FORMAT } from '@/lib/contract/choices';

import { useRouter } from 'next/navigation';

import { EntityForm } from '@/components/entity-form/entity-form';
import {
  CheckboxGroupField,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
} from '@/components/entity-form/fields';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import {
  commissioningFormValues,
  commissioningInputSchema,
  commissioningSchema,
  type Commissioning,
  type CommissioningEditor,
} from '@/lib/contract/commissionings';
import { PUBLICATION_FORMATS } from '@/lib/contract/enums';
import { RecordPicker, type RecordSearch } from '@/components/area/record-picker';
import { contactArea } from '@/lib/areas/contacts';
import { fetchJson } from '@/lib/bff/fetch-json';
import { listEnvelope } from '@/lib/contract/envelope';
import { MAX_AUTHORS } from '@/lib/contract/commissionings';

const FORMAT_OPTIONS = PUBLICATION_FORMATS.map((format) => ({
  value: format,
  label: PUBLICATION_FORMAT.labels[format],
}));

const contactsSchema = listEnvelope(contactArea.itemSchema);

/** Authors are found by name, email or organisation through the contacts list. */
const authorSearch: RecordSearch = {
  noun: 'author',
  placeholder: 'Name, email or organisation',
  max: MAX_AUTHORS,
  leadLabel: 'Lead',
  listLabel: 'Authors in credit order',
  async find(term, signal) {
    const query = new URLSearchParams({ q: term, pageSize: '8' });
    const answer = await fetchJson(`/api/${contactArea.path}?${query}`, contactsSchema, { signal });
    return answer.data.map((contact) => ({
      id: contact.contactId,
      name: contact.name,
      detail: contact.email ?? contact.organisation ?? `Contact ${contact.contactId}`,
    }));
  },
};

/** Creates a commissioning (without `commissioning`) or edits one; its page keys it by version. */
export function CommissioningForm({
  commissioning,
  editors,
  canEdit,
  canDelete,
}: {
  commissioning?: Commissioning;
  editors: readonly CommissioningEditor[];
  canEdit: boolean;
  canDelete: boolean;
}) {
  const router = useRouter();
  // Former editors keep the books they hold, but new books go to active ones.
  const editorOptions = editors
    .filter((editor) => editor.active || editor.userId === commissioning?.editorId)
    .map((editor) => ({
      value: String(editor.userId),
      label: editor.active ? editor.name : `${editor.name} (former)`,
    }));
  const authorNames = new Map(commissioning?.authors.map((author) => [author.contactId, author.name]) ?? []);

  return (
    <EntityForm
      schema={commissioningInputSchema}
      defaultValues={commissioningFormValues(commissioning)}
      resource="commissionings"
      recordSchema={commissioningSchema}
      record={
        commissioning ? { id: commissioning.commissioningId, version: commissioning.version } : undefined
      }
      noun="commissioning"
      cancelHref="/commissionings/manage"
      deleteRedirect={canDelete ? '/commissionings/manage' : undefined}
      readOnly={!canEdit}
      onSaved={(saved, created) => {
        if (created) router.push(`/commissionings/manage/${saved.commissioningId}`);
      }}
    >
      {({ control }) => (
        <>
          <TextField control={control} name="commissioningTitle" label="Title" required autoComplete="off" />
          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              control={control}
              name="editorId"
              label="Editor"
              options={editorOptions}
              numeric
              placeholder="Choose the commissioning editor"
            />
            <NumberField
              control={control}
              name="estimatedWordCount"
              label="Estimated words"
              min={1}
              step={1000}
            />
          </div>
          <FormField
            control={control}
            name="authorIds"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel htmlFor={undefined}>Authors</FormLabel>
                <FormControl>
                  <RecordPicker
                    search={authorSearch}
                    value={field.value}
                    names={authorNames}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    triggerRef={field.ref}
                    invalid={Boolean(fieldState.error)}
                  />
                </FormControl>
                <FormDescription>
                  The first is the lead author, the one the editor deals with.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <TextareaField
            control={control}
            name="proposal"
            label="Proposal"
            rows={5}
            description="What the book is, and why the firm should publish it."
          />
          <CheckboxGroupField
            control={control}
            name="expectedFormats"
            label="Expected formats"
            options={FORMAT_OPTIONS}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              control={control}
              name="expectedDeliveryDate"
              label="Manuscript expected"
              type="date"
            />
            <TextField
              control={control}
              name="expectedPublicationDate"
              label="Publication expected"
              type="date"
            />
          </div>
          <TextareaField control={control} name="notes" label="Notes" rows={3} />
        </>
      )}
    </EntityForm>
  );
}
