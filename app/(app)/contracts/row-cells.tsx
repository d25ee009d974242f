'use client';

import * as React from 'react';

import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { choiceOptions, type Choice } from '@/lib/contract/choices';
import { minorDigits, toMajor, toMinor } from '@/lib/format';
import { cn } from '@/lib/utils';

/*
 * The controls inside a row of a rows field (a party's role, an instalment's amount): each labelled,
 * changing the row rather than a form field of its own. Empty numbers are '' and empty choices and
 * days null, as the API reads them; it says what is missing.
 */

export type NumberValue = number | '' | null;

function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = React.useId();
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SelectCell<V extends string>({
  label,
  value,
  choice,
  onChange,
  none,
  className = 'w-44',
  disabled,
}: {
  label: string;
  value: V | null;
  choice: Choice<V>;
  onChange: (value: V | null) => void;
  /** The empty choice's label ("Every format"); without it a value must be chosen. */
  none?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Cell label={label} className={className}>
      {(id) => (
        <NativeSelect
          id={id}
          size="sm"
          disabled={disabled}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as V))}
        >
          <option value="" disabled={none === undefined}>
            {none ?? 'Choose…'}
          </option>
          {choiceOptions(choice).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Cell>
  );
}

export function NumberCell({
  label,
  value,
  onChange,
  step = 1,
  className = 'w-28',
}: {
  label: string;
  value: NumberValue;
  onChange: (value: number | '') => void;
  step?: number;
  className?: string;
}) {
  return (
    <Cell label={label} className={className}>
      {(id) => (
        <Input
          id={id}
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          min={0}
          step={step}
          className="h-8"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
        />
      )}
    </Cell>
  );
}

/** An amount kept in minor units and typed in the currency's major units. */
export function MoneyCell({
  label,
  value,
  currency,
  onChange,
  disabled,
}: {
  label: string;
  value: NumberValue;
  currency: string;
  onChange: (value: number | '') => void;
  disabled?: boolean;
}) {
  const digits = minorDigits(currency);
  return (
    <Cell label={`${label} (${currency})`} className="w-36">
      {(id) => (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={digits > 0 ? 1 / 10 ** digits : 1}
          className="h-8"
          disabled={disabled}
          value={typeof value === 'number' ? toMajor(value, currency) : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? '' : toMinor(Number(event.target.value), currency))
          }
        />
      )}
    </Cell>
  );
}

export function DateCell({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Cell label={label} className="w-40">
      {(id) => (
        <Input
          id={id}
          type="date"
          className="h-8"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    </Cell>
  );
}

export function TextCell({
  label,
  value,
  onChange,
  className = 'min-w-56 flex-1',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Cell label={label} className={className}>
      {(id) => (
        <Input id={id} className="h-8" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Cell>
  );
}
