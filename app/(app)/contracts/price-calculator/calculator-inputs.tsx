'use client';

import type { Control, FieldValues } from 'react-hook-form';

import { NumberField, SelectField } from '@/components/entity-form/fields';
import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import type { PublicationFormat } from '@/lib/contract/enums';
import type { PriceIssue, SalesScenarios } from '@/lib/contracts/price-calculator';
import { formatMoney, formatNumber } from '@/lib/format';
import type { CalculatorValues } from './calculator-values';

const COST_KINDS = [
  { value: 'per_page', label: 'Per page, plus fixed costs' },
  { value: 'given', label: 'A cost per copy' },
];

/**
 * The title's inputs: format, extent, print run, cost, price and discount, and the sales to try.
 * Under each, why the figures cannot be worked out from it, when they cannot.
 */
export function CalculatorInputs({
  control,
  values,
  formats,
  currency,
  advance,
  issues,
  defaults,
}: {
  control: Control<FieldValues>;
  values: CalculatorValues;
  formats: readonly PublicationFormat[];
  currency: string;
  advance: number;
  issues: readonly PriceIssue[];
  /** The scenarios' copies when none is typed. */
  defaults: SalesScenarios | null;
}) {
  const note = (field: PriceIssue['field']) => issues.find((entry) => entry.field === field)?.message;
  const amount = (name: string, label: string, step: number, field?: PriceIssue['field']) => (
    <NumberField
      control={control}
      name={name}
      label={`${label} (${currency})`}
      min={0}
      step={step}
      note={field ? note(field) : undefined}
    />
  );
  const copies = (name: 'low' | 'expected' | 'high', label: string) => (
    <NumberField
      control={control}
      name={name}
      label={label}
      min={0}
      placeholder={defaults ? String(defaults[name]) : undefined}
    />
  );
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">The title</legend>
      <SelectField
        control={control}
        name="format"
        label="Format"
        options={formats.map((format) => ({ value: format, label: choiceLabel(PUBLICATION_FORMAT, format) }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <NumberField control={control} name="pageCount" label="Pages" min={0} note={note('pageCount')} />
        <NumberField
          control={control}
          name="printRun"
          label="Print run (copies)"
          min={1}
          note={note('printRun')}
        />
      </div>
      <SelectField control={control} name="costKind" label="Printing cost" options={COST_KINDS} />
      {values.costKind === 'given' ? (
        amount('unitCost', 'Cost per copy', 0.01, 'cost')
      ) : (
        <div className="grid grid-cols-2 gap-4">
          {amount('perPageRate', 'Cost per page', 0.0001, 'cost')}
          {amount('fixedCosts', 'Fixed costs', 0.01)}
        </div>
      )}
      <div className="grid grid-cols-2 gap-4">
        {amount('listPrice', 'List price', 0.01, 'listPrice')}
        <NumberField
          control={control}
          name="averageDiscountPercent"
          label="Average trade discount (%)"
          min={0}
          step={0.5}
          note={note('averageDiscountPercent')}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Advance under the contract:{' '}
        <span className="text-foreground tabular-nums">{formatMoney(advance, currency)}</span>
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Copies sold in each scenario</legend>
        <div className="grid grid-cols-3 gap-3">
          {copies('low', 'Low')}
          {copies('expected', 'Expected')}
          {copies('high', 'High')}
        </div>
        <p className={note('scenarios') ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {note('scenarios') ??
            (defaults
              ? `Empty: half, three quarters and all of the print run (${formatNumber(defaults.high)} copies).`
              : 'Empty: half, three quarters and all of the print run.')}
        </p>
      </fieldset>
    </fieldset>
  );
}
