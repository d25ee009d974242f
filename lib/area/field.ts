import { z } from 'zod';
import type { Choice } from '@/lib/contract/choices';
import {
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredDate as requiredDateInput,
  requiredText,
} from '@/lib/contract/resource';
import { hasTwoDecimalsAtMost } from '@/lib/contract/storable';
import { recordId } from '@/lib/contract/safe-input';

/*
 * The fields an area is declared with. Each knows its zod types (what the form and the API accept,
 * what the API answers), its label, how the form edits it, how the list shows and filters it, and
 * whether CSV, History and the importer carry it. Everything else about an area is derived.
 */

export type Widget =
  | 'text'
  | 'textarea'
  /** Formatted text edited as it reads (HTML the API sanitises). */
  | 'richtext'
  | 'date'
  | 'number'
  | 'money'
  | 'select'
  | 'checkboxes'
  | 'switch'
  /** Drawn by the area itself (`widgets` of its form). */
  | 'custom';

export type CellKind =
  'text' | 'mono' | 'date' | 'number' | 'percent' | 'money' | 'enum' | 'enums' | 'boolean';

export interface ListColumn {
  /** Offered as a sort of the list (text sorts without regard to case). */
  sort?: boolean;
  /** Hidden until the user shows it from the column menu. */
  hidden?: boolean;
}

export interface FormLayout {
  description?: string;
  placeholder?: string;
  /** Takes the form's whole width (long text, lists of boxes). */
  wide?: boolean;
  /** Fields sharing a group are drawn together under its name. */
  group?: string;
  rows?: number;
  maxLength?: number;
  /** Shown only while another field holds this value (an amount only for a fixed discount). */
  visibleWhen?: { field: string; is: string | boolean | readonly string[] };
}

/**
 * How the importer reads a field from a file's column. `true` takes the defaults of the field's kind;
 * fields of a `custom` widget (record ids) are read by the area's import hook instead.
 */
export interface ImportColumn {
  /** The template's column header; the field's name in snake case by default. */
  header?: string;
  example?: string;
  hint?: string;
  /** Reads a cell into the form's value (the field's zod input then checks it); a string is an error. */
  parse?(text: string): { value: unknown } | string;
}

/** What every field has; `Out` is its value in the API, `Form` its value in the form. */
export interface Field<
  Out = unknown,
  Form = unknown,
  Editable extends boolean = boolean,
  Listed extends boolean = boolean,
> {
  label: string;
  output: z.ZodType<Out>;
  /** What the form and the API accept; absent for what the API computes. */
  input: Editable extends true ? z.ZodType<Out, Form> : undefined;
  editable: Editable;
  /** In the list's rows (a column, a CSV column, or both). */
  listed: Listed;
  empty: Form;
  toForm(value: Out): Form;
  widget: Widget;
  cell: CellKind;
  choice?: Choice;
  /** A money field's currency: the name of the field that holds it. */
  currencyField?: string;
  column?: ListColumn;
  /** A facet of the list (enums and switches). */
  filter: boolean;
  /** One of the columns the list's search looks in. */
  search: boolean;
  csv: boolean;
  /** Recorded in the audit log, and so in History. */
  audit: boolean;
  required: boolean;
  form: FormLayout;
  import?: ImportColumn;
}

/** The options every builder takes. */
export interface FieldOptions {
  column?: ListColumn | true;
  filter?: boolean;
  search?: boolean;
  /** In the CSV export (default: when it is a column). */
  csv?: boolean;
  audit?: boolean;
  form?: FormLayout;
  import?: ImportColumn | true;
}

type ListedOf<O> = O extends { column: object | true } ? true : O extends { csv: true } ? true : false;

