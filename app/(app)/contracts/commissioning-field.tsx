'use client';

import { RecordField } from '@/components/area/record-field';
import type { RecordSearch } from '@/components/area/record-picker';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import { COMMISSIONING_STATUS, choiceLabel } from '@/lib/contract/choices';
import type { FormControlOf } from './rows-field';

const commissioningMatches = listOf(
  (value): value is { commissioningId: number; commissioningTitle: string; status: string } =>
    isRecord(value) &&
    Number.isInteger(value.commissioningId) &&
    typeof value.commissioningTitle === 'string' &&
    typeof value.status === 'string',
);

const commissioningSearch: RecordSearch = {
  noun: 'commissioning',
  placeholder: 'Title of the book',
  max: 1,
  async find(term, signal) {
    const query = new URLSearchParams({ q: term, pageSize: '8' });
    const answer = await fetchJson(`/api/commissionings?${query}`, commissioningMatches, { signal });
    return answer.data.map((found) => ({
      id: found.commissioningId,
      name: found.commissioningTitle,
      detail: choiceLabel(COMMISSIONING_STATUS, found.status),
    }));
  },
};

/** The commissioning the contract comes from: one, found by its title. */
export function CommissioningField({
  control,
  label,
  title,
}: {
  control: FormControlOf;
  label: string;
  /** The record's commissioning, by title. */
  title: string | null;
}) {
  return (
    <RecordField
      control={control}
      name="commissioningId"
      label={label}
      current={title}
      search={commissioningSearch}
      choose="Choose the commissioning"
    />
  );
}
