'use client';

import * as React from 'react';

import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { FormControlOf } from './rows-field';

/** A list of codes typed as text ("GB, IE"): codes of a kind are written in one case, so it is applied. */
function parseCodes(text: string, letters: 'upper' | 'lower'): string[] {
  const codes = text.split(/[\s,;]+/).filter(Boolean);
  return codes.map((code) => (letters === 'upper' ? code.toUpperCase() : code.toLowerCase()));
}

function CodesInput({
  value,
  onChange,
  letters,
  ...input
}: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  letters: 'upper' | 'lower';
}) {
  const joined = value.join(', ');
  // What is typed stays as typed (a trailing comma, say) while it means the same codes.
  const [text, setText] = React.useState(joined);
  const [shown, setShown] = React.useState(joined);
  if (joined !== shown) {
    setShown(joined);
    if (parseCodes(text, letters).join(', ') !== joined) setText(joined);
  }
  return (
    <Input
      {...input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseCodes(event.target.value, letters));
      }}
    />
  );
}

/** Codes of countries or languages, as one line of text. */
export function CodesField({
  control,
  name,
  label,
  description,
  placeholder,
  letters,
}: {
  control: FormControlOf;
  name: string;
  label: string;
  description?: string;
  placeholder: string;
  letters: 'upper' | 'lower';
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <CodesInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={Array.isArray(field.value) ? field.value.map(String) : []}
              onChange={field.onChange}
              letters={letters}
              placeholder={placeholder}
              autoComplete="off"
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
