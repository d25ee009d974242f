import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { commissioningArea } from '@/lib/areas/commissionings';
import { formatDay } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { loadEditors } from '../../editors';
import { CommissioningForm } from '../../form';
import { commissioningTabs } from '../../related';
import { StatusActions } from '../../status-actions';

export const metadata: Metadata = { title: 'Commissioning' };

const read = (row: Record<string, unknown>) => commissioningArea.detailSchema.parse(row);

export default areaRecordPage(commissioningArea, {
  Form: CommissioningForm,
  load: loadEditors,
  statusField: 'status',
  newNote: 'A new commissioning starts as a proposal.',
  facts: (row) => {
    const commissioning = read(row);
    return [
      `Editor ${commissioning.editorName}`,
      commissioning.authors.length > 0
        ? `By ${commissioning.authors.map((author) => author.name).join(', ')}`
        : null,
      `Created ${formatDay(commissioning.createdDate)}`,
      commissioning.decisionDate ? `Decided ${formatDay(commissioning.decisionDate)}` : null,
    ].filter(Boolean);
  },
  actions: (row, user) => {
    const commissioning = read(row);
    return meetsGuard(user, commissioningArea.rights.update) ? (
      <StatusActions
        key={commissioning.version}
        commissioningId={commissioning.commissioningId}
        status={commissioning.status}
        version={commissioning.version}
        canDecide={meetsGuard(user, AREA_RIGHTS.commissionings.decide)}
      />
    ) : null;
  },
  tabs: (row) => commissioningTabs(read(row)),
});
