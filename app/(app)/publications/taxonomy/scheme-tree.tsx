import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import type { TaxonomyTerm } from '@/lib/contract/taxonomies';
import { formatNumber } from '@/lib/format';
import { childrenByParent } from '@/lib/taxonomy-labels';

type Actions = (term: TaxonomyTerm) => ReactNode;

/**
 * A scheme's terms as a tree drawn on the server: each heading opens on a click without any script
 * (details and summary), and a search opens every branch that leads to a match. An imprint and a
 * retired term say so; `actions` draws a term's buttons where the scheme is edited on its page.
 */
export function SchemeTree({
  terms,
  open,
  actions,
}: {
  terms: readonly TaxonomyTerm[];
  open: boolean;
  actions?: Actions;
}) {
  const children = childrenByParent(terms);
  return (
    <ul className="text-sm" aria-label="Terms">
      {(children.get(null) ?? []).map((term) => (
        <Branch key={term.termId} term={term} tree={children} open={open} actions={actions} />
      ))}
    </ul>
  );
}

function Branch({
  term,
  tree,
  open,
  actions,
}: {
  term: TaxonomyTerm;
  tree: ReadonlyMap<number | null, TaxonomyTerm[]>;
  open: boolean;
  actions?: Actions;
}) {
  const below = tree.get(term.termId) ?? [];
  const buttons = actions?.(term);
  // The buttons sit beside the line, never inside the summary (a button in a button).
  const beside = buttons ? <span className="absolute top-0 right-0">{buttons}</span> : null;
  const line = (
    <>
      <span className={term.active ? undefined : 'text-muted-foreground'}>
        <span className="font-mono text-xs">{term.code}</span> {term.label}
      </span>
      {term.kind === 'imprint' ? (
        <Badge variant="secondary" className="ml-2">
          Imprint
        </Badge>
      ) : null}
      {term.active ? null : (
        <Badge variant="outline" className="ml-2">
          Retired
        </Badge>
      )}
      {term.publications > 0 ? (
        <span className="ml-2 text-muted-foreground">({formatNumber(term.publications)})</span>
      ) : null}
    </>
  );
  const room = buttons ? 'relative min-h-8 py-1 pr-28' : 'py-0.5';
  if (below.length === 0)
    return (
      <li className={`${room} pl-5`}>
        {line}
        {beside}
      </li>
    );
  return (
    <li className={buttons ? 'relative py-1' : 'py-0.5'}>
      <details open={open}>
        <summary className={buttons ? 'cursor-pointer pr-28' : 'cursor-pointer'}>{line}</summary>
        <ul className="ml-5">
          {below.map((child) => (
            <Branch key={child.termId} term={child} tree={tree} open={open} actions={actions} />
          ))}
        </ul>
      </details>
      {beside}
    </li>
  );
}
