'use client';

import type { FormControlOf } from '@/app/(app)/contracts/rows-field';
import { RecordField } from '@/components/area/record-field';
import type { RecordSearch } from '@/components/area/record-picker';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';

const publicationMatches = listOf(
  (value): value is { publicationId: number; title: string; format: string; isbn: string } =>
    isRecord(value) &&
    Number.isInteger(value.publicationId) &&
    typeof value.title === 'string' &&
    typeof value.format === 'string' &&
    typeof value.isbn === 'string',
);

const publicationSearch: RecordSearch = {
  noun: 'publication',
  placeholder: 'Title or ISBN',
  max: 1,
  async find(term, signal) {
    const query = new URLSearchParams({ q: term, pageSize: '8' });
    const answer = await fetchJson(`/api/publications?${query}`, publicationMatches, { signal });
    return answer.data.map((found) => ({
      id: found.publicationId,
      name: found.title,
      detail: `${choiceLabel(PUBLICATION_FORMAT, found.format)} · ${found.isbn}`,
    }));
  },
};

/** The publication a praise is about: one, found by its title or ISBN. */
export function PublicationField({
  control,
  label,
  title,
}: {
  control: FormControlOf;
  label: string;
  title: string | null;
}) {
  return (
    <RecordField
      control={control}
      name="publicationId"
      label={label}
      current={title}
      search={publicationSearch}
      choose="Choose the publication"
    />
  );
}
