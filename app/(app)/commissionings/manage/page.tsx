import type { Metadata } from 'next';
import Link from 'next/link';
import { PlusIcon, UploadIcon } from 'lucide-react';

import { CommissioningsTable } from '@/components/commissionings/commissionings-table';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { guardPage, requestId, verifySession } from '@/lib/auth/dal';
import { COMMISSIONING_RIGHTS, IMPORT_RIGHTS, commissioningList } from '@/lib/contract/commissionings';
import { createLogger } from '@/lib/log';
import { meetsGuard } from '@/lib/rights';
import { listCommissioningEditors, listCommissionings } from '@/lib/upstream/commissionings';

export const metadata: Metadata = { title: 'Commissionings' };

const log = createLogger('web');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageCommissioningsPage({ searchParams }: Props) {
  const user = await guardPage('/commissionings/manage');
  const { upstreamToken } = await verifySession();
  const call = { token: upstreamToken, requestId: await requestId() };
  const query = commissioningList.parse(await searchParams);
  const [initial, editors] = await Promise.all([
    listCommissionings(call, query).catch((error: unknown) => {
      // The table shows the error with a retry in the browser.
      log.warn({ err: error }, 'commissionings: first page failed');
      return undefined;
    }),
    listCommissioningEditors(call).catch((error: unknown) => {
      log.warn({ err: error }, 'commissionings: editors failed');
      return [];
    }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Commissionings"
        description="Books from proposal to publication: who edits them, who writes them, where they stand."
        actions={
          <>
            {meetsGuard(user, IMPORT_RIGHTS) ? (
              <Button variant="outline" asChild>
                <Link href="/commissionings/import">
                  <UploadIcon aria-hidden="true" />
                  Import CSV
                </Link>
              </Button>
            ) : null}
            {meetsGuard(user, COMMISSIONING_RIGHTS.create) ? (
              <Button asChild>
                <Link href="/commissionings/manage/new">
                  <PlusIcon aria-hidden="true" />
                  New commissioning
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <CommissioningsTable
        initial={initial}
        editors={editors}
        canDelete={meetsGuard(user, COMMISSIONING_RIGHTS.delete)}
      />
    </div>
  );
}
