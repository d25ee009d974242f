import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';

import { ContactForm } from '@/components/contacts/contact-form';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { guardPage } from '@/lib/auth/dal';
import { CONTACT_RIGHTS } from '@/lib/contract/contacts';
import { meetsAny } from '@/lib/rights';

export const metadata: Metadata = { title: 'New contact' };

export default async function NewContactPage() {
  const user = await guardPage('/contacts/manage/new');
  if (!meetsAny(user, CONTACT_RIGHTS.create)) forbidden();
  return (
    <div className="max-w-4xl space-y-6">
      <DetailHeader backHref="/contacts/manage" backLabel="Contacts" title="New contact" />
      <ContactForm canEdit canDelete={false} />
    </div>
  );
}
