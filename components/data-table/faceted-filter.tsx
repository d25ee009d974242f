'use client';

import { ListFilterIcon } from '@/components/icons';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LazyDropdown } from '@/components/ui/lazy-menu';
import type { ListUrl } from '@/lib/contract/list-url';

export interface FacetOption {
  value: string;
  label: string;
}

/** One filter offered as a menu of values: several for a list filter, one for a record filter. */
export interface Facet {
  /** The filter's parameter name in the list's definition. */
  name: string;
  title: string;
  options: readonly FacetOption[];
  multiple: boolean;
  /**
   * Where the values come from the records (signing years, editors): read when the menu first opens, so
   * that the page does not read them for every visit. The page gives `options` itself while a value is
   * chosen, for the button to name it.
   */
  loadOptions?: FacetOptionsSource;
}

/** Where a facet's values are read from: `key` names them in the tab's cache (the address they come from). */
export interface FacetOptionsSource {
  key: string;
  load: (signal: AbortSignal) => Promise<readonly FacetOption[]>;
}

/** A facet for a list filter of the definition, its options the filter's own labels. */
export function enumFacet(definition: ListUrl, name: string): Facet {
  const filter = definition.filters[name];
  if (!filter || filter.kind !== 'enum') throw new Error(`${name} is not a list filter`);
  const { values, optionLabels, label } = filter;
  return {
    name,
    title: label,
    multiple: true,
    options: values.map((value) => ({ value, label: optionLabels[value] ?? value })),
  };
}

export interface FacetMenuProps {
  facet: Facet;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

const loadContent = () => import('./faceted-filter-content').then((module) => module.FacetedFilterContent);

/** A facet's button, with what is chosen; its menu's code loads on first use. */
function FacetedFilter({ facet, selected, onChange }: FacetMenuProps) {
  const labels = facet.options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  return (
    <LazyDropdown load={loadContent} contentProps={{ facet, selected, onChange }}>
      <Button variant="outline" size="sm" className="border-dashed">
        <ListFilterIcon aria-hidden="true" />
        {facet.title}
        {labels.length > 0 ? (
          <Badge variant="secondary" className="rounded-sm! px-1! font-normal!">
            {labels.length > 2 ? `${labels.length} selected` : labels.join(', ')}
          </Badge>
        ) : null}
      </Button>
    </LazyDropdown>
  );
}

export { FacetedFilter };
