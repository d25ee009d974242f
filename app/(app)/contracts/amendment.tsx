'use client';

import * as React from 'react';
import { FilePenLineIcon, LockIcon } from '@/components/icons';
import type { FieldValues } from 'react-hook-form';

import type { FormSubmit } from '@/components/entity-form/entity-form';
import { TextField, TextareaField } from '@/components/entity-form/fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { FormControlOf } from './rows-field';

/*
 * Amending a signed contract's terms: the page's Amend buttons switch its form into amendment mode,
 * where the terms can be changed and are sent, with a reason and the day they take effect, to the
 * amendments endpoint, which keeps the version they replace. One flag for the page, so that the
 * header's button and the form, separate parts of the page, agree.
 */

let amending = false;
const listeners = new Set<() => void>();

function setAmending(next: boolean): void {
  if (amending === next) return;
  amending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAmending = () =>
  React.useSyncExternalStore(
    subscribe,
    () => amending,
    () => false,
  );

export const stopAmending = () => setAmending(false);

/** Starts amending; from the page's header it also shows the Terms tab. */
export function AmendButton({ showTab }: { showTab?: string }) {
  if (useAmending()) return null;
  return (
    <Button
      variant="outline"
      onClick={() => {
        setAmending(true);
        if (showTab) window.location.hash = showTab;
      }}
    >
      <FilePenLineIcon aria-hidden="true" />
      Amend terms
    </Button>
  );
}

/** Above a signed contract's terms: why they cannot be edited, and the way to change them. */
export function TermsLock({
  since,
  inForce,
  canAmend,
}: {
  since: string;
  inForce: string;
  canAmend: boolean;
}) {
  if (useAmending()) return null;
  return (
    <Alert>
      <LockIcon aria-hidden="true" />
      <AlertTitle>The terms are locked</AlertTitle>
      <AlertDescription>
        <p>
          Signed on {since}; {inForce} is in force. The terms change only by an amendment, which keeps the
          version it replaces.
        </p>
        {canAmend ? <AmendButton /> : null}
      </AlertDescription>
    </Alert>
  );
}

/** The amendment's own fields, above the terms while amending. */
export function AmendmentFields({ control }: { control: FormControlOf }) {
  return (
    <fieldset className="max-w-4xl space-y-4 rounded-md border border-primary/40 bg-primary/5 p-4">
      <legend className="px-1 text-sm font-medium">Amending the terms</legend>
      <p className="text-sm text-muted-foreground">
        Change the terms on the Details, Parties, Terms and Advance tabs, then record the amendment. The
        version in force now stays readable under Terms.
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextareaField control={control} name="reason" label="Reason for the amendment" rows={2} />
        <TextField control={control} name="effectiveDate" label="In force from" type="date" required />
      </div>
      <Button variant="ghost" size="sm" onClick={stopAmending}>
        Cancel the amendment
      </Button>
    </fieldset>
  );
}

/** The values an amendment starts from: the record's, with an empty reason, in force today. */
export function amendmentValues(values: FieldValues): FieldValues {
  return { ...values, reason: '', effectiveDate: new Date().toISOString().slice(0, 10) };
}

/** Sends the amended record, with the reason and the day, to the amendments endpoint. */
export function amendmentSubmit(contractId: number, version: number): FormSubmit<FieldValues> {
  return {
    label: 'Record the amendment',
    done: 'The amendment was recorded',
    request: ({ reason, effectiveDate, ...contract }) => ({
      url: `/api/contracts/${contractId}/amendments`,
      method: 'POST',
      body: { reason, effectiveDate, contract, version },
    }),
    // The API names the amended record's fields under `contract`.
    fieldPath: (path) => path.replace(/^contract\./, ''),
  };
}
