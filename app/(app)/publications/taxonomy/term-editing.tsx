'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { ArchiveIcon, ArchiveRestoreIcon, PencilIcon, PlusIcon, Trash2Icon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DialogButton } from '@/components/ui/dialog-button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { deletedRecord, hasId, okOf } from '@/lib/bff/parser';
import type { EditableScheme } from '@/lib/contract/enums';
import type { TaxonomyTerm } from '@/lib/contract/taxonomies';

const TermDialog = lazyDialog(() => import('./term-dialog').then((module) => module.TermDialog));

/** What the tree's buttons share: the scheme, its terms (for the parent list), what the user may do. */
interface Editing {
  scheme: EditableScheme;
  terms: readonly TaxonomyTerm[];
  canDelete: boolean;
}

const EditingContext = React.createContext<Editing | null>(null);

function useEditing(): Editing {
  const editing = React.useContext(EditingContext);
  if (!editing) throw new Error('TermEditing is missing around the tree');
  return editing;
}

/** Around a scheme's page: its terms once, for every row's buttons and the add button. */
export function TermEditing({ children, ...editing }: Editing & { children: React.ReactNode }) {
  return <EditingContext.Provider value={editing}>{children}</EditingContext.Provider>;
}

export const savedTerm = okOf(hasId('termId'));
const unreachable = 'The server could not be reached.';

/** How people call a term of the scheme. */
export const termNoun = (scheme: EditableScheme, kind: TaxonomyTerm['kind']) =>
  scheme === 'subject' ? 'subject' : (kind ?? 'series');

export function AddTerm() {
  const { scheme, terms } = useEditing();
  return (
    <DialogButton dialog={(state) => <TermDialog {...state} scheme={scheme} terms={terms} />}>
      <PlusIcon aria-hidden="true" />
      {scheme === 'subject' ? 'Add a subject' : 'Add a series or imprint'}
    </DialogButton>
  );
}

/** Edit (code, heading, parent, kind), retire or reactivate, and delete one term of the tree. */
export function TermActions({ termId }: { termId: number }) {
  const { scheme, terms, canDelete } = useEditing();
  const router = useRouter();
  const [asking, setAsking] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const term = terms.find((entry) => entry.termId === termId);
  if (!term) return null;
  const noun = termNoun(scheme, term.kind);
  const what = `${noun} ${term.code} ${term.label}`;
  const address = `/api/taxonomy/${scheme}/terms/${term.termId}`;

  async function setActive(active: boolean) {
    if (!term) return;
    setBusy(true);
    try {
      const { code, label, parentId, kind, version } = term;
      await fetchJson(address, savedTerm, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, label, parentId, kind, active, version }),
      });
      toast.success(active ? `The ${noun} is active again` : `The ${noun} is retired`);
      router.refresh();
    } catch (error) {
      toast.error(`The ${noun} was not ${active ? 'reactivated' : 'retired'}`, {
        description: error instanceof ApiError ? error.message : unreachable,
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(): Promise<boolean> {
    try {
      await fetchJson(address, deletedRecord, { method: 'DELETE' });
    } catch (error) {
      toast.error(`The ${noun} was not deleted`, {
        description: error instanceof ApiError ? error.message : unreachable,
      });
      return false;
    }
    toast.success(`The ${noun} was deleted`);
    router.refresh();
    return true;
  }

  const Retire = term.active ? ArchiveIcon : ArchiveRestoreIcon;
  return (
    <span className="inline-flex gap-0.5">
      <DialogButton
        variant="ghost"
        size="icon-sm"
        aria-label={`Edit ${what}`}
        dialog={(state) => <TermDialog {...state} scheme={scheme} terms={terms} term={term} />}
      >
        <PencilIcon aria-hidden="true" />
      </DialogButton>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`${term.active ? 'Retire' : 'Reactivate'} ${what}`}
        title={term.active ? 'Retire: kept where used, offered to no new publication' : 'Reactivate'}
        disabled={busy}
        onClick={() => setActive(!term.active)}
      >
        <Retire aria-hidden="true" />
      </Button>
      {canDelete ? (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${what}`}
            onClick={() => setAsking(true)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={`Delete this ${noun}?`}
            description={
              term.publications > 0
                ? `${term.code} ${term.label} is used by ${term.publications} ${term.publications === 1 ? 'publication' : 'publications'}: it cannot be deleted while they are; retire it instead.`
                : `${term.code} ${term.label} goes for good.`
            }
            confirmLabel="Delete"
            onConfirm={remove}
          />
        </>
      ) : null}
    </span>
  );
}
