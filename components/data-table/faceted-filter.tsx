'use client';

import { ListFilterIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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

function FacetedFilter({
  facet,
  selected,
  onChange,
}: {
  facet: Facet;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const labels = facet.options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="border-dashed">
          <ListFilterIcon aria-hidden="true" />
          {facet.title}
          {labels.length > 0 ? (
            <Badge variant="secondary" className="rounded-sm px-1 font-normal">
              {labels.length > 2 ? `${labels.length} selected` : labels.join(', ')}
            </Badge>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 w-56">
        <DropdownMenuLabel>{facet.title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {facet.multiple ? (
          facet.options.map((option) => (
            <DropdownMenuCheckboxItem
              key={option.value}
              checked={selected.includes(option.value)}
              // The menu stays open, so that several values can be ticked in one go.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...selected, option.value]
                    : selected.filter((value) => value !== option.value),
                )
              }
            >
              {option.label}
            </DropdownMenuCheckboxItem>
          ))
        ) : (
          <DropdownMenuRadioGroup
            value={selected[0] ?? ''}
            onValueChange={(value) => onChange(value ? [value] : [])}
          >
            {facet.options.map((option) => (
              <DropdownMenuRadioItem key={option.value} value={option.value}>
                {option.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
        {selected.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>
              Clear {facet.title.toLowerCase()}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { FacetedFilter };
