import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { publicationArea } from '@/lib/areas/publications';
import { PublicationForm } from '../../form';
import { loadImprints } from '../../list-filters';
import {
  publicationActions,
  publicationFacts,
  publicationFieldTabs,
  publicationTabs,
} from '../../record-parts';

export const metadata: Metadata = { title: 'Publication' };

export default areaRecordPage(publicationArea, {
  Form: PublicationForm,
  load: loadImprints,
  statusField: 'status',
  newNote:
    'Leave the ISBN empty to take the next free number of the firm’s register; add the other formats from its page.',
  facts: publicationFacts,
  actions: publicationActions,
  fieldTabs: publicationFieldTabs,
  tabs: publicationTabs,
});
