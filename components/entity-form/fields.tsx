'use client';

import * as React from 'react';
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

import { Checkbox } from '@/components/ui/checkbox';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { minorDigits, toMajor, toMinor } from '@/lib/format';
import { cn } from '@/lib/utils';

/*
 * The field kinds the record forms are made of, each with its label, description and message
 * wired for assistive technology by the form primitives.
 */

export interface FieldProps<T extends FieldValues, TOutput, V> {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, V>;
  label: string;
  description?: React.ReactNode;
  className?: string;
}

type TextValue = string | null | undefined;

export function TextField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  ...input
}: FieldProps<T, TOutput, TextValue> &
  Pick<
    React.ComponentProps<'input'>,
    'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'required' | 'maxLength'
  >) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label}
            {input.required ? <span aria-hidden="true">*</span> : null}
          </FormLabel>
          <FormControl>
            <Input {...input} {...field} value={typeof field.value === 'string' ? field.value : ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  rows = 4,
}: FieldProps<T, TOutput, TextValue> & { rows?: number }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={rows} {...field} value={typeof field.value === 'string' ? field.value : ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Several values from a short list (roles, formats), as a group of checkboxes. */
export function CheckboxGroupField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  options,
}: FieldProps<T, TOutput, string[]> & { options: readonly Option[] }) {
  const groupId = React.useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
        return (
          <FormItem className={className}>
            <FormLabel id={groupId} htmlFor={undefined}>
              {label}
            </FormLabel>
            <FormControl>
              <div
                role="group"
                aria-labelledby={groupId}
                ref={field.ref}
                tabIndex={-1}
                className={cn(
                  'flex flex-wrap gap-x-5 gap-y-2 rounded-md py-1',
                  fieldState.error && 'text-destructive',
                )}
              >
                {options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={chosen.includes(option.value)}
                      onBlur={field.onBlur}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...chosen, option.value]
                            : chosen.filter((value) => value !== option.value),
                        )
                      }
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </FormControl>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** One value from a list; ids travel as numbers, the select's own values as text. */
export function SelectField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  options,
  placeholder = 'Choose…',
  numeric = false,
}: FieldProps<T, TOutput, string | number | null | undefined> & {
  options: readonly Option[];
  placeholder?: string;
  /** Sends the chosen value as a number (a record id). */
  numeric?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              className="w-full"
              value={
                field.value === null || field.value === undefined || field.value === 0
                  ? ''
                  : String(field.value)
              }
              onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
            >
              <option value="" disabled>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A whole number a form may leave empty: the field holds '' until something is typed. */
export function NumberField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  min,
  step,
  placeholder,
  note,
}: FieldProps<T, TOutput, number | '' | null | undefined> & {
  min?: number;
  step?: number;
  placeholder?: string;
  /** Said under the field while it has no error of its own (why a figure cannot be worked out). */
  note?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode={step !== undefined && step < 1 ? 'decimal' : 'numeric'}
              min={min}
              step={step}
              placeholder={placeholder}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'number' ? field.value : ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? '' : Number(event.target.value))
              }
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage>{note}</FormMessage>
        </FormItem>
      )}
    />
  );
}

/** A yes-or-no setting, as a switch beside its label. */
export function SwitchField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
}: FieldProps<T, TOutput, boolean>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem
          orientation="horizontal"
          className={cn('flex-wrap items-center gap-x-3 gap-y-1', className)}
        >
          <FormControl>
            <Switch
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormLabel>{label}</FormLabel>
          {description ? <FormDescription className="basis-full">{description}</FormDescription> : null}
          <FormMessage className="basis-full" />
        </FormItem>
      )}
    />
  );
}

/**
 * An amount kept in minor units (cents) and typed in major units (euros), with as many decimals as
 * the currency of the form's `currencyName` field has.
 */
export function MoneyField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  currencyName,
}: FieldProps<T, TOutput, number | '' | null | undefined> & { currencyName: FieldPath<T> }) {
  const chosen = useWatch({ control, name: currencyName });
  const currency = typeof chosen === 'string' && /^[A-Za-z]{3}$/.test(chosen) ? chosen.toUpperCase() : 'EUR';
  const digits = minorDigits(currency);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label} <span className="font-normal text-muted-foreground">({currency})</span>
          </FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={digits > 0 ? 1 / 10 ** digits : 1}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'number' ? toMajor(field.value, currency) : ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? '' : toMinor(Number(event.target.value), currency))
              }
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
