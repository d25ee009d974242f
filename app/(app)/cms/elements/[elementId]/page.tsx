import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { SITE_ELEMENT_TYPE } from '@/lib/contract/choices';
import { siteElementArea, type SiteElement } from '@/lib/areas/site-elements';
import { formatDateTime } from '@/lib/format';
import { meetsGuard } from '@/lib/rights';
import { ElementForm } from '../form';
import { ElementPreview } from '../preview';
import { ElementPublishActions } from '../publish-actions';

export const metadata: Metadata = { title: 'Element' };

const read = (row: Record<string, unknown>) => row as SiteElement;

export default areaRecordPage(siteElementArea, {
  Form: ElementForm,
  statusField: 'state',
  newNote: 'A new element is a draft: the website sees nothing of it until you publish it.',
  facts: (row) => {
    const element = read(row);
    return [
      SITE_ELEMENT_TYPE.labels[element.type],
      element.key,
      element.publishedAt ? `Published ${formatDateTime(element.publishedAt)}` : null,
    ].filter(Boolean);
  },
  actions: (row, user) => {
    const element = read(row);
    return meetsGuard(user, siteElementArea.rights.update) ? (
      <ElementPublishActions
        key={element.version}
        elementId={element.elementId}
        version={element.version}
        state={element.state}
      />
    ) : null;
  },
  tabs: (row) => [{ value: 'served', label: 'Served', content: <ElementPreview element={read(row)} /> }],
});
