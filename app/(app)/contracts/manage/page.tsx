import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { whileFilteredBy } from '@/components/area/area-page-parts';
import { contractArea } from '@/lib/areas/contracts';
import { loadSigningYears } from '../signing-years';
import { ContractTable } from '../table';

export const metadata: Metadata = { title: 'Contracts' };

export default areaListPage(contractArea, {
  title: 'Contracts',
  description:
    'Who the firm contracts with, on what terms: parties and shares, the advance, royalties, the life of each deal.',
  Table: ContractTable,
  load: whileFilteredBy('signedYear', loadSigningYears),
});
