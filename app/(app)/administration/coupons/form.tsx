'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { isPublicationRef, publicationsOf } from '@/components/area/ref-guards';
import { fieldOf } from '@/lib/area/view';
import { MAX_COUPON_PUBLICATIONS } from '@/lib/areas/limits';
import type { PublicationRef } from '@/lib/areas/refs';
import { fetchJson } from '@/lib/bff/fetch-json';
import { okOf } from '@/lib/bff/parser';
import { PUBLICATION_FORMAT } from '@/lib/contract/choices';

const lookup = okOf(
  (value): value is PublicationRef[] => Array.isArray(value) && value.every(isPublicationRef),
);

const publicationSearch: RecordSearch = {
  noun: 'publication',
  placeholder: 'Title or ISBN',
  max: MAX_COUPON_PUBLICATIONS,
  async find(term, signal) {
    const answer = await fetchJson(`/api/coupons/publications?${new URLSearchParams({ q: term })}`, lookup, {
      signal,
    });
    return answer.data.map((publication) => ({
      id: publication.publicationId,
      name: publication.title,
      detail: `${PUBLICATION_FORMAT.labels[publication.format]} · ${publication.isbn}`,
    }));
  },
};

export function CouponForm(props: AreaFormProps) {
  const names = new Map(publicationsOf(props.record).map((entry) => [entry.publicationId, entry.title]));
  return (
    <AreaForm
      {...props}
      widgets={{
        publicationIds: (control) => (
          <RecordPickerField
            control={control}
            name="publicationIds"
            label={fieldOf(props.view, 'publicationIds').label}
            description="The coupon takes its discount off these titles only."
            names={names}
            search={publicationSearch}
          />
        ),
      }}
    />
  );
}
