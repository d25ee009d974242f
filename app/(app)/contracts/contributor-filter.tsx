'use client';

import * as React from 'react';
import { UserSearchIcon, XIcon } from '@/components/icons';

import { CONTACT_SEARCH_PLACEHOLDER, findContacts } from '@/components/area/contact-search';
import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { useListUrl } from '@/components/data-table/use-list-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ListUrl } from '@/lib/contract/list-url';

const contributorSearch: RecordSearch = {
  noun: 'contributor',
  placeholder: CONTACT_SEARCH_PLACEHOLDER,
  max: 1,
  find: findContacts,
};

/**
 * The list's contributor filter: one contact, found by searching the contacts (too many to offer as
 * a menu), written to the address as `contributorId` like every filter.
 */
export function ContributorFilter({
  definition,
  names,
}: {
  definition: ListUrl;
  /** Names of the contacts the rows name: the chosen one is among them while any row matches. */
  names: ReadonlyMap<number, string>;
}) {
  const { query, navigate } = useListUrl(definition);
  const [picked, setPicked] = React.useState<{ id: number; name: string } | null>(null);
  const value = query.filters.contributorId;
  const chosen = typeof value === 'number' ? value : null;
  const name =
    chosen === null
      ? null
      : (names.get(chosen) ?? (picked?.id === chosen ? picked.name : `Contact ${chosen}`));
  const choose = (id: number | null) =>
    navigate((params) =>
      id === null ? params.delete('contributorId') : params.set('contributorId', String(id)),
    );
  return (
    <div className="flex items-center">
      <SearchButton
        variant="outline"
        size="sm"
        className="border-dashed"
        source={contributorSearch}
        chosen={chosen === null ? [] : [chosen]}
        onPick={(found) => {
          setPicked({ id: found.id, name: found.name });
          choose(found.id);
        }}
      >
        <UserSearchIcon aria-hidden="true" />
        Contributor
        {name ? (
          <Badge variant="secondary" className="rounded-sm! px-1! font-normal!">
            {name}
          </Badge>
        ) : null}
      </SearchButton>
      {chosen !== null ? (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => choose(null)}
          aria-label="Clear the contributor filter"
        >
          <XIcon aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
