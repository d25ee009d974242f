import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { orderArea } from '@/lib/areas/orders';
import { OrderForm } from '../../form';
import { orderActions, orderFacts, orderTabs } from '../../record-parts';

export const metadata: Metadata = { title: 'Order' };

export default areaRecordPage(orderArea, {
  Form: OrderForm,
  statusField: 'status',
  newNote: 'A new order starts as a draft: its lines count as sales once it is confirmed.',
  facts: orderFacts,
  actions: orderActions,
  tabs: orderTabs,
});
