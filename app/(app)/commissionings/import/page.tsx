import type { Metadata } from 'next';

import { ImportWizard } from '@/components/commissionings/import-wizard';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { guardPage } from '@/lib/auth/dal';
import { IMPORT_RIGHTS } from '@/lib/contract/commissionings';
import { meetsGuard } from '@/lib/rights';

export const metadata: Metadata = { title: 'Import commissionings' };

export default async function ImportCommissioningsPage() {
  const user = await guardPage('/commissionings/import');
  return (
    <div className="max-w-6xl space-y-6">
      <DetailHeader
        backHref="/commissionings/manage"
        backLabel="Commissionings"
        title="Import commissionings"
      />
      {meetsGuard(user, IMPORT_RIGHTS) ? (
        <ImportWizard />
      ) : (
        <Alert>
          <AlertTitle>Importing needs the Approve right</AlertTitle>
          <AlertDescription>
            <p>
              An import creates many commissionings at once, so it needs the Approve level in publishing
              records. Ask a commissioning editor or an administrator.
            </p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
