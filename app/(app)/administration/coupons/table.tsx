'use client';

import { AreaTable } from '@/components/area/area-table';
import { couponArea } from '@/lib/areas/coupons';
import type { InitialListPage } from '@/lib/contract/list-query';

type Row = Record<string, unknown>;

export function CouponTable(props: { initial?: InitialListPage<Row>; canDelete: boolean }) {
  return <AreaTable area={couponArea} {...props} />;
}
