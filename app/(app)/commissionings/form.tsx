'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { SelectField } from '@/components/entity-form/fields';
import { fieldOf } from '@/lib/area/view';
import { MAX_AUTHORS } from '@/lib/areas/limits';
import type { CommissioningEditor } from '@/lib/areas/commissionings';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';

import { authorsOf, editorLabel } from './people';

interface ContactMatch {
  contactId: number;
  name: string;
  email: string | null;
  organisation: string | null;
}

const optionalText = (value: unknown) => value === null || value === undefined || typeof value === 'string';

const contactMatches = listOf(
  (value): value is ContactMatch =>
    isRecord(value) &&
    Number.isInteger(value.contactId) &&
    typeof value.name === 'string' &&
    optionalText(value.email) &&
    optionalText(value.organisation),
);

/** Authors are found by name, email or organisation through the contacts list. */
const authorSearch: RecordSearch = {
  noun: 'author',
  placeholder: 'Name, email or organisation',
  max: MAX_AUTHORS,
  leadLabel: 'Lead',
  listLabel: 'Authors in credit order',
  async find(term, signal) {
    const query = new URLSearchParams({ q: term, pageSize: '8' });
    const answer = await fetchJson(`/api/contacts?${query}`, contactMatches, { signal });
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
}: AreaFormProps & { extra: readonly CommissioningEditor[] }) {
  const editorId = props.record?.editorId;
  // Former editors keep the books they hold, but new books go to active ones.
  const editorOptions = editors
    .filter((editor) => editor.active || editor.userId === editorId)
    .map((editor) => ({ value: String(editor.userId), label: editorLabel(editor) }));
  const names = new Map(authorsOf(props.record ?? {}).map((author) => [author.contactId, author.name]));
  return (
    <AreaForm
      {...props}
      widgets={{
        editorId: (control) => (
          <SelectField
            control={control}
            name="editorId"
            label={fieldOf(props.view, 'editorId').label}
            options={editorOptions}
            numeric
            placeholder="Choose the commissioning editor"
          />
        ),
        authorIds: (control) => (
          <RecordPickerField
            control={control}
            name="authorIds"
            label={fieldOf(props.view, 'authorIds').label}
            description="The first is the lead author, the one the editor deals with."
            names={names}
            search={authorSearch}
          />
        ),
      }}
    />
  );
}
