import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { areaRecordPage } from '@/components/area/area-record-page';
import { praiseArea } from '@/lib/areas/praises';
import { formatDay } from '@/lib/format';
import { PraiseForm } from '../form';

export const metadata: Metadata = { title: 'Praise' };

export default areaRecordPage(praiseArea, {
  Form: PraiseForm,
  facts: (praise) =>
    [
      <Link
        key="publication"
        href={`/publications/manage/${praise.publicationId}`}
        className="hover:underline"
      >
        {String(praise.publicationTitle)}
      </Link>,
      typeof praise.contributorId === 'number' ? (
        <Link key="about" href={`/contacts/manage/${praise.contributorId}`} className="hover:underline">
          About {String(praise.contributorName)}
        </Link>
      ) : null,
      praise.rightsCleared ? 'Rights cleared' : 'Not cleared: kept out of feeds',
      typeof praise.quotedOn === 'string' ? formatDay(praise.quotedOn) : null,
    ].filter(Boolean),
});
