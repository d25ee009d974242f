'use client';

import type { FieldValues } from 'react-hook-form';

import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldProps, Option } from './fields';

/**
 * A record id a form may leave empty, chosen from a short list (a publication's imprint, a term's
 * parent): the first choice, `none`, is null. Its own module, so that forms without one load none of it.
 */
export function OptionalIdField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  options,
  none,
}: FieldProps<T, TOutput, number | null | undefined> & { options: readonly Option[]; none: string }) {
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
              value={typeof field.value === 'number' && field.value > 0 ? String(field.value) : ''}
              // No record id is 0: the empty choice reads as nothing chosen.
              onChange={(event) => field.onChange(Number(event.target.value) || null)}
            >
              <option value="">{none}</option>
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