function build<Out, Form, const O extends FieldOptions>(
  base: {
    label: string;
    output: z.ZodType<Out>;
    input: z.ZodType<Out, Form>;
    empty: Form;
    toForm(value: Out): Form;
    widget: Widget;
    cell: CellKind;
    required?: boolean;
    choice?: Choice;
    currencyField?: string;
  },
  options: O,
): Field<Out, Form, true, ListedOf<O>> {
  const column = options.column === true ? {} : options.column;
  return {
    ...base,
    editable: true,
    listed: (column !== undefined || options.csv === true) as ListedOf<O>,
    column,
    filter: options.filter ?? false,
    search: options.search ?? false,
    csv: options.csv ?? column !== undefined,
    audit: options.audit ?? true,
    required: base.required ?? false,
    form: options.form ?? {},
    import: options.import === true ? {} : options.import,
  };
}

const textForm = (value: string | null) => value ?? '';

/**
 * Free text a form may leave empty (stored as null). `input` may refine it (upper-case a code); build
 * it on `optionalText`, which refuses what the database cannot store.
 */
function text<const O extends FieldOptions>(
  label: string,
  max: number,
  options: O & { input?: z.ZodType<string | null, string | null | undefined>; mono?: boolean } = {} as O,
) {
  return build(
    {
      label,
      output: z.string().nullable(),
      input: options.input ?? optionalText(max),
      empty: '' as string | null | undefined,
      toForm: textForm,
      widget: 'text',
      cell: options.mono ? 'mono' : 'text',
    },
    { ...options, form: { maxLength: max, ...options.form } },
  );
}

function requiredTextField<const O extends FieldOptions>(
  label: string,
  max: number,
  missing: string,
  options: O & { input?: z.ZodType<string, string>; mono?: boolean } = {} as O,
) {
  return build(
    {
      label,
      output: z.string(),
      input: options.input ?? requiredText(max, missing),
      empty: '',
      toForm: (value: string) => value,
      widget: 'text',
      cell: options.mono ? 'mono' : 'text',
      required: true,
    },
    { ...options, form: { maxLength: max, ...options.form } },
  );
}

function longText<const O extends FieldOptions>(
  label: string,
  max: number,
  options: O & { input?: z.ZodType<string | null, string | null | undefined> } = {} as O,
) {
  return build(
    {
      label,
      output: z.string().nullable(),
      input: options.input ?? optionalText(max),
      empty: '' as string | null | undefined,
      toForm: textForm,
      widget: 'textarea',
      cell: 'text',
    },
    { ...options, form: { wide: true, ...options.form } },
  );
}

/** Formatted text, edited as it reads: HTML of at most `max` characters, which the API sanitises. */
function richText<const O extends FieldOptions>(label: string, max: number, options: O = {} as O) {
  const field = longText(label, max, options);
  return { ...field, widget: 'richtext' as const };
}

function email<const O extends FieldOptions>(label: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.string().nullable(),
      input: optionalEmail,
      empty: '' as string | null | undefined,
      toForm: textForm,
      widget: 'text',
      cell: 'text',
    },
    options,
  );
}

function phone<const O extends FieldOptions>(label: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.string().nullable(),
      input: optionalPhone,
      empty: '' as string | null | undefined,
      toForm: textForm,
      widget: 'text',
      cell: 'text',
    },
    options,
  );
}

function date<const O extends FieldOptions>(label: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.string().nullable(),
      input: optionalDate,
      empty: '' as string | null | undefined,
      toForm: textForm,
      widget: 'date',
      cell: 'date',
    },
    options,
  );
}

function requiredDate<const O extends FieldOptions>(label: string, missing: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.string(),
      input: requiredDateInput(missing),
      empty: '',
      toForm: (value: string) => value,
      widget: 'date',
      cell: 'date',
      required: true,
    },
    options,
  );
}

type NumberForm = number | '' | null | undefined;

/** A whole number a form may leave empty; `min` and `max` bound it. */
function integer<const O extends FieldOptions>(
  label: string,
  bounds: { min: number; max: number; message: string },
  options: O = {} as O,
) {
  return build(
    {
      label,
      output: z.number().int().nullable(),
      input: z
        .union([z.number(), z.literal(''), z.null()], { error: bounds.message })
        .optional()
        .transform((value) => (typeof value === 'number' ? value : null))
        .refine(
          (value) =>
            value === null || (Number.isInteger(value) && value >= bounds.min && value <= bounds.max),
          bounds.message,
        ),
      empty: '' as NumberForm,
      toForm: (value: number | null): NumberForm => value ?? '',
      widget: 'number',
      cell: 'number',
    },
    options,
  );
}

