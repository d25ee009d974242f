'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';

import { SelectField, TextField } from '@/components/entity-form/fields';
import { OptionalIdField } from '@/components/entity-form/optional-select-field';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import type { CollectionKind, EditableScheme } from '@/lib/contract/enums';
import type { TaxonomyTerm } from '@/lib/contract/taxonomies';
import { childrenByParent } from '@/lib/taxonomy-labels';
import { savedTerm, termNoun } from './term-editing';

interface TermForm {
  code: string;
  label: string;
  parentId: number | null;
  kind: CollectionKind | null;
}

const FIELDS = ['code', 'label', 'parentId', 'kind'] as const;
/** A collection's kinds (`COLLECTION_KINDS`), kept here rather than in the choices every page loads. */
const KINDS: { value: CollectionKind; label: string }[] = [
  { value: 'series', label: 'Series' },
  { value: 'imprint', label: 'Imprint' },
];

/**
 * The terms a term may sit under, in the tree's order and indented by depth: not the term itself nor
 * anything in its branch, and for an imprint only imprints.
 */
function parentOptions(
  terms: readonly TaxonomyTerm[],
  self: number | undefined,
  kind: CollectionKind | null,
) {
  const children = childrenByParent(terms);
  const options: { value: string; label: string }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const term of children.get(parent) ?? []) {
      if (term.termId === self) continue;
      if (kind !== 'imprint' || term.kind === 'imprint')
        options.push({
          value: String(term.termId),
          label: `${'\u00a0\u00a0'.repeat(depth)}${term.code} ${term.label}${term.active ? '' : ' (retired)'}`,
        });
      walk(term.termId, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/**
 * Adds a term to the firm's subjects or collections, or corrects one (`term` given): its code, heading,
 * parent and, for a collection, whether it is a series or an imprint. The API checks the code is free
 * and the move makes no loop; its refusal shows beside the fields.
 */
export function TermDialog({
  open,
  onOpenChange,
  scheme,
  terms,
  term,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scheme: EditableScheme;
  terms: readonly TaxonomyTerm[];
  term?: TaxonomyTerm;
}) {
  const router = useRouter();
  const form = useForm<TermForm>({
    defaultValues: {
      code: term?.code ?? '',
      label: term?.label ?? '',
      parentId: term?.parentId ?? null,
      kind: scheme === 'collection' ? (term?.kind ?? 'series') : null,
    },
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const noun = term ? termNoun(scheme, term.kind) : scheme === 'subject' ? 'subject' : 'collection';
  const base = `/api/taxonomy/${scheme}/terms`;

  async function save(values: TermForm) {
    setRefusal(null);
    try {
      await fetchJson(term ? `${base}/${term.termId}` : base, savedTerm, {
        method: term ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(term ? { ...values, active: term.active, version: term.version } : values),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(error, form, FIELDS, `The server could not be reached; the ${noun} was not saved.`),
      );
      return;
    }
    toast.success(term ? `The ${noun} was saved` : `The ${termNoun(scheme, values.kind)} was added`);
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={
        term
          ? `Edit ${noun} ${term.code}`
          : scheme === 'subject'
            ? 'Add a subject'
            : 'Add a series or imprint'
      }
      description={
        scheme === 'subject'
          ? 'The firm’s own subject heading, for its website and catalogues.'
          : 'A series numbers its books; an imprint is the name a book is published under.'
      }
      refusal={refusal ? { title: `The ${noun} was not saved`, message: refusal } : null}
      submitLabel={term ? 'Save' : 'Add'}
      onSubmit={save}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {scheme === 'collection' ? (
          <SelectField
            control={form.control}
            name="kind"
            label="Kind"
            options={KINDS}
            className="sm:col-span-2"
          />
        ) : null}
        <TextField
          control={form.control}
          name="code"
          label="Code"
          maxLength={40}
          required
          placeholder={scheme === 'subject' ? 'GARDENS' : 'HARBOUR-CRIME'}
          description="Letters, digits and hyphens; kept in capitals."
        />
        <TextField control={form.control} name="label" label="Heading" maxLength={200} required />
        <OptionalIdField
          control={form.control}
          name="parentId"
          label="Under"
          options={parentOptions(terms, term?.termId, kind)}
          none="At the top"
          className="sm:col-span-2"
        />
      </div>
    </FormDialog>
  );
}
