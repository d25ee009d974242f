import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { contractArea } from '@/lib/areas/contracts';
import { ContractForm } from '../../form';
import { contractActions, contractFacts, contractFieldTabs, contractTabs } from '../../record-parts';

export const metadata: Metadata = { title: 'Contract' };

export default areaRecordPage(contractArea, {
  Form: ContractForm,
  statusField: 'status',
  newNote: 'A new contract starts as a draft; it is sent, signed and put in force from its page.',
  facts: contractFacts,
  actions: contractActions,
  fieldTabs: contractFieldTabs,
  tabs: contractTabs,
});
