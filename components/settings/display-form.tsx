'use client';

import { useForm, type Path, type RefCallBack } from 'react-hook-form';

import { SelectField } from '@/components/entity-form/fields';
import { ConflictAlert } from '@/components/settings/conflict-alert';
import { useSettingsSubmit } from '@/components/settings/use-settings-submit';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { DATE_FORMATS, PAGE_SIZES, type DateFormat } from '@/lib/contract/enums';
import type { DisplaySettingsData, DisplayUpdateInput } from '@/lib/contract/me';
import { saveDisplay } from '@/lib/preferences/actions';

/** A sidebar group the user may see, with a few of its entries to say what it holds. */
export type SidebarGroupOption = { title: string; entries: readonly string[] };

const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  iso: '2026-11-22 (year-month-day)',
  day_month_year: '22/11/2026 (day/month/year)',
  month_day_year: '11/22/2026 (month/day/year)',
};

const FIELDS: readonly Path<DisplayUpdateInput>[] = [
  'pageSize',
  'dateFormat',
  'compactTables',
  'sidebarGroups',
];

function SidebarGroupsField({
  groups,
  value,
  onChange,
  fieldRef,
}: {
  groups: readonly SidebarGroupOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  fieldRef: RefCallBack;
}) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  // Kept in the sidebar's order whatever order they were ticked in.
  const toggle = (title: string, checked: boolean) =>
    onChange(
      groups.map((group) => group.title).filter((name) => (name === title ? checked : value.includes(name))),
    );
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={[formDescriptionId, error ? formMessageId : null].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium">Sidebar groups</legend>
      <FormDescription className="-mt-1">
        The groups of the sidebar to show. Pages of hidden groups stay in the search (Ctrl K).
      </FormDescription>
      <ul className="grid gap-3 sm:grid-cols-2">
        {groups.map((group, index) => {
          const id = `${formItemId}-${index}`;
          return (
            <li key={group.title} className="flex items-start gap-3 rounded-lg border p-3">
              <Checkbox
                id={id}
                ref={index === 0 ? fieldRef : undefined}
                checked={value.includes(group.title)}
                onCheckedChange={(checked) => toggle(group.title, checked === true)}
                aria-describedby={`${id}-entries`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={id}>{group.title}</Label>
                <span id={`${id}-entries`} className="text-xs text-muted-foreground">
                  {group.entries.join(', ')}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <FormMessage />
    </fieldset>
  );
}

function DisplayForm({
  display,
  version,
  groups,
}: {
  display: DisplaySettingsData;
  version: number;
  groups: readonly SidebarGroupOption[];
}) {
  const form = useForm<DisplayUpdateInput>({ defaultValues: { ...display, version } });
  const { submit, conflict, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: DisplayUpdateInput) {
    const saved = await submit(() => saveDisplay(values));
    if (saved) form.reset({ ...saved.display, version: saved.version });
  }

  return (
    <Form {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8">
        <ConflictAlert message={conflict} />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="pageSize"
            label="Rows per page"
            description="How many records a list shows before its next page."
            numeric
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          />
          <SelectField
            control={form.control}
            name="dateFormat"
            label="Date format"
            description="How dates read in the lists."
            options={DATE_FORMATS.map((format) => ({ value: format, label: DATE_FORMAT_LABELS[format] }))}
          />
        </div>
        <FormField
          control={form.control}
          name="compactTables"
          render={({ field }) => (
            <FormItem
              orientation="horizontal"
              className="items-start justify-between gap-4 rounded-lg border p-4"
            >
              <div className="space-y-1.5">
                <FormLabel>Compact tables</FormLabel>
                <FormDescription>Smaller rows, so that more of a list fits on the screen.</FormDescription>
                <FormMessage />
              </div>
              <FormControl>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="sidebarGroups"
          render={({ field }) => (
            <FormItem>
              <SidebarGroupsField
                groups={groups}
                value={field.value}
                onChange={field.onChange}
                fieldRef={field.ref}
              />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Save display settings
        </Button>
      </form>
    </Form>
  );
}

export { DisplayForm };
