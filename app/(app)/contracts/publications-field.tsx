'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';

import { isPublicationRef } from '@/components/area/ref-guards';
import { Checkbox } from '@/components/ui/checkbox';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import type { PublicationRef } from '@/lib/areas/refs';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import type { FormControlOf } from './rows-field';

const commissioningEditions = okOf(
  (value): value is { publications: PublicationRef[] } =>
    isRecord(value) && Array.isArray(value.publications) && value.publications.every(isPublicationRef),
);

type Editions =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'read'; list: readonly PublicationRef[] };

/** The editions of the chosen commissioning, read again when another is chosen. */
function useEditions(commissioningId: number, linked: readonly PublicationRef[]): Editions {
  const [read, setRead] = React.useState<{ of: number; editions: Editions } | null>(null);
  React.useEffect(() => {
    if (commissioningId <= 0) return;
    const abort = new AbortController();
    fetchJson(`/api/commissionings/${commissioningId}`, commissioningEditions, { signal: abort.signal }).then(
      (answer) =>
        setRead({ of: commissioningId, editions: { state: 'read', list: answer.data.publications } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : 'The server could not be reached.';
        setRead({ of: commissioningId, editions: { state: 'failed', message } });
      },
    );
    return () => abort.abort();
  }, [commissioningId]);
  if (commissioningId <= 0) return { state: 'read', list: [] };
  if (read?.of === commissioningId) return read.editions;
  // Until the commissioning's editions arrive, the linked ones are what there is to show.
  return linked.length > 0 ? { state: 'read', list: linked } : { state: 'loading' };
}

const editionName = (edition: PublicationRef) =>
  `${edition.title} · ${choiceLabel(PUBLICATION_FORMAT, edition.format)} · ${edition.isbn}`;

/** The publications the contract covers: editions of its commissioning, ticked. */
export function PublicationsField({
  control,
  label,
  linked,
}: {
  control: FormControlOf;
  label: string;
  /** The publications the record covers now. */
  linked: readonly PublicationRef[];
}) {
  const chosenCommissioning: unknown = useWatch({ control, name: 'commissioningId' });
  const commissioningId = typeof chosenCommissioning === 'number' ? chosenCommissioning : 0;
  const editions = useEditions(commissioningId, linked);
  return (
    <FormField
      control={control}
      name="publicationIds"
      render={({ field }) => {
        const chosen: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <div ref={field.ref} tabIndex={-1} role="group" className="space-y-2 rounded-md outline-none">
                {commissioningId <= 0 ? (
                  <p className="text-sm text-muted-foreground">Choose the commissioning first.</p>
                ) : editions.state === 'loading' ? (
                  <p className="text-sm text-muted-foreground">Reading the commissioning’s editions…</p>
                ) : editions.state === 'failed' ? (
                  <p className="text-sm text-destructive">{editions.message}</p>
                ) : editions.list.length === 0 ? (
                  <p className="text-sm text-muted-foreground">The commissioning has no editions yet.</p>
                ) : (
                  editions.list.map((edition) => (
                    <label key={edition.publicationId} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={chosen.includes(edition.publicationId)}
                        onBlur={field.onBlur}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...chosen, edition.publicationId]
                              : chosen.filter((id) => id !== edition.publicationId),
                          )
                        }
                      />
                      {editionName(edition)}
                    </label>
                  ))
                )}
              </div>
            </FormControl>
            <FormDescription>A contract covers editions of its own commissioning.</FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
