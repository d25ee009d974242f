'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { SelectField } from '@/components/entity-form/fields';
import { fieldOf } from '@/lib/area/view';
import type { TaskPeople } from './assignees';
import { assigneeOptions } from './people';

/** The task form, with the members of staff to give it to (its present assignee kept if they have left). */
export function TaskForm({ extra: people, ...props }: AreaFormProps & { extra: TaskPeople }) {
  const options = assigneeOptions(people.assignees, people.me);
  const current = props.record?.assigneeId;
  const name = props.record?.assigneeName;
  if (
    typeof current === 'number' &&
    typeof name === 'string' &&
    !options.some((o) => o.value === String(current))
  )
    options.push({ value: String(current), label: name });
  return (
    <AreaForm
      {...props}
      widgets={{
        assigneeId: (control) => (
          <SelectField
            control={control}
            name="assigneeId"
            label={fieldOf(props.view, 'assigneeId').label}
            options={options}
            numeric
            placeholder="Choose who does it"
          />
        ),
      }}
    />
  );
}
