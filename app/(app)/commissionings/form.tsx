'use client';

import { AreaForm } from '@/components/area/area-form';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { SelectField } from '@/components/entity-form/fields';
import { commissioningArea, MAX_AUTHORS, type CommissioningEditor } from '@/lib/areas/commissionings';
import { contactArea } from '@/lib/areas/contacts';
import { fetchJson } from '@/lib/bff/fetch-json';
import { listEnvelope } from '@/lib/contract/envelope';
import { authorsOf, editorLabel } from './people';

type Row = Record<string, unknown>;

const contactsSchema = listEnvelope(contactArea.itemSchema);
const { fields } = commissioningArea;

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

export function CommissioningForm({
  extra: editors,
  ...props
}: {
  record?: Row;
  canEdit: boolean;
  canDelete: boolean;
  extra: readonly CommissioningEditor[];
}) {
  const editorId = props.record?.editorId;
  // Former editors keep the books they hold, but new books go to active ones.
  const editorOptions = editors
    .filter((editor) => editor.active || editor.userId === editorId)
    .map((editor) => ({ value: String(editor.userId), label: editorLabel(editor) }));
  const names = new Map(authorsOf(props.record ?? {}).map((author) => [author.contactId, author.name]));
  return (
    <AreaForm
      area={commissioningArea}
      {...props}
      widgets={{
        editorId: (control) => (
          <SelectField
            control={control}
            name="editorId"
            label={fields.editorId.label}
            options={editorOptions}
            numeric
            placeholder="Choose the commissioning editor"
          />
        ),
        authorIds: (control) => (
          <RecordPickerField
            control={control}
            name="authorIds"
            label={fields.authorIds.label}
            description="The first is the lead author, the one the editor deals with."
            names={names}
            search={authorSearch}
          />
        ),
      }}
    />
  );
}
