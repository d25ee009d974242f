import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { proposalArea } from '@/lib/areas/proposals';

export const metadata: Metadata = { title: 'Proposals' };

export default areaListPage(proposalArea, {
  title: 'Proposals',
  description: 'Manuscripts authors send the firm: reviewed, then accepted as a commissioning or declined.',
});
