'use client';

import { useQuery } from '@tanstack/react-query';

import { QueryProvider } from '@/components/providers/query-provider';
import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { FacetMenuProps, FacetOption, FacetOptionsSource } from './faceted-filter';

/** A facet's values: boxes to tick several, or one to choose, and a way to clear them. */
export function FacetedFilterContent(props: FacetMenuProps) {
  const { facet } = props;
  return (
    <DropdownMenuContent align="start" className="max-h-80! w-56">
      <DropdownMenuLabel>{facet.title}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {facet.loadOptions && facet.options.length === 0 ? (
        <QueryProvider>
          <LoadedChoices {...props} source={facet.loadOptions} />
        </QueryProvider>
      ) : (
        <Choices {...props} options={facet.options} />
      )}
    </DropdownMenuContent>
  );
}

/** The values of a facet that reads them on opening: a word while they come, or why they did not. */
function LoadedChoices({ source, ...props }: FacetMenuProps & { source: FacetOptionsSource }) {
  const options = useQuery({
    queryKey: ['facet-options', source.key],
    queryFn: ({ signal }) => source.load(signal),
    staleTime: 60_000,
  });
  if (options.isPending) return <DropdownMenuItem disabled>Loading…</DropdownMenuItem>;
  if (options.isError) return <DropdownMenuItem disabled>{options.error.message}</DropdownMenuItem>;
  if (options.data.length === 0) return <DropdownMenuItem disabled>None to choose from</DropdownMenuItem>;
  return <Choices {...props} options={options.data} />;
}

function Choices({
  facet,
  selected,
  onChange,
  options,
}: FacetMenuProps & { options: readonly FacetOption[] }) {
  return (
    <>
      {facet.multiple ? (
        options.map((option) => (
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
          {options.map((option) => (
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
    </>
  );
}
