'use client';

import { AreaTable } from '@/components/area/area-table';
import { contactArea } from '@/lib/areas/contacts';
import type { InitialListPage } from '@/lib/contract/list-query';

export function ContactTable(props: {
  initial?: InitialListPage<Record<string, unknown>>;
  canDelete: boolean;
}) {
  return <AreaTable area={contactArea} {...props} />;
}
