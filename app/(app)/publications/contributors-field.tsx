'use client';

import * as React from 'react';
import { UserPlusIcon } from '@/components/icons';

import { SelectCell } from '@/app/(app)/contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '@/app/(app)/contracts/rows-field';
import { CONTACT_SEARCH_PLACEHOLDER, findContacts } from '@/components/area/contact-search';
import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { CONTRIBUTOR_ROLE } from '@/lib/contract/choices';
import type { ContributorRole } from '@/lib/contract/enums';

interface CreditRow {
  contactId: number;
  role: ContributorRole | null;
}

const contributorSearch: RecordSearch = {
  noun: 'contributor',
  placeholder: CONTACT_SEARCH_PLACEHOLDER,
  max: 1,
  find: findContacts,
};

/** The credits in the order they are printed: contacts found by searching, each with an ONIX role. */
export function ContributorsField({
  names,
  ...props
}: Omit<RowsWidgetProps, 'fixed'> & { names: ReadonlyMap<number, string> }) {
  const [known, setKnown] = React.useState(() => new Map(names));
  const nameOf = (id: number) => known.get(id) ?? names.get(id) ?? `Contact ${id}`;
  return (
    <RowsField<CreditRow>
      {...props}
      fixed={false}
      name="contributors"
      description="In credit order, as the cover and the trade feeds give them."
      noun="contributor"
      rowLabel={(credit) => nameOf(credit.contactId)}
      row={(credit, change) => (
        <>
          <span className="w-48 self-center text-sm font-medium">{nameOf(credit.contactId)}</span>
          <SelectCell
            label="Role"
            value={credit.role}
            choice={CONTRIBUTOR_ROLE}
            onChange={(role) => change({ role })}
          />
        </>
      )}
      adder={(append) => (
        <SearchButton
          variant="outline"
          size="sm"
          source={contributorSearch}
          onPick={(found) => {
            setKnown((current) => new Map(current).set(found.id, found.name));
            append({ contactId: found.id, role: 'A01' });
          }}
        >
          <UserPlusIcon aria-hidden="true" />
          Add a contributor
        </SearchButton>
      )}
    />
  );
}
