'use client';

import { AreaForm } from '@/components/area/area-form';
import { RecordPickerField, type RecordSearch } from '@/components/area/record-picker';
import { MAX_COUPON_PUBLICATIONS, couponArea } from '@/lib/areas/coupons';
import { publicationRef } from '@/lib/areas/refs';
import { fetchJson } from '@/lib/bff/fetch-json';
import { PUBLICATION_FORMAT } from '@/lib/contract/choices';
import { okEnvelope } from '@/lib/contract/envelope';

type Row = Record<string, unknown>;

const lookupSchema = okEnvelope(publicationRef.array());

const publicationSearch: RecordSearch = {
  noun: 'publication',
  placeholder: 'Title or ISBN',
  max: MAX_COUPON_PUBLICATIONS,
  async find(term, signal) {
    const answer = await fetchJson(
      `/api/coupons/publications?${new URLSearchParams({ q: term })}`,
      lookupSchema,
      {
        signal,
      },
    );
    return answer.data.map((publication) => ({
      id: publication.publicationId,
      name: publication.title,
      detail: `${PUBLICATION_FORMAT.labels[publication.format]} · ${publication.isbn}`,
    }));
  },
};

export function CouponForm(props: { record?: Row; canEdit: boolean; canDelete: boolean }) {
  const chosen = couponArea.fields.publications.output.safeParse(props.record?.publications);
  const names = new Map(
    (chosen.success ? chosen.data : []).map((entry) => [entry.publicationId, entry.title]),
  );
  return (
    <AreaForm
      area={couponArea}
      {...props}
      widgets={{
        publicationIds: (control) => (
          <RecordPickerField
            control={control}
            name="publicationIds"
            label={couponArea.fields.publicationIds.label}
            description="The coupon takes its discount off these titles only."
            names={names}
            search={publicationSearch}
          />
        ),
      }}
    />
  );
}
