import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { couponArea } from '@/lib/areas/coupons';

export const metadata: Metadata = { title: 'Coupons' };

export default areaListPage(couponArea, {
  title: 'Coupons',
  description: 'Discount codes for the web shop: what they take off, on which titles, until when.',
});
