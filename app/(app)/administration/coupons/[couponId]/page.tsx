import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { couponArea } from '@/lib/areas/coupons';
import { formatDay, formatNumber } from '@/lib/format';
import { CouponForm } from '../form';

export const metadata: Metadata = { title: 'Coupon' };

export default areaRecordPage(couponArea, {
  Form: CouponForm,
  statusField: 'state',
  facts: (coupon) => [
    `Used ${formatNumber(Number(coupon.usageCount))} ${coupon.usageLimit ? `of ${formatNumber(Number(coupon.usageLimit))} ` : ''}times`,
    `Valid from ${formatDay(String(coupon.validFrom))}${coupon.validUntil ? ` to ${formatDay(String(coupon.validUntil))}` : ''}`,
  ],
});
