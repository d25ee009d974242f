'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { CONTACT_SEARCH_PLACEHOLDER, findContacts } from '@/components/area/contact-search';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { SelectField } from '@/components/entity-form/fields';
import { fieldOf } from '@/lib/area/view';
import { MAX_AUTHORS } from '@/lib/areas/limits';
import type { CommissioningEditor } from '@/lib/areas/commissionings';

import { authorsOf, editorLabel } from './people';

/** Authors are found by name, email or organisation through the contacts list. */
const authorSearch: RecordSearch = {
  noun: 'author',
  placeholder: CONTACT_SEARCH_PLACEHOLDER,
  max: MAX_AUTHORS,
  leadLabel: 'Lead',
  listLabel: 'Authors in credit order',
  find: findContacts,
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
