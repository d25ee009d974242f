import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { contactArea } from '@/lib/areas/contacts';
import { CONTACT_ROLE, choiceLabel } from '@/lib/contract/choices';
import { formatDay } from '@/lib/format';
import { contactTabs } from '../../related';

export const metadata: Metadata = { title: 'Contact' };

export default areaRecordPage(contactArea, {
  facts: (row) => {
    const contact = contactArea.detailSchema.parse(row);
    return [
      contact.roles.map((role) => choiceLabel(CONTACT_ROLE, role)).join(' · '),
      contact.organisation,
      contact.email,
      contact.orcid ? `ORCID ${contact.orcid}` : null,
      `Added ${formatDay(contact.createdDate)}`,
    ].filter(Boolean);
  },
  tabs: (row) => contactTabs(contactArea.detailSchema.parse(row)),
});
