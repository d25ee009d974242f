'use client';

import * as React from 'react';
import dynamic from 'next/dynamic';
import type { FieldPathByValue, FieldValues, Control } from 'react-hook-form';

import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';

/** The editor and ProseMirror load with the first form that has a rich-text field, not with every page. */
const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => <div className="min-h-60 rounded-md border bg-muted/20" aria-hidden="true" />,
});

type EditorProps = {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  labelId: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** Takes the id and descriptions `FormControl` gives its child, and hands them to the editable area. */
function EditorSlot({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...rest }: EditorProps) {
  const attributes: Record<string, string> = { 'aria-invalid': String(Boolean(invalid)) };
  if (id) attributes.id = id;
  if (describedBy) attributes['aria-describedby'] = describedBy;
  return <RichTextEditor {...rest} attributes={attributes} />;
}

/** A field of formatted text (a news body): HTML edited as it will read, which the API sanitises. */
export function RichTextField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
}: {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, string | null | undefined>;
  label: string;
  description?: React.ReactNode;
  className?: string;
}) {
  const labelId = React.useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <FormControl>
            <EditorSlot
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
