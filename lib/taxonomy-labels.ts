import type { TaxonomyScheme } from '@/lib/contract/enums';

/** Each scheme's name, and the page of its tree. */
export const SCHEME_NAMES: Record<TaxonomyScheme, string> = {
  thema: 'Thema',
  bisac: 'BISAC',
  bic: 'BIC',
  subject: 'Subjects',
  collection: 'Collections',
};

export const SCHEME_PAGES: Record<TaxonomyScheme, string> = {
  thema: '/publications/taxonomy/thema',
  bisac: '/publications/taxonomy/bisac',
  bic: '/publications/taxonomy/bic',
  subject: '/publications/taxonomy/subjects',
  collection: '/publications/taxonomy/collections',
};

/** A term as people read it: its code, then its heading. */
export const termText = (term: { code: string; label: string }) => `${term.code} ${term.label}`;

/** The terms under each parent (null for the roots), in the order given. */
export function childrenByParent<T extends { termId: number; parentId: number | null }>(
  terms: readonly T[],
): Map<number | null, T[]> {
  const ids = new Set(terms.map((term) => term.termId));
  const children = new Map<number | null, T[]>();
  for (const term of terms) {
    // A term whose parent is not among these (a search's cut) is shown at the top.
    const parent = term.parentId !== null && ids.has(term.parentId) ? term.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), term]);
  }
  return children;
}
