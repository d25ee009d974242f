import { parseCsv } from './csv';
import { checkCodes, readThemaFile, type ThemaCode } from './thema-file';

/*
 * The subject schemes' code files, read whole before anything is written: EDItEUR's Thema file
 * (`thema-file.ts`), and BISAC and BIC code lists as CSV (a header with Code and Heading, or BISG's
 * Literal, and an optional Parent) or JSON (a list of { code, heading, parent }). Where a file names no
 * parent, the scheme's own structure gives it: a BISAC code's section heading (FIC019000 under
 * FIC000000), a BIC code's longest shorter code (FFH under FF under F) — when the file holds it.
 */

export const IMPORTABLE_SCHEMES = ['thema', 'bisac', 'bic'] as const;
export type ImportableScheme = (typeof IMPORTABLE_SCHEMES)[number];

export type SchemeCode = ThemaCode;

const SCHEMES = {
  bisac: {
    name: 'BISAC',
    code: /^[A-Z]{3}[0-9]{6}$/,
    parentOf: (code: string, known: ReadonlySet<string>) => {
      const section = `${code.slice(0, 3)}000000`;
      return section !== code && known.has(section) ? section : null;
    },
  },
  bic: {
    name: 'BIC',
    code: /^[A-Z0-9]{1,10}$/,
    parentOf: (code: string, known: ReadonlySet<string>) => {
      for (let length = code.length - 1; length > 0; length--)
        if (known.has(code.slice(0, length))) return code.slice(0, length);
      return null;
    },
  },
} as const;

const CODE_HEADERS = ['code', 'bisac code', 'bic code', 'subject code'];
const HEADING_HEADERS = ['heading', 'literal', 'description', 'label', 'subject heading'];
const PARENT_HEADERS = ['parent', 'parent code'];

type Entry = { code: unknown; heading: unknown; parent: unknown; line?: number };

function csvEntries(text: string): { entries: Entry[] } | { error: string } {
  const parsed = parseCsv(text);
  if (parsed.unclosedQuoteLine !== null)
    return { error: `Line ${parsed.unclosedQuoteLine}: a quote is opened and never closed` };
  const [header, ...records] = parsed.records;
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const column = (choices: string[]) => names.findIndex((name) => choices.includes(name));
  const code = column(CODE_HEADERS);
  const heading = column(HEADING_HEADERS);
  const parent = column(PARENT_HEADERS);
  if (code < 0 || heading < 0)
    return { error: 'The CSV needs a header line naming a Code and a Heading (or Literal) column' };
  return {
    entries: records.map((record) => ({
      code: record.fields[code],
      heading: record.fields[heading],
      parent: parent < 0 ? undefined : record.fields[parent],
      line: record.line,
    })),
  };
}

function jsonEntries(text: string): { entries: Entry[] } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'The file is neither JSON nor CSV that can be read' };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { codes?: unknown } | null)?.codes;
  if (!Array.isArray(list)) return { error: 'The JSON must be a list of codes (or { "codes": [...] })' };
  const entries: Entry[] = [];
  for (const [index, row] of list.entries()) {
    if (typeof row !== 'object' || row === null) return { error: `Code ${index + 1} is not an object` };
    const value = row as Record<string, unknown>;
    entries.push({
      code: value.code ?? value.Code,
      heading: value.heading ?? value.Heading ?? value.literal ?? value.Literal,
      parent: value.parent ?? value.Parent,
    });
  }
  return { entries };
}

/** A scheme's codes in file order, or why the file cannot be imported (nothing is written then). */
export function readSchemeFile(
  scheme: ImportableScheme,
  text: string,
): { codes: SchemeCode[] } | { error: string } {
  if (scheme === 'thema') return readThemaFile(text);
  const rules = SCHEMES[scheme];
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'The file is empty' };
  const read =
    trimmed.startsWith('[') || trimmed.startsWith('{') ? jsonEntries(trimmed) : csvEntries(trimmed);
  if ('error' in read) return read;
  if (read.entries.length === 0) return { error: `The file holds no ${rules.name} codes` };
  const known = new Set(
    read.entries.flatMap((entry) => (typeof entry.code === 'string' ? [entry.code.trim()] : [])),
  );
  return checkCodes(
    read.entries.map((entry) => {
      const named = typeof entry.parent === 'string' && entry.parent.trim() !== '';
      const code = typeof entry.code === 'string' ? entry.code.trim() : '';
      return { ...entry, parent: named ? entry.parent : rules.parentOf(code, known) };
    }),
    rules,
  );
}
