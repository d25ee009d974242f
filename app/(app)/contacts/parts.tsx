'use client';

import { AreaForm } from '@/components/area/area-form';
import { AreaTable } from '@/components/area/area-table';
import { contactArea } from '@/lib/areas/contacts';
import type { InitialListPage } from '@/lib/contract/list-query';

type Row = Record<string, unknown>;

export function ContactTable(props: { initial?: InitialListPage<Row>; canDelete: boolean }) {
  return <AreaTable area={contactArea} {...props} />;
}

export function ContactForm(props: { record?: Row; canEdit: boolean; canDelete: boolean }) {
  return <AreaForm area={contactArea} {...props} />;
}
