'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { Trash2Icon } from '@/components/icons';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord, okOf, type Guard } from '@/lib/bff/parser';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictDialog } from './conflict-dialog';
import { FormFailure } from './form-failure';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

/** The record being edited; absent when the form creates one. */
export interface EditedRecord {
  id: number;
  version: number;
}

export interface EntityFormProps<TValues extends FieldValues, TRecord> {
  defaultValues: TValues;
  /** The resource's path from the API root (`contacts`): POST to create, PUT with `version` to update. */
  resource: string;
  /** Checks the record the API answers. */
  isRecord: Guard<TRecord>;
  record?: EditedRecord;
  noun: string;
  /** After a save: a new record's page, say. The server's data is refreshed either way. */
  onSaved?: (saved: TRecord, created: boolean) => void;
  cancelHref: string;
  /** Shown when the user may delete (the API checks again). */
  deleteRedirect?: string;
  /** Shown when the user may not change the record: the fields are read-only and there is no Save. */
  readOnly?: boolean;
  /** Sends the values elsewhere than the record's own POST or PUT (a contract's amendment). */
  submit?: FormSubmit<TValues>;
  /** Hides Save and Cancel while the page shows something else than the fields (a tab of History). */
  actionsHidden?: boolean;
  /**
   * Fields that are objects drawn field by field (an element's `content`): an issue of `content.heading`
   * is put on that sub-field, not on the whole.
   */
  nestedFields?: readonly string[];
  children: (form: UseFormReturn<TValues>) => React.ReactNode;
}

/** Another request for the form's values, its button and what it says once done. */
export interface FormSubmit<TValues> {
  label: string;
  done: string;
  request(values: TValues): { url: string; method: 'POST' | 'PUT'; body: unknown };
  /** The form field an issue's path names, when the request nests the values (`contract.parties`). */
  fieldPath?(path: string): string;
}

/**
 * The form of every record area: react-hook-form, checked by the API with the contract's schema on
 * Save (its messages are put next to their fields, so the browser needs no copy of the rules), a
 * warning before leaving with unsaved changes, Save and Cancel,
 * delete behind a confirmation, a toast on success, and the stale-version case (409) explained
 * with the choice to reload.
 */
export function EntityForm<TValues extends FieldValues, TRecord>({
  defaultValues,
  resource,
  isRecord,
  record,
  noun,
  onSaved,
  cancelHref,
  deleteRedirect,
  readOnly = false,
  submit,
  actionsHidden = false,
  nestedFields,
  children,
}: EntityFormProps<TValues, TRecord>) {
  const router = useRouter();
  const form = useForm<TValues>({
    // The form's values are exactly the schema's input, which is what react-hook-form's defaults describe.
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const [conflict, setConflict] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = React.useState(false);
  const saving = form.formState.isSubmitting;
  const dirty = form.formState.isDirty && !readOnly;
  useUnsavedChangesWarning(dirty && !saving);

  const fieldNames = React.useMemo(() => new Set(Object.keys(defaultValues)), [defaultValues]);
  /** `authorIds.2` is reported on the authors field, `expectedPublicationDate` on its own. */
  const fieldOf = (path: string): Path<TValues> | null => {
    const [top = '', sub] = path.split('.');
    if (sub && nestedFields?.includes(top)) return `${top}.${sub}` as Path<TValues>;
    const name = fieldNames.has(path) ? path : (path.split('.')[0] ?? '');
    return fieldNames.has(name) ? (name as Path<TValues>) : null;
  };

  async function onSubmit(values: TValues) {
    setFormError(null);
    setConflict(null);
    const request = submit?.request(values) ?? {
      url: record ? `/api/${resource}/${record.id}` : `/api/${resource}`,
      method: record ? 'PUT' : 'POST',
      body: record ? { ...values, version: record.version } : values,
    };
    try {
      const answer = await fetchJson(request.url, okOf(isRecord), {
        method: request.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      toast.success(submit?.done ?? (record ? `The ${noun} was saved` : `The ${noun} was created`));
      // The saved values become the clean state; the page's data follows from the server.
      form.reset(form.getValues());
      router.refresh();
      onSaved?.(answer.data, !record);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError('The server could not be reached. Nothing was saved; please try again.');
        return;
      }
      if (error.status === 409) {
        setConflict(error.message);
        return;
      }
      let focused = false;
      const unplaced: string[] = [];
      for (const issue of error.issues ?? []) {
        const field = fieldOf(submit?.fieldPath?.(issue.path) ?? issue.path);
        if (!field) {
          unplaced.push(issue.message);
          continue;
        }
        form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused || unplaced.length > 0) setFormError([error.message, ...unplaced].join(' '));
    }
  }

  async function deleteRecord(): Promise<boolean> {
    if (!record) return false;
    try {
      await fetchJson(`/api/${resource}/${record.id}?version=${record.version}`, deletedRecord, {
        method: 'DELETE',
      });
    } catch (error) {
      toast.error(`The ${noun} was not deleted`, {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success(`The ${noun} was deleted`);
    form.reset(form.getValues());
    router.push(deleteRedirect ?? cancelHref);
    router.refresh();
    return true;
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
        {formError ? <FormFailure title="Not saved" message={formError} /> : null}
        <fieldset disabled={readOnly || saving} className="space-y-6">
          {children(form)}
        </fieldset>
        <div
          className="flex flex-wrap items-center justify-between gap-3 border-t pt-4"
          hidden={actionsHidden}
        >
          <div className="flex items-center gap-2">
            {readOnly ? null : (
              <Button type="submit" disabled={saving}>
                {saving ? <Spinner label="" /> : null}
                {submit?.label ?? (record ? 'Save changes' : `Create ${noun}`)}
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link href={cancelHref}>{readOnly ? 'Back' : 'Cancel'}</Link>
            </Button>
            {dirty ? <span className="text-sm text-muted-foreground">Unsaved changes</span> : null}
          </div>
          {record && deleteRedirect && !submit ? (
            <Button variant="ghost" className="text-destructive" onClick={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete {noun}
            </Button>
          ) : null}
        </div>
      </form>

      <ConflictDialog
        open={conflict !== null}
        noun={noun}
        message={conflict ?? ''}
        onKeepEditing={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          form.reset(defaultValues);
          router.refresh();
        }}
      />

      {record && deleteRedirect ? (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={`Delete this ${noun}?`}
          description={`It is removed for good; its history stays in the audit log. A ${noun} other records depend on is kept, and you are told why.`}
          confirmLabel={`Delete ${noun}`}
          onConfirm={deleteRecord}
        />
      ) : null}
    </Form>
  );
}
