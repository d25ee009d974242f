'use client';

import { CommissioningField } from '@/app/(app)/contracts/commissioning-field';
import { AreaForm, type AreaFormProps, type WidgetOverrides } from '@/components/area/area-form';
import { OptionalIdField } from '@/components/entity-form/optional-select-field';
import { isRecord } from '@/lib/bff/parser';
import { fieldOf } from '@/lib/area/view';
import { TAXONOMY_SCHEMES, type TaxonomyScheme } from '@/lib/contract/enums';
import { ContributorsField } from './contributors-field';
import { PricesField } from './prices-field';
import { PrintRunsField } from './print-runs-field';
import { SubjectsField, type KnownTerms } from './subjects-field';

/** The record's credits by name, as the API answers them beside the rows. */
function creditNames(record: AreaFormProps['record']): Map<number, string> {
  const credits = Array.isArray(record?.credits) ? record.credits : [];
  return new Map(
    credits.flatMap((credit) =>
      isRecord(credit) && typeof credit.contactId === 'number' && typeof credit.name === 'string'
        ? [[credit.contactId, credit.name] as const]
        : [],
    ),
  );
}

/** The record's subjects by scheme, code and heading, as the API answers them beside the rows. */
function knownTerms(record: AreaFormProps['record']): KnownTerms {
  const terms = Array.isArray(record?.subjectTerms) ? record.subjectTerms : [];
  return new Map(
    terms.flatMap((term) =>
      isRecord(term) &&
      typeof term.termId === 'number' &&
      typeof term.code === 'string' &&
      typeof term.label === 'string' &&
      isScheme(term.scheme)
        ? [[term.termId, { scheme: term.scheme, code: term.code, label: term.label }] as const]
        : [],
    ),
  );
}

const isScheme = (value: unknown): value is TaxonomyScheme =>
  TAXONOMY_SCHEMES.some((scheme) => scheme === value);

/** The imprints offered: the active ones, and the publication's own even when retired. */
function imprintOptions(imprints: readonly Imprint[], record: AreaFormProps['record']) {
  const options = imprints.map((imprint) => ({ value: String(imprint.id), label: imprint.label }));
  const current = record?.imprintId;
  if (typeof current === 'number' && !imprints.some((imprint) => imprint.id === current))
    options.push({ value: String(current), label: String(record?.imprintName ?? `Imprint ${current}`) });
  return options;
}

interface Imprint {
  id: number;
  label: string;
}

/** A publication's form: the shared one, with its commissioning, imprint, prices and contributors drawn here. */
export function PublicationForm({
  extra: imprints,
  ...props
}: AreaFormProps & { extra: readonly Imprint[] }) {
  const { view, record } = props;
  const label = (name: string) => fieldOf(view, name).label;
  const title = typeof record?.commissioningTitle === 'string' ? record.commissioningTitle : null;
  const widgets: WidgetOverrides = {
    commissioningId: (control) => (
      <CommissioningField control={control} label={label('commissioningId')} title={title} />
    ),
    imprintId: (control) => (
      <OptionalIdField
        control={control}
        name="imprintId"
        label={label('imprintId')}
        description={fieldOf(view, 'imprintId').form.description}
        options={imprintOptions(imprints, record)}
        none="None: the firm’s own name"
      />
    ),
    prices: (control) => <PricesField control={control} label={label('prices')} />,
    printRuns: (control) => <PrintRunsField control={control} label={label('printRuns')} />,
    contributors: (control) => (
      <ContributorsField control={control} label={label('contributors')} names={creditNames(record)} />
    ),
    subjects: (control) => (
      <SubjectsField control={control} label={label('subjects')} terms={knownTerms(record)} />
    ),
  };
  return <AreaForm {...props} widgets={widgets} />;
}
