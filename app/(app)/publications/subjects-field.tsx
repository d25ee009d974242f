'use client';

import * as React from 'react';
import { PlusIcon } from '@/components/icons';

import { NumberCell, type NumberValue } from '@/app/(app)/contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '@/app/(app)/contracts/rows-field';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { TaxonomyScheme } from '@/lib/contract/enums';
import { SCHEME_NAMES, termText } from '@/lib/taxonomy-labels';
import type { PickedTerm } from './subject-tree-dialog';

const SubjectTreeDialog = lazyDialog(() =>
  import('./subject-tree-dialog').then((module) => module.SubjectTreeDialog),
);

interface SubjectRow {
  termId: number;
  main: boolean;
  seriesNumber: NumberValue;
}

/** What the record knows of each of its terms: scheme, code and heading. */
export type KnownTerms = ReadonlyMap<number, { scheme: TaxonomyScheme; code: string; label: string }>;

/**
 * The subjects a publication is filed under, chosen from each scheme's tree: one main subject per
 * scheme (Thema, BISAC, BIC) plus others, and its collections with the number in a series.
 */
export function SubjectsField({ terms, ...props }: Omit<RowsWidgetProps, 'fixed'> & { terms: KnownTerms }) {
  const [known, setKnown] = React.useState(() => new Map(terms));
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  const describe = (termId: number) => {
    const term = known.get(termId);
    return term ? `${SCHEME_NAMES[term.scheme]} ${termText(term)}` : `Subject ${termId}`;
  };
  return (
    <RowsField<SubjectRow>
      {...props}
      fixed={false}
      name="subjects"
      description="The main subject of each scheme goes first in the trade feeds."
      noun="subject"
      rowLabel={(subject) => describe(subject.termId)}
      row={(subject, change) => (
        <>
          <span className="w-72 self-center text-sm">{describe(subject.termId)}</span>
          <label className="flex items-center gap-2 self-center text-sm">
            <input
              type="checkbox"
              checked={subject.main}
              onChange={(event) => change({ main: event.target.checked })}
            />
            Main subject
          </label>
          {known.get(subject.termId)?.scheme === 'collection' ? (
            <NumberCell
              label="Number in series"
              value={subject.seriesNumber}
              step={1}
              onChange={(seriesNumber) => change({ seriesNumber: seriesNumber === '' ? null : seriesNumber })}
            />
          ) : null}
        </>
      )}
      adder={(append) => (
        <>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}
          >
            <PlusIcon aria-hidden="true" />
            Add a subject
          </Button>
          <SubjectTreeDialog
            key={dialog.round}
            open={dialog.open}
            onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
            chosen={new Set(known.keys())}
            onPick={(term: PickedTerm) => {
              setKnown((current) => new Map(current).set(term.termId, term));
              const firstOfScheme = ![...known.values()].some((entry) => entry.scheme === term.scheme);
              append({
                termId: term.termId,
                main: firstOfScheme && term.scheme !== 'collection',
                seriesNumber: null,
              });
            }}
          />
        </>
      )}
    />
  );
}
