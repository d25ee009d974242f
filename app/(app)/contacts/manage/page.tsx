import type { Metadata } from 'next';
import Link from 'next/link';
import { PlusIcon } from 'lucide-react';

import { ContactsTable } from '@/components/contacts/contacts-table';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { CONTACT_RIGHTS, contactList } from '@/lib/contract/contacts';
import { createLogger } from '@/lib/log';
import { meetsAny } from '@/lib/rights';
import { listContacts } from '@/lib/upstream/contacts';

export const metadata: Metadata = { title: 'Manage contacts' };

const log = createLogger('web');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first page is rendered here from the URL's query; the table takes over in the browser. */
export default async function ManageContactsPage({ searchParams }: Props) {
  const user = await guardPage('/contacts/manage');
  const { upstreamToken } = await verifySession();
  const query = contactList.parse(await searchParams);
  const initial = await listContacts({ token: upstreamToken, requestId: await requestId() }, query).catch(
    (error: unknown) => {
      // The table shows the error with a retry in the browser.
      log.warn({ err: error }, 'contacts: first page failed');
      return undefined;
    },
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage contacts"
        description="Find, filter and export the people and firms the books are made with."
        actions={
          meetsAny(user, CONTACT_RIGHTS.create) ? (
            <Button asChild>
              <Link href="/contacts/manage/new">
                <PlusIcon aria-hidden="true" />
                New contact
              </Link>
            </Button>
          ) : null
        }
      />
      <ContactsTable initial={initial} canDelete={meetsAny(user, CONTACT_RIGHTS.delete)} />
    </div>
  );
}
