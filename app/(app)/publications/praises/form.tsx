'use client';

import { AreaForm, type AreaFormProps } from '@/components/area/area-form';
import { fieldOf } from '@/lib/area/view';
import { ContributorField } from './contributor-field';
import { PublicationField } from './publication-field';

/** A praise's form: the shared one, with the publication found by title or ISBN and whom it is about. */
export function PraiseForm(props: AreaFormProps) {
  const title = typeof props.record?.publicationTitle === 'string' ? props.record.publicationTitle : null;
  const { contributorId, contributorName } = props.record ?? {};
  const about =
    typeof contributorId === 'number' && typeof contributorName === 'string'
      ? { contactId: contributorId, name: contributorName }
      : null;
  const aboutField = fieldOf(props.view, 'contributorId');
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
        contributorId: (control) => (
          <ContributorField
            control={control}
            label={aboutField.label}
            description={aboutField.form.description}
            current={about}
          />
        ),
      }}
    />
  );
}
