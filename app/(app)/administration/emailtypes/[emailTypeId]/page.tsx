import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageHeader } from '@/components/ui/page-header';
import { meetsGuard, AREA_RIGHTS } from '@/lib/rights';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { getEmailType } from '@/lib/upstream/marketing';
import { EmailTypeForm } from './email-type-form';

export const metadata: Metadata = { title: 'Email Type' };

type Params = Promise<{ emailTypeId: string }>;

/** One email type: its subject and body reworded, checked against its variables, previewed with sample data. */
export default async function EmailTypePage({ params }: { params: Params }) {
  const id = recordId((await params).emailTypeId);
  const { user, caller } = await openPage(`/administration/emailtypes/${id}`);
  const type = await orNotFound(getEmailType(caller, id));
  return (
    <div className="space-y-6">
      <PageHeader
        title={type.name}
        description={type.description ?? undefined}
        actions={
          <Link href="/administration/emailtypes" className="text-sm underline-offset-4 hover:underline">
            All email types
          </Link>
        }
      />
      <EmailTypeForm type={type} canEdit={meetsGuard(user, AREA_RIGHTS.emailTypes.update)} />
    </div>
  );
}
