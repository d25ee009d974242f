'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';

import {
  CheckboxGroupField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/entity-form/fields';
import { FormFailure } from '@/components/entity-form/form-failure';
import { RichTextField } from '@/components/entity-form/rich-text-field';
import { Form } from '@/components/ui/form';
import { showFieldErrors } from '@/lib/forms/field-errors';

interface SampleValues {
  title: string;
  subtitle: string;
  format: string;
  pages: number | '';
  price: number | '';
  currency: string;
  territories: string[];
  blurb: string;
  story: string;
  active: boolean;
}

const FIELDS = [
  'title',
  'subtitle',
  'format',
  'pages',
  'price',
  'currency',
  'territories',
  'blurb',
  'story',
  'active',
] as const;

/** What the API answers for these values: each message lands beside its field, as on every record form. */
const SERVER_MESSAGES: Partial<Record<(typeof FIELDS)[number], string>> = {
  title: 'Please enter the title',
  pages: 'Enter a whole number of pages from 1',
  territories: 'Choose at least one territory',
};

/** The record forms' field kinds, with a description, a value, and the server's messages beside three. */
export function FieldsDemo() {
  const form = useForm<SampleValues>({
    defaultValues: {
      title: '',
      subtitle: 'A novel',
      format: 'paperback',
      pages: '',
      price: 1499,
      currency: 'EUR',
      territories: [],
      story: '<h2>The Salt Road</h2><p>A novel of <strong>tides</strong> and maps.</p>',
      blurb: '',
      active: true,
    },
  });
  const { setError } = form;
  React.useEffect(() => {
    // Shown without focusing the first: the gallery opens at its top.
    for (const name of FIELDS) {
      const message = SERVER_MESSAGES[name];
      if (message) setError(name, { type: 'server', message });
    }
  }, [setError]);
  const resend = () => showFieldErrors(setError, FIELDS, SERVER_MESSAGES);

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(resend, resend)}
        aria-label="Sample record form"
        className="grid gap-4 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <FormFailure title="Not saved" message="Please correct the 3 fields marked below." />
        </div>
        <TextField control={form.control} name="title" label="Title" required />
        <TextField
          control={form.control}
          name="subtitle"
          label="Subtitle"
          description="Shown under the title."
        />
        <SelectField
          control={form.control}
          name="format"
          label="Format"
          options={[
            { value: 'hardback', label: 'Hardback' },
            { value: 'paperback', label: 'Paperback' },
          ]}
        />
        <NumberField control={form.control} name="pages" label="Pages" min={1} />
        <MoneyField control={form.control} name="price" label="Price" currencyName="currency" />
        <TextField control={form.control} name="currency" label="Currency" placeholder="EUR" />
        <CheckboxGroupField
          control={form.control}
          name="territories"
          label="Territories"
          options={[
            { value: 'world', label: 'World' },
            { value: 'uk', label: 'UK and Commonwealth' },
            { value: 'us', label: 'North America' },
          ]}
        />
        <SwitchField
          control={form.control}
          name="active"
          label="Active"
          description="Off: hidden from the shop."
        />
        <TextareaField control={form.control} name="blurb" label="Blurb" className="md:col-span-2" />
        <RichTextField
          control={form.control}
          name="story"
          label="Story (rich text)"
          description="Loads its editor on first use; the API sanitises the HTML it writes."
          className="md:col-span-2"
        />
      </form>
    </Form>
  );
}
