/*
 * CSV as RFC 4180 writes it: records end in CRLF (LF and CR alone are read too), fields holding a
 * comma, quote or line break are quoted, a quote inside one is doubled. Used by the list exports,
 * the import templates and the importers, in the browser and on the server alike.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvRecord {
  /** The line of the file the record starts on, from 1, for messages people can find. */
  line: number;
  fields: string[];
}

export interface ParsedCsv {
  records: CsvRecord[];
  delimiter: ',' | ';';
  /** A quote left open at the end of the file: everything after it was read as one field. */
  unclosedQuoteLine: number | null;
}

const BOM = '\uFEFF';

/**
 * Spreadsheets set to a language with the decimal comma save CSV with semicolons; the header line
 * tells which of the two a file uses.
 */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(input: string, options: { delimiter?: ',' | ';' } = {}): ParsedCsv {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (spreadsheets leave them at the end).
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      // A stray quote inside an unquoted field is kept as text, as spreadsheets do.
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { records, delimiter, unclosedQuoteLine: quoted ? quoteLine : null };
}

/*
 * A cell starting with = + - @ is run as a formula by spreadsheets, so text from the records
 * (a name, a note) could run one on the reader's machine. Such text is written with a leading
 * apostrophe, which spreadsheets hide. Numbers, and text that is only a number or a phone
 * number, are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[+-]?[\d\s().,-]+$/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

/** A whole file, with the byte-order mark that makes spreadsheets read it as UTF-8. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map(csvLine).join('');
}

export const CSV_BOM = BOM;
