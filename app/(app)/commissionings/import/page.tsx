import type { Metadata } from 'next';

import { areaImportPage } from '@/components/area/area-import-page';
import { commissioningArea } from '@/lib/areas/commissionings';

export const metadata: Metadata = { title: 'Import commissionings' };

export default areaImportPage(commissioningArea, {
  outcome: 'Each row becomes a commissioning in the proposal stage.',
  refused: {
    title: 'Importing needs the Approve right',
    body: 'An import creates many commissionings at once, so it needs the Approve level in publishing records. Ask a commissioning editor or an administrator.',
  },
});