/** A percentage with two decimals, above 0 and at most 100, that a form may leave empty. */
function percent<const O extends FieldOptions>(label: string, options: O = {} as O) {
  const message = 'Enter a percentage above 0 and at most 100, with up to two decimals';
  return build(
    {
      label,
      output: z.number().nullable(),
      input: z
        .union([z.number(), z.literal(''), z.null()], { error: message })
        .optional()
        .transform((value) => (typeof value === 'number' ? value : null))
        .refine(
          (value) => value === null || (value > 0 && value <= 100 && hasTwoDecimalsAtMost(value)),
          message,
        ),
      empty: '' as NumberForm,
      toForm: (value: number | null): NumberForm => value ?? '',
      widget: 'number',
      cell: 'percent',
    },
    options,
  );
}

/** Money in integer minor units of the currency another field holds; the form shows major units. */
function money<const O extends FieldOptions>(label: string, currencyField: string, options: O = {} as O) {
  const message = 'Enter an amount above zero';
  return build(
    {
      label,
      output: z.number().int().nullable(),
      input: z
        .union([z.number(), z.literal(''), z.null()], { error: message })
        .optional()
        .transform((value) => (typeof value === 'number' ? value : null))
        .refine(
          (value) => value === null || (Number.isInteger(value) && value > 0 && value <= 1_000_000_000_00),
          message,
        ),
      empty: '' as NumberForm,
      toForm: (value: number | null): NumberForm => value ?? '',
      widget: 'money',
      cell: 'money',
      currencyField,
    },
    options,
  );
}

/** One value of a coded list. */
function one<V extends string, const O extends FieldOptions>(
  label: string,
  list: Choice<V>,
  missing: string,
  options: O = {} as O,
) {
  return build(
    {
      label,
      output: z.enum(list.values),
      input: z.enum(list.values, { error: missing }),
      // The form starts with nothing chosen; the schema then asks for a choice.
      empty: '' as V | '',
      toForm: (value: V): V | '' => value,
      widget: 'select',
      cell: 'enum',
      choice: list,
      required: true,
    },
    options,
  );
}

/** One value of a coded list that older records may lack: answered empty, asked for on the next save. */
function oneOrMissing<V extends string, const O extends FieldOptions>(
  label: string,
  list: Choice<V>,
  missing: string,
  options: O = {} as O,
): Field<V | null, V | '', true, ListedOf<O>> {
  return {
    ...one(label, list, missing, options),
    output: z.enum(list.values).nullable(),
    toForm: (value: V | null): V | '' => value ?? '',
  };
}

/** One value of a coded list, or none (stored as null; the form's empty choice). */
function optionalOne<V extends string, const O extends FieldOptions>(
  label: string,
  list: Choice<V>,
  options: O = {} as O,
) {
  return build(
    {
      label,
      output: z.enum(list.values).nullable(),
      input: z
        .union([z.enum(list.values), z.literal('')], { error: 'Choose from the list, or none' })
        .nullish()
        .transform((value): V | null => value || null),
      empty: '' as V | '',
      toForm: (value: V | null): V | '' => value ?? '',
      widget: 'select',
      cell: 'enum',
      choice: list,
    },
    options,
  );
}

/** Several values of a coded list, kept in the list's order. */
function many<V extends string, const O extends FieldOptions>(
  label: string,
  list: Choice<V>,
  options: O & { min?: { count: number; message: string } } = {} as O,
) {
  const values = z.array(z.enum(list.values, { error: 'Choose from the list' }), {
    error: options.min?.message ?? 'Choose from the list',
  });
  return build(
    {
      label,
      output: z.array(z.enum(list.values)),
      input: (options.min ? values.min(options.min.count, options.min.message) : values).transform((chosen) =>
        list.values.filter((value) => chosen.includes(value)),
      ),
      empty: [] as V[],
      toForm: (value: V[]) => value,
      widget: 'checkboxes',
      cell: 'enums',
      choice: list,
      required: options.min !== undefined,
    },
    { ...options, form: { wide: true, ...options.form } },
  );
}

