'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';

import { EntityForm } from '@/components/entity-form/entity-form';
import {
  CheckboxGroupField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  TextareaField,
} from '@/components/entity-form/fields';
import { hasId } from '@/lib/bff/parser';
import { isShown, recordHref, recordIdOf, type AreaView, type FieldView, type Row } from '@/lib/area/view';
import { choiceOptions } from '@/lib/contract/choices';
import { cn } from '@/lib/utils';

type FormControl = Control<FieldValues>;

/** A field the area draws itself (a picker of records), given the form's control. */
export type WidgetOverrides = Record<string, (control: FormControl) => React.ReactNode>;

function FieldWidget({ name, spec, control }: { name: string; spec: FieldView; control: FormControl }) {
  const common = {
    control,
    name,
    label: spec.label,
    description: spec.form.description,
    className: spec.form.wide ? 'sm:col-span-2' : undefined,
  };
  switch (spec.widget) {
    case 'textarea':
      return <TextareaField {...common} rows={spec.form.rows ?? 4} />;
    case 'date':
      return <TextField {...common} type="date" required={spec.required} />;
    case 'number':
      return <NumberField {...common} min={0} step={spec.cell === 'percent' ? 0.01 : 1} />;
    case 'money':
      return <MoneyField {...common} currencyName={spec.currencyField ?? 'currency'} />;
    case 'select':
      return <SelectField {...common} options={spec.choice ? choiceOptions(spec.choice) : []} />;
    case 'checkboxes':
      return <CheckboxGroupField {...common} options={spec.choice ? choiceOptions(spec.choice) : []} />;
    case 'switch':
      return <SwitchField {...common} />;
    default:
      return (
        <TextField
          {...common}
          required={spec.required}
          placeholder={spec.form.placeholder}
          maxLength={spec.form.maxLength}
          autoComplete="off"
        />
      );
  }
}

/** The editable fields in the declaration's order, groups drawn together under their names. */
function AreaFields({
  view,
  control,
  widgets,
}: {
  view: AreaView;
  control: FormControl;
  widgets: WidgetOverrides;
}) {
  const values = useWatch({ control });
  const editable = Object.entries(view.fields).filter(
    ([, spec]) => spec.editable && isShown(spec.form, values),
  );
  const sections: { group?: string; fields: [string, FieldView][] }[] = [];
  for (const entry of editable) {
    const last = sections.at(-1);
    if (last && last.group === entry[1].form.group) last.fields.push(entry);
    else sections.push({ group: entry[1].form.group, fields: [entry] });
  }
  return (
    <>
      {sections.map((section, index) => {
        const grid = (
          <div className="grid gap-6 sm:grid-cols-2">
            {section.fields.map(([name, spec]) => {
              const custom = widgets[name];
              return (
                <React.Fragment key={name}>
                  {custom ? (
                    <div className={cn(spec.form.wide && 'sm:col-span-2')}>{custom(control)}</div>
                  ) : (
                    <FieldWidget name={name} spec={spec} control={control} />
                  )}
                </React.Fragment>
              );
            })}
          </div>
        );
        return section.group ? (
          <fieldset key={section.group} className="space-y-4">
            <legend className="text-sm font-medium">{section.group}</legend>
            {grid}
          </fieldset>
        ) : (
          <React.Fragment key={`fields-${index}`}>{grid}</React.Fragment>
        );
      })}
    </>
  );
}

/** What an area's page hands its form: the area, the record's form values, what the user may do. */
export interface AreaFormProps {
  view: AreaView;
  /** The record's values as the form edits them (the declaration's `formValues`), or the empty ones. */
  values: FieldValues;
  record?: Row;
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * Creates a record of a declared area (without `record`) or edits one: the form of every area, its
 * fields drawn from the declaration. Its page keys it by version, so a reload starts afresh.
 */
export function AreaForm({
  view,
  values,
  record,
  canEdit,
  canDelete,
  widgets = {},
}: AreaFormProps & { widgets?: WidgetOverrides }) {
  const router = useRouter();
  const isRecord = React.useMemo(() => hasId(view.idParam), [view.idParam]);
  return (
    <EntityForm
      defaultValues={values}
      resource={view.path}
      isRecord={isRecord}
      record={record ? { id: recordIdOf(view, record), version: Number(record.version) } : undefined}
      noun={view.noun.one}
      cancelHref={view.href}
      deleteRedirect={canDelete ? view.href : undefined}
      readOnly={!canEdit}
      onSaved={(saved, created) => {
        if (created) router.push(recordHref(view, recordIdOf(view, saved)));
      }}
    >
      {({ control }) => <AreaFields view={view} control={control} widgets={widgets} />}
    </EntityForm>
  );
}
