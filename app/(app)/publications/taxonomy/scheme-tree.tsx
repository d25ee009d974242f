import type { TaxonomyTerm } from '@/lib/contract/taxonomies';
import { formatNumber } from '@/lib/format';
import { childrenByParent } from '@/lib/taxonomy-labels';

/**
 * A scheme's terms as a tree drawn on the server: each heading opens on a click without any script
 * (details and summary), and a search opens every branch that leads to a match.
 */
export function SchemeTree({ terms, open }: { terms: readonly TaxonomyTerm[]; open: boolean }) {
  const children = childrenByParent(terms);
  return (
    <ul className="text-sm">
      {(children.get(null) ?? []).map((term) => (
        <Branch key={term.termId} term={term} tree={children} open={open} />
      ))}
    </ul>
  );
}

function Branch({
  term,
  tree,
  open,
}: {
  term: TaxonomyTerm;
  tree: ReadonlyMap<number | null, TaxonomyTerm[]>;
  open: boolean;
}) {
  const below = tree.get(term.termId) ?? [];
  const line = (
    <>
      <span className="font-mono text-xs">{term.code}</span> {term.label}
      {term.publications > 0 ? (
        <span className="ml-2 text-muted-foreground">({formatNumber(term.publications)})</span>
      ) : null}
    </>
  );
  if (below.length === 0) return <li className="py-0.5 pl-5">{line}</li>;
  return (
    <li className="py-0.5">
      <details open={open}>
        <summary className="cursor-pointer">{line}</summary>
        <ul className="ml-5">
          {below.map((child) => (
            <Branch key={child.termId} term={child} tree={tree} open={open} />
          ))}
        </ul>
      </details>
    </li>
  );
}