function yesNo<const O extends FieldOptions>(label: string, initial: boolean, options: O = {} as O) {
  return build(
    {
      label,
      output: z.boolean(),
      input: z.boolean({ error: 'Expected yes or no' }),
      empty: initial,
      toForm: (value: boolean) => value,
      widget: 'switch',
      cell: 'boolean',
    },
    options,
  );
}

/** Record ids chosen with a widget of the area's own (authors, publications), without repeats. */
function ids<const O extends FieldOptions>(
  label: string,
  max: number,
  tooMany: string,
  options: O = {} as O,
) {
  return build(
    {
      label,
      output: z.array(z.number().int()),
      input: z
        .array(recordId())
        .max(max, tooMany)
        .transform((chosen) => [...new Set(chosen)]),
      empty: [] as number[],
      toForm: (value: number[]) => value,
      widget: 'custom',
      cell: 'number',
    },
    { ...options, form: { wide: true, ...options.form } },
  );
}

/**
 * Rows a record holds and saves with itself (a contract's parties, its instalments), edited with a
 * widget of the area's own. `row` checks each; the answer is described by `output`, which defaults to
 * `row` itself and must be given when `row` transforms what it reads.
 */
function rows<RowForm, Row extends RowForm, const O extends FieldOptions>(
  label: string,
  row: z.ZodType<Row, RowForm>,
  limit: { max: number; message: string },
  options: O & { output?: z.ZodType<Row> } = {} as O,
) {
  return build(
    {
      label,
      output: z.array(options.output ?? row),
      input: z.array(row, { error: 'Expected a list' }).max(limit.max, limit.message),
      empty: [] as RowForm[],
      toForm: (value: Row[]): RowForm[] => value,
      widget: 'custom',
      cell: 'text',
    },
    { ...options, form: { wide: true, ...options.form } },
  );
}

/** One record id chosen with a widget of the area's own (the editor); 0 until chosen. */
function ref<const O extends FieldOptions>(label: string, missing: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.number().int(),
      input: recordId(missing),
      empty: 0,
      toForm: (value: number) => value,
      widget: 'custom',
      cell: 'number',
      required: true,
    },
    options,
  );
}

/** One record id a form may leave empty, chosen with a widget of the area's own (an expense's contract). */
function optionalRef<const O extends FieldOptions>(label: string, options: O = {} as O) {
  return build(
    {
      label,
      output: z.number().int().nullable(),
      input: recordId()
        .nullish()
        .transform((value) => value ?? null),
      empty: null as number | null | undefined,
      toForm: (value: number | null): number | null | undefined => value,
      widget: 'custom',
      cell: 'number',
    },
    options,
  );
}

/** What the API works out and answers, never accepts: a count, a state, a name of a linked record. */
function computed<Out, const O extends Omit<FieldOptions, 'import'>>(
  label: string,
  output: z.ZodType<Out>,
  cell: CellKind,
  options: O & { choice?: Choice; currencyField?: string } = {} as O,
): Field<Out, undefined, false, ListedOf<O>> {
  const column = options.column === true ? {} : options.column;
  return {
    label,
    output,
    input: undefined,
    editable: false,
    listed: (column !== undefined || options.csv === true) as ListedOf<O>,
    empty: undefined,
    toForm: () => undefined,
    widget: 'custom',
    cell,
    choice: options.choice,
    currencyField: options.currencyField,
    column,
    filter: options.filter ?? false,
    search: options.search ?? false,
    csv: options.csv ?? column !== undefined,
    audit: options.audit ?? false,
    required: false,
    form: {},
  };
}

export const field = {
  text,
  requiredText: requiredTextField,
  longText,
  richText,
  email,
  phone,
  date,
  requiredDate,
  integer,
  percent,
  money,
  one,
  oneOrMissing,
  optionalOne,
  many,
  yesNo,
  ids,
  rows,
  ref,
  optionalRef,
  computed,
};

export type AnyField = Field<unknown, unknown, boolean, boolean>;
export type Fields = Record<string, AnyField>;
