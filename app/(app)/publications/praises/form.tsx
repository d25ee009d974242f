'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { fieldOf } from '@/lib/area/view';
import { PublicationField } from './publication-field';

/** A praise's form: the shared one, with the publication found by title or ISBN. */
export function PraiseForm(props: AreaFormProps) {
  const title = typeof props.record?.publicationTitle === 'string' ? props.record.publicationTitle : null;
  return (
    <AreaForm
      {...props}
      widgets={{
        publicationId: (control) => (
          <PublicationField
            control={control}
            label={fieldOf(props.view, 'publicationId').label}
            title={title}
          />
        ),
      }}
    />
  );
}
