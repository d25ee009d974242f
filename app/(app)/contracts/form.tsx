'use client';

import * as React from 'react';

import { AreaForm, type AreaFormProps, type WidgetOverrides } from '@/components/area/area-form';
import { publicationsOf } from '@/components/area/ref-guards';
import { fieldOf } from '@/lib/area/view';
import { IDENTITY_FIELDS, TERM_FIELDS, isLocked } from '@/lib/areas/contract-workflow';
import { CONTRACT_STATUS } from '@/lib/contract/choices';
import type { ContractStatus } from '@/lib/contract/enums';
import { AmendmentFields, amendmentSubmit, amendmentValues, stopAmending, useAmending } from './amendment';
import { CodesField } from './codes-field';
import { CommissioningField } from './commissioning-field';
import { contributorsOf } from './contributors';
import { InstalmentsField } from './instalments-field';
import { PartiesField } from './parties-field';
import { PublicationsField } from './publications-field';
import { RoyaltyTermsField } from './royalty-terms-field';
import { SubrightsField } from './subrights-field';

function statusOf(record: AreaFormProps['record']): ContractStatus {
  const status = record?.status;
  return CONTRACT_STATUS.values.find((value) => value === status) ?? 'draft';
}

/**
 * A contract's form, its fields spread over the page's tabs. From signature the terms are shown but
 * locked (only the instalments' dates, the publications and the notes change) until Amend switches
 * it to an amendment of them; the reference and the commissioning never change again.
 */
export function ContractForm(props: AreaFormProps) {
  const { view, record } = props;
  const locked = isLocked(statusOf(record));
  const amending = useAmending() && locked;
  // Rows of the terms are neither added nor removed while they are locked.
  const fixed = locked && !amending;
  // Leaving the page (or a new version of the record) ends an amendment left unfinished.
  React.useEffect(() => stopAmending, []);

  const label = (name: string) => fieldOf(view, name).label;
  const description = (name: string) => fieldOf(view, name).form.description;
  const parties = new Map(contributorsOf(record ?? {}).map((party) => [party.contactId, party.name]));
  const title = typeof record?.commissioningTitle === 'string' ? record.commissioningTitle : null;
  const widgets: WidgetOverrides = {
    commissioningId: (control) => (
      <CommissioningField control={control} label={label('commissioningId')} title={title} />
    ),
    parties: (control) => (
      <PartiesField control={control} label={label('parties')} names={parties} fixed={fixed} />
    ),
    territories: (control) => (
      <CodesField
        control={control}
        name="territories"
        label={label('territories')}
        placeholder="GB, IE, FR"
        letters="upper"
      />
    ),
    languages: (control) => (
      <CodesField
        control={control}
        name="languages"
        label={label('languages')}
        description={description('languages')}
        placeholder="eng, ger"
        letters="lower"
      />
    ),
    instalments: (control) => (
      <InstalmentsField control={control} label={label('instalments')} fixed={fixed} />
    ),
    royaltyTerms: (control) => (
      <RoyaltyTermsField control={control} label={label('royaltyTerms')} fixed={fixed} />
    ),
    subrights: (control) => <SubrightsField control={control} label={label('subrights')} fixed={fixed} />,
    publicationIds: (control) => (
      <PublicationsField control={control} label={label('publicationIds')} linked={publicationsOf(record)} />
    ),
  };
  const lockedFields = React.useMemo(() => {
    if (!locked) return undefined;
    // The instalments lock their own amounts and keep their dates open.
    const terms = fixed ? TERM_FIELDS.filter((name) => name !== 'instalments') : [];
    return new Set<string>([...IDENTITY_FIELDS, ...terms]);
  }, [locked, fixed]);

  // A signed contract is kept: it ends or reverts instead (the API refuses the delete too).
  const canDelete = props.canDelete && !locked;
  if (!amending) return <AreaForm {...props} canDelete={canDelete} widgets={widgets} locked={lockedFields} />;
  return (
    <AreaForm
      key="amending"
      {...props}
      values={amendmentValues(props.values)}
      canDelete={false}
      widgets={widgets}
      locked={lockedFields}
      lead={(control) => <AmendmentFields control={control} />}
      submit={amendmentSubmit(Number(record?.contractId), Number(record?.version))}
    />
  );
}
