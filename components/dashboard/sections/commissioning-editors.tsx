'use client';

import * as React from 'react';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { EditorPeriod } from '@/lib/contract/dashboard';
import type { SectionProps } from '../live-section';
import { MetricsError } from '../metrics-error';
import { commissioningEditorsAnswer } from '../metrics-answers';
import { SectionSkeleton } from '../section-skeleton';
import { useMetrics } from '../use-metrics';
import { ALL_EDITORS, EditorFigures, EditorsFrame } from './commissioning-editors-figures';

const ALL = 'all';

/** Spec 2.8, section 2, fetched in the browser: a change of period or editor fetches again. */
export function CommissioningEditorsSection({
  initial,
  since,
  rules,
  canChooseEditor,
  ownOnly,
  open,
}: SectionProps) {
  const [period, setPeriod] = React.useState<EditorPeriod>(rules.defaultPeriod);
  const [editor, setEditor] = React.useState(ALL);
  const isDefault = period === rules.defaultPeriod && editor === ALL;
  const query = useMetrics('dashboard/commissioning-editors', commissioningEditorsAnswer, {
    params: { period, editorId: canChooseEditor && editor !== ALL ? editor : undefined },
    initial: isDefault && initial.key === 'commissioning-editors' ? initial.data : undefined,
    since,
  });
  const periodName = rules.periods.find((option) => option.days === period)?.label ?? '';

  const controls = (
    <>
      {query.isFetching && !query.isPending ? <Spinner label="Updating figures" /> : null}
      <Select
        value={String(period)}
        defaultOpen={open === 'period'}
        onValueChange={(value) => {
          const chosen = rules.periods.find((option) => String(option.days) === value);
          if (chosen) setPeriod(chosen.days);
        }}
      >
        <SelectTrigger aria-label="Period" className="w-40">
          {/* Named here so the trigger shows it before the options mount. */}
          <SelectValue>{periodName}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {rules.periods.map((option) => (
            <SelectItem key={option.days} value={String(option.days)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canChooseEditor && !ownOnly ? (
        <Select value={editor} defaultOpen={open === 'editor'} onValueChange={setEditor}>
          <SelectTrigger aria-label="Editor" className="w-48">
            <SelectValue>
              {query.data?.availableEditors.find((option) => String(option.userId) === editor)?.name ??
                ALL_EDITORS}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{ALL_EDITORS}</SelectItem>
            {(query.data?.availableEditors ?? []).map((option) => (
              <SelectItem key={option.userId} value={String(option.userId)}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </>
  );

  return (
    <EditorsFrame ownOnly={ownOnly} periodLabel={periodName.toLowerCase()} controls={controls}>
      {query.isError ? (
        <MetricsError type={rules.typeLabels['commissioning-editors']} />
      ) : !query.data ? (
        <SectionSkeleton />
      ) : (
        <EditorFigures data={query.data} periodLabel={periodName.toLowerCase()} targets={rules.targets} />
      )}
    </EditorsFrame>
  );
}
