import type { Metadata } from 'next';

import { ContactOverviewScreen } from '@/components/contacts/contact-overview';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { CONTACT_RIGHTS } from '@/lib/contract/contacts';
import { createLogger } from '@/lib/log';
import { meetsAny } from '@/lib/rights';
import { getContactOverview } from '@/lib/upstream/contacts';

export const metadata: Metadata = { title: 'Contacts' };

const log = createLogger('web');

export default async function ContactsOverviewPage() {
  const user = await guardPage('/contacts');
  const { upstreamToken } = await verifySession();
  const overview = await getContactOverview({ token: upstreamToken, requestId: await requestId() }).catch(
    (error: unknown) => {
      log.warn({ err: error }, 'contacts: overview failed');
      return null;
    },
  );
  return <ContactOverviewScreen overview={overview} canCreate={meetsAny(user, CONTACT_RIGHTS.create)} />;
}
