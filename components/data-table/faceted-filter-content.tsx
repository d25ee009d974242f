'use client';

import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { FacetMenuProps } from './faceted-filter';

/** A facet's values: boxes to tick several, or one to choose, and a way to clear them. */
export function FacetedFilterContent({ facet, selected, onChange }: FacetMenuProps) {
  return (
    <DropdownMenuContent align="start" className="max-h-80! w-56">
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
          <DropdownMenuItem onSelect={() => onChange([])}>Clear {facet.title.toLowerCase()}</DropdownMenuItem>
        </>
      ) : null}
    </DropdownMenuContent>
  );
}
