import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { contractArea } from '@/lib/areas/contracts';
import { loadSigningYears } from '../signing-years';
import { ContractTable } from '../table';

export const metadata: Metadata = { title: 'Contracts' };

export default areaListPage(contractArea, {
  title: 'Contracts',
  description:
    'Who the firm contracts with, on what terms: parties and shares, the advance, royalties, the life of each deal.',
  Table: ContractTable,
  // The years name the chosen one on the filter's button; with none chosen, its menu reads them.
  load: (caller, query) =>
    query.filters.signedYear === undefined ? Promise.resolve(null) : loadSigningYears(caller),
});
