'use client';

import * as React from 'react';
import { UserPlusIcon } from '@/components/icons';

import { CONTACT_SEARCH_PLACEHOLDER, findContacts } from '@/components/area/contact-search';
import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { CONTRACT_PARTY_ROLE } from '@/lib/contract/choices';
import type { ContractPartyRole } from '@/lib/contract/enums';
import { formatPercent } from '@/lib/format';
import { NumberCell, SelectCell, type NumberValue } from './row-cells';
import { RowsField, type RowsWidgetProps } from './rows-field';

interface PartyRow {
  contactId: number;
  role: ContractPartyRole | null;
  sharePercent: NumberValue;
}

const partySearch: RecordSearch = {
  noun: 'party',
  placeholder: CONTACT_SEARCH_PLACEHOLDER,
  max: 1,
  find: findContacts,
};

/**
 * The contract's parties: contacts found by searching, each in a role with a share of the royalties.
 * The total is shown as the shares are typed; the API says when it is not 100%.
 */
export function PartiesField({
  names,
  ...props
}: RowsWidgetProps & {
  /** Names of the parties the record already has. */
  names: ReadonlyMap<number, string>;
}) {
  const [known, setKnown] = React.useState(() => new Map(names));
  const nameOf = (id: number) => known.get(id) ?? names.get(id) ?? `Contact ${id}`;
  return (
    <RowsField<PartyRow>
      {...props}
      name="parties"
      description="Each party’s share of every royalty the contract earns; an agent’s is usually 0."
      noun="party"
      rowLabel={(party) => nameOf(party.contactId)}
      row={(party, change) => (
        <>
          <span className="w-48 self-center text-sm font-medium">{nameOf(party.contactId)}</span>
          <SelectCell
            label="Role"
            value={party.role}
            choice={CONTRACT_PARTY_ROLE}
            onChange={(role) => change({ role })}
            className="w-40"
          />
          <NumberCell
            label="Share (%)"
            value={party.sharePercent}
            step={0.01}
            onChange={(sharePercent) => change({ sharePercent })}
          />
        </>
      )}
      footer={(parties) =>
        parties.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Shares total{' '}
            {formatPercent(
              parties.reduce(
                (sum, party) => sum + (typeof party.sharePercent === 'number' ? party.sharePercent : 0),
                0,
              ),
              2,
              false,
            )}
          </p>
        ) : null
      }
      adder={(append) => (
        <SearchButton
          variant="outline"
          size="sm"
          source={partySearch}
          onPick={(found) => {
            setKnown((current) => new Map(current).set(found.id, found.name));
            append({ contactId: found.id, role: null, sharePercent: '' });
          }}
        >
          <UserPlusIcon aria-hidden="true" />
          Add a party
        </SearchButton>
      )}
    />
  );
}
