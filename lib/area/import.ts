import { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES } from '@/lib/body-limit';
import { choiceFromText, choiceLabel } from '@/lib/contract/choices';
import { safeText } from '@/lib/contract/safe-input';
import { unstorableText } from '@/lib/contract/storable';
import type { AnyArea } from './define-area';
import type { AnyField } from './field';

/*
 * The import of any area whose fields say how a file's column feeds them: the columns and their
 * template, the request and the report, and how a cell is read into a form value. The API checks
 * and writes (upstream/resources/area-import.ts); the wizard (components/area/import-wizard.tsx)
 * reads the file, matches its columns and shows the report.
 */

export const MAX_IMPORT_ROWS = 20_000;
/** Never more than the request that carries the file may hold (lib/body-limit.ts). */
export const MAX_IMPORT_CHARS = MAX_REQUEST_BODY_BYTES;
/** Errors listed in one answer; the counts always cover the whole file. */
export const MAX_IMPORT_ERRORS_SHOWN = 1000;
export const IMPORT_PREVIEW_ROWS = 20;

/** One column of an area's import, as the template, the wizard and the API name it. */
export interface ImportColumnSpec {
  /** The field it feeds. */
  key: string;
  header: string;
  label: string;
  required: boolean;
  example: string;
  hint: string;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function defaultHint(spec: AnyField): string {
  if (spec.choice && spec.widget === 'checkboxes')
    return `${spec.choice.values.join(', ')} or their names, separated by semicolons`;
  if (spec.choice) return `${spec.choice.values.join(', ')} or their names`;
  switch (spec.widget) {
    case 'date':
      return 'YYYY-MM-DD';
    case 'number':
      return 'A number';
    case 'switch':
      return 'yes or no';
    default:
      return 'Free text';
  }
}

function defaultExample(spec: AnyField): string {
  if (spec.choice) return choiceLabel(spec.choice, spec.choice.values[0]);
  if (spec.widget === 'date') return '2027-03-31';
  if (spec.widget === 'switch') return 'yes';
  return '';
}

/** The area's import columns, in the declaration's order; none when it declares no import. */
export function importColumnsOf(area: AnyArea): ImportColumnSpec[] {
  return Object.entries(area.fields).flatMap(([key, spec]) =>
    spec.import
      ? [
          {
            key,
            header: spec.import.header ?? snakeCase(key),
            label: spec.label,
            required: spec.required,
            example: spec.import.example ?? defaultExample(spec),
            hint: spec.import.hint ?? defaultHint(spec),
          },
        ]
      : [],
  );
}

/** The template offered for download: the headers and one example row. */
export function importTemplateRows(columns: readonly ImportColumnSpec[]): string[][] {
  return [columns.map((column) => column.header), columns.map((column) => column.example)];
}

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Matches the file's headers to the fields by the template's headers, the fields' labels or names. */
export function suggestMapping(
  columns: readonly ImportColumnSpec[],
  headers: readonly string[],
): Record<string, string | null> {
  const byName = new Map(headers.map((header) => [normalizeHeader(header), header]));
  return Object.fromEntries(
    columns.map((column) => {
      const candidates = [column.header, column.label, column.key].map(normalizeHeader);
      return [column.key, candidates.map((candidate) => byName.get(candidate)).find(Boolean) ?? null];
    }),
  );
}

/** Lists in one cell (authors, formats) are separated by semicolons, since names hold commas. */
export const listCell = (text: string) =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/**
 * A cell as the field's form value, read the way the field's kind is written in spreadsheets; a
 * string is the error to report. Fields of a custom widget are the area's hook's to read.
 */
export function readCell(spec: AnyField, text: string): { value: unknown } | string {
  const cell = text.trim();
  if (spec.import?.parse) return spec.import.parse(cell);
  const list = spec.choice;
  if (list && spec.widget === 'checkboxes') {
    const values: string[] = [];
    for (const part of listCell(cell)) {
      const value = choiceFromText(list, part);
      if (value === null) return `Unknown ${spec.label.toLowerCase()} "${part}": use ${defaultHint(spec)}`;
      values.push(value);
    }
    return { value: values };
  }
  if (list) {
    if (cell === '') return { value: '' };
    return { value: choiceFromText(list, cell) ?? cell };
  }
  switch (spec.widget) {
    case 'number': {
      if (cell === '') return { value: '' };
      const number = Number(cell.replace(/[\s,_']/g, ''));
      return Number.isFinite(number) ? { value: number } : `"${cell}" is not a number`;
    }
    case 'switch': {
      const word = cell.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return `"${cell}" is neither yes nor no`;
    }
    default:
      return { value: cell };
  }
}

/** Which column of the file feeds each field; a field left out is empty for every row. */
export const importMappingSchema = z.record(
  safeText().max(100),
  safeText().max(200, 'A column name has at most 200 characters').nullable(),
);

/**
 * The first character of a file the database could not store, named by its line: refused for the
 * whole file, since a cell of a custom column (an editor's name) is looked up before any row is checked.
 */
const storableFile = z.superRefine<string>((csv, context) => {
  const problem = unstorableText(csv);
  if (!problem) return;
  const line = csv.slice(0, problem.index).split(/\r\n|\r|\n/).length;
  context.addIssue({ code: 'custom', input: csv, message: `Line ${line}: ${problem.message}` });
});

export const importRequestSchema = z.object({
  mode: z.enum(['dry-run', 'commit'], { error: 'Choose dry-run or commit' }),
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CHARS, 'The file is too large: split it into files of 10,000 rows')
    .check(storableFile),
  /** Without a mapping, columns are matched to fields by their headers (see `suggestMapping`). */
  mapping: importMappingSchema.optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importRowIssueSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  /** The field, as the import's columns name it. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowIssue = z.infer<typeof importRowIssueSchema>;

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  /** Each column as it will be stored: names of the records a cell points to, values as read. */
  cells: z.record(z.string(), z.string()),
  valid: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importReportSchema = z.object({
  mode: z.enum(['dry-run', 'commit']),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  /** Rows written: all of them after a commit, none after a dry run or when any row is invalid. */
  created: z.number().int(),
  issues: z.array(importRowIssueSchema),
  /** More issues than `issues` lists. */
  issuesTruncated: z.boolean(),
  preview: z.array(importPreviewRowSchema),
  durationMs: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The lines a streamed commit sends: progress, then the report or the error. */
export const importProgressSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), written: z.number(), total: z.number() }),
  z.object({ type: z.literal('done'), report: importReportSchema }),
  z.object({
    type: z.literal('error'),
    error: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
  }),
]);
