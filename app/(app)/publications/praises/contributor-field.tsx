'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';

import type { FormControlOf } from '@/app/(app)/contracts/rows-field';
import { OptionalIdField } from '@/components/entity-form/optional-select-field';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { CONTRIBUTOR_ROLE, choiceLabel } from '@/lib/contract/choices';

interface Credit {
  contactId: number;
  role: string;
  name: string;
}

const isCredit = (value: unknown): value is Credit =>
  isRecord(value) &&
  Number.isInteger(value.contactId) &&
  typeof value.role === 'string' &&
  typeof value.name === 'string';

const creditsAnswer = okOf(
  (value): value is { credits: Credit[] } =>
    isRecord(value) && Array.isArray(value.credits) && value.credits.every(isCredit),
);

/** The chosen publication's contributors, read when the publication changes. */
function useCredits(publicationId: unknown): Credit[] {
  const [credits, setCredits] = React.useState<Credit[]>([]);
  React.useEffect(() => {
    if (typeof publicationId !== 'number' || publicationId <= 0) return;
    const controller = new AbortController();
    fetchJson(`/api/publications/${publicationId}`, creditsAnswer, { signal: controller.signal })
      .then((answer) => setCredits(answer.data.credits))
      // Without them the field offers the book and the praise's present contributor only.
      .catch(() => setCredits([]));
    return () => controller.abort();
  }, [publicationId]);
  return credits;
}

/**
 * Whom a praise is about: the book (nothing chosen), or one of the chosen publication's contributors,
 * each once with their roles; a contributor the praise already names stays offered.
 */
export function ContributorField({
  control,
  label,
  description,
  current,
}: {
  control: FormControlOf;
  label: string;
  description?: string;
  current: { contactId: number; name: string } | null;
}) {
  const publicationId = useWatch({ control, name: 'publicationId' });
  const credits = useCredits(publicationId);
  const options = React.useMemo(() => {
    const byContact = new Map<number, { name: string; roles: string[] }>();
    for (const credit of credits) {
      const entry = byContact.get(credit.contactId) ?? { name: credit.name, roles: [] };
      entry.roles.push(choiceLabel(CONTRIBUTOR_ROLE, credit.role));
      byContact.set(credit.contactId, entry);
    }
    if (current && !byContact.has(current.contactId))
      byContact.set(current.contactId, { name: current.name, roles: [] });
    return [...byContact].map(([contactId, entry]) => ({
      value: String(contactId),
      label: entry.roles.length > 0 ? `${entry.name} (${entry.roles.join(', ')})` : entry.name,
    }));
  }, [credits, current]);
  return (
    <OptionalIdField
      control={control}
      name="contributorId"
      label={label}
      description={description}
      options={options}
      none="The book"
    />
  );
}
