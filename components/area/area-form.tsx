'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useFormContext, useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';

import { DetailTabList, useChosenTab, type DetailTab } from '@/components/detail-page/detail-tabs';
import { EntityForm, type FormSubmit } from '@/components/entity-form/entity-form';
import {
  CheckboxGroupField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  TextareaField,
} from '@/components/entity-form/fields';
import { RichTextField } from '@/components/entity-form/rich-text-field';
import { hasId } from '@/lib/bff/parser';
import { isShown, recordHref, recordIdOf, type AreaView, type FieldView, type Row } from '@/lib/area/view';
import { choiceOptions } from '@/lib/contract/choices';
import { cn } from '@/lib/utils';
import { Tabs, TabsContent } from '@/components/ui/tabs';

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
    case 'richtext':
      return <RichTextField {...common} />;
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

/**
 * Shown as they are but not editable (a signed contract's terms): values stay readable rather than
 * greyed out, on a muted ground; buttons keep the look of buttons that do nothing.
 */
const LOCKED =
  'min-w-0 [&_:is(input,select,textarea):disabled]:opacity-100! [&_:is(select,textarea,input:not([type=checkbox])):disabled]:bg-muted/40';

/**
 * The editable fields in the declaration's order (those of `only`, when given), groups drawn
 * together under their names.
 */
function AreaFields({
  view,
  control,
  widgets,
  only,
  locked,
}: {
  view: AreaView;
  control: FormControl;
  widgets: WidgetOverrides;
  only?: readonly string[];
  locked?: ReadonlySet<string>;
}) {
  const values = useWatch({ control });
  const editable = Object.entries(view.fields).filter(
    ([name, spec]) => spec.editable && (!only || only.includes(name)) && isShown(spec.form, values),
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
              if (locked?.has(name))
                return (
                  <fieldset key={name} disabled className={cn(LOCKED, spec.form.wide && 'sm:col-span-2')}>
                    {custom ? custom(control) : <FieldWidget name={name} spec={spec} control={control} />}
                  </fieldset>
                );
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
  /**
   * The page's tabs, when the form spreads its fields over some of them (a contract's parties, terms
   * and advance): those with `fields` hold the form, the others (History) show beside it.
   */
  tabs?: readonly DetailTab[];
}

export interface AreaFormParts {
  widgets?: WidgetOverrides;
  /** Fields shown but not editable (a signed contract's terms). */
  locked?: ReadonlySet<string>;
  /** Drawn above the fields, inside the form (an amendment's reason and date). */
  lead?: (control: FormControl) => React.ReactNode;
  /** Sends the values elsewhere than the record's own save (an amendment). */
  submit?: FormSubmit<FieldValues>;
  /** Object fields whose issues go on their sub-fields (`content.heading`), see EntityForm. */
  nestedFields?: readonly string[];
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
  tabs,
  widgets = {},
  locked,
  lead,
  submit,
  nestedFields,
}: AreaFormProps & AreaFormParts) {
  const router = useRouter();
  const isRecord = React.useMemo(() => hasId(view.idParam), [view.idParam]);
  const [active, choose, shown] = useChosenTab(tabs ?? []);
  const [refused, setRefused] = React.useState<ReadonlySet<string>>(() => new Set());
  const onFieldTab = !tabs || tabs.some((tab) => tab.value === active && tab.fields);

  const form = (
    <EntityForm
      defaultValues={values}
      resource={view.path}
      isRecord={isRecord}
      record={record ? { id: recordIdOf(view, record), version: Number(record.version) } : undefined}
      noun={view.noun.one}
      cancelHref={view.href}
      deleteRedirect={canDelete ? view.href : undefined}
      readOnly={!canEdit}
      submit={submit}
      nestedFields={nestedFields}
      actionsHidden={!onFieldTab}
      onSaved={(saved, created) => {
        if (created) router.push(recordHref(view, recordIdOf(view, saved)));
      }}
    >
      {({ control }) => {
        const fieldsOf = (only?: readonly string[]) => (
          <AreaFields view={view} control={control} widgets={widgets} only={only} locked={locked} />
        );
        return (
          <>
            {lead ? <div hidden={!onFieldTab}>{lead(control)}</div> : null}
            {tabs ? (
              <>
                {tabs.map((tab) =>
                  tab.fields ? (
                    <TabsContent key={tab.value} value={tab.value} className="max-w-4xl space-y-6">
                      {/* Values of fields not drawn yet stay in the form's defaults and are sent. */}
                      {shown.has(tab.value) ? (
                        <>
                          {tab.content}
                          {fieldsOf(tab.fields)}
                        </>
                      ) : null}
                    </TabsContent>
                  ) : null,
                )}
                <ShowRefusedTab tabs={tabs} active={active} choose={choose} onChange={setRefused} />
              </>
            ) : (
              fieldsOf()
            )}
          </>
        );
      }}
    </EntityForm>
  );
  if (!tabs) return form;
  return (
    <Tabs value={active} onValueChange={choose} className="gap-4!">
      <DetailTabList tabs={tabs} invalid={refused} />
      {form}
      {tabs.map((tab) =>
        tab.fields ? null : (
          <TabsContent key={tab.value} value={tab.value}>
            {shown.has(tab.value) ? tab.content : null}
          </TabsContent>
        ),
      )}
    </Tabs>
  );
}

/**
 * Marks the tabs holding fields the server refused and, when the tab shown holds none, shows the
 * first that does with its field focused: a message on a hidden tab would go unseen.
 */
function ShowRefusedTab({
  tabs,
  active,
  choose,
  onChange,
}: {
  tabs: readonly DetailTab[];
  active: string;
  choose: (value: string) => void;
  onChange: (tabs: ReadonlySet<string>) => void;
}) {
  const { setFocus } = useFormContext();
  const { errors } = useFormState();
  const names = Object.keys(errors);
  const holding = tabs.filter((tab) => tab.fields?.some((name) => names.includes(name)));
  const key = holding.map((tab) => tab.value).join(' ');
  const follow = React.useEffectEvent(() => {
    onChange(new Set(holding.map((tab) => tab.value)));
    const first = holding[0];
    if (!first || holding.some((tab) => tab.value === active)) return;
    choose(first.value);
    const name = first.fields?.find((field) => names.includes(field));
    // Once the tab shows: a field on a hidden tab cannot take focus.
    if (name) requestAnimationFrame(() => setFocus(name));
  });
  // Only when what is refused changes, so that the user may then look at other tabs.
  React.useEffect(() => follow(), [key]);
  return null;
}
