import type { Metadata } from 'next';

import { contactArea, contactOverviewSchema } from '@/lib/areas/contacts';
import { okEnvelope } from '@/lib/contract/envelope';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { upstreamCall } from '@/lib/upstream/call';
import { ContactOverviewScreen } from './overview';

export const metadata: Metadata = { title: 'Contacts' };

const log = createLogger('web');

export default async function ContactsOverviewPage() {
  const { user, caller } = await openPage('/contacts');
  const overview = await upstreamCall(okEnvelope(contactOverviewSchema), 'contacts/overview', {
    ...caller,
    fallbackError: 'Failed to fetch the contacts overview',
  })
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      log.warn({ err: error }, 'contacts: overview failed');
      return null;
    });
  return (
    <ContactOverviewScreen overview={overview} canCreate={meetsGuard(user, contactArea.rights.create)} />
  );
}
