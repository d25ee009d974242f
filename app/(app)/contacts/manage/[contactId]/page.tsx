import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ContactForm } from '@/components/contacts/contact-form';
import {
  ContactCommissionings,
  ContactContracts,
  ContactPublications,
} from '@/components/contacts/contact-related';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { DetailTabs } from '@/components/detail-page/detail-tabs';
import { formatDay } from '@/components/detail-page/format';
import { HistoryTab } from '@/components/detail-page/history-tab';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { CONTACT_FIELD_LABELS, CONTACT_RIGHTS, CONTACT_ROLE_LABELS } from '@/lib/contract/contacts';
import { meetsAny } from '@/lib/rights';
import { getContact } from '@/lib/upstream/contacts';
import { UpstreamError } from '@/lib/upstream/errors';

export const metadata: Metadata = { title: 'Contact' };

type Props = { params: Promise<{ contactId: string }> };

export default async function ContactPage({ params }: Props) {
  const { contactId } = await params;
  const user = await guardPage(`/contacts/manage/${contactId}`);
  const id = /^\d{1,9}$/.test(contactId) ? Number(contactId) : 0;
  if (id < 1) notFound();
  const { upstreamToken } = await verifySession();
  const contact = await getContact({ token: upstreamToken, requestId: await requestId() }, id).catch(
    (error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) notFound();
      throw error;
    },
  );

  return (
    <div className="space-y-6">
      <DetailHeader
        backHref="/contacts/manage"
        backLabel="Contacts"
        title={contact.name}
        status={{ label: contact.roles.map((role) => CONTACT_ROLE_LABELS[role]).join(' · ') }}
        facts={[
          contact.organisation,
          contact.email,
          contact.orcid ? `ORCID ${contact.orcid}` : null,
          `Added ${formatDay(contact.createdDate)}`,
        ].filter(Boolean)}
      />
      <DetailTabs
        tabs={[
          {
            value: 'details',
            label: 'Details',
            content: (
              <div className="max-w-4xl">
                <ContactForm
                  key={contact.version}
                  contact={contact}
                  canEdit={meetsAny(user, CONTACT_RIGHTS.update)}
                  canDelete={meetsAny(user, CONTACT_RIGHTS.delete)}
                />
              </div>
            ),
          },
          {
            value: 'commissionings',
            label: 'Commissionings',
            count: contact.commissionings.length,
            content: <ContactCommissionings contact={contact} />,
          },
          {
            value: 'contracts',
            label: 'Contracts',
            count: contact.contracts.length,
            content: <ContactContracts contact={contact} />,
          },
          {
            value: 'publications',
            label: 'Publications',
            count: contact.publications.length,
            content: <ContactPublications contact={contact} />,
          },
          {
            value: 'history',
            label: 'History',
            content: (
              <HistoryTab
                resource="contacts"
                id={contact.contactId}
                fieldLabels={CONTACT_FIELD_LABELS}
                valueLabels={{ roles: CONTACT_ROLE_LABELS }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
