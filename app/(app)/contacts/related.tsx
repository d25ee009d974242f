import { Link } from '@/components/ui/link';

import {
  RelatedCommissionings,
  RelatedContracts,
  RelatedPublications,
} from '@/components/area/related-records';
import type { Contact } from '@/lib/areas/contacts';
import { CONTRACT_PARTY_ROLE, choiceLabel } from '@/lib/contract/choices';

/** The tabs of a contact's page: where the contact is credited. */
export function contactTabs(contact: Contact) {
  return [
    {
      value: 'commissionings',
      label: 'Commissionings',
      count: contact.commissionings.length,
      content: (
        <RelatedCommissionings
          caption={`Commissionings of ${contact.name}`}
          rows={contact.commissionings}
          empty="No commissionings name this contact as an author."
          extra={[{ header: 'Credit', cell: (row) => (row.lead ? 'Lead author' : 'Co-author') }]}
        />
      ),
    },
    {
      value: 'contracts',
      label: 'Contracts',
      count: contact.contracts.length,
      content: (
        <RelatedContracts
          caption={`Contracts of ${contact.name}`}
          rows={contact.contracts}
          empty="This contact is not a party to any contract."
          extra={[
            {
              header: 'Commissioning',
              cell: (row) => (
                <Link href={`/commissionings/manage/${row.commissioningId}`} className="hover:underline">
                  {row.commissioningTitle}
                </Link>
              ),
            },
            { header: 'Role', cell: (row) => choiceLabel(CONTRACT_PARTY_ROLE, row.role) },
          ]}
        />
      ),
    },
    {
      value: 'publications',
      label: 'Publications',
      count: contact.publications.length,
      content: (
        <RelatedPublications
          caption={`Publications of ${contact.name}`}
          rows={contact.publications}
          empty="No publications come from this contact's commissionings or contracts."
        />
      ),
    },
  ];
}
