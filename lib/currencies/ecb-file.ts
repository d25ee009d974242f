import { RATE_SHAPE } from '@/lib/contract/currency-input';
import { isIsoDate } from '@/lib/contract/storable';

/*
 * The ECB's euro foreign exchange reference rates, as the bank publishes them: `eurofxref.csv` (the
 * day's rates, "24 November 2026"), `eurofxref-hist.csv` (every day, ISO dates, N/A where a currency
 * had no fixing) and the XML of either (`<Cube time="…"><Cube currency="USD" rate="1.0543"/>`). Every
 * rate is the value of one euro in the currency.
 */

export interface EcbDay {
  date: string;
  /** Currency code → rate as written (a decimal). */
  rates: Record<string, string>;
}

export interface EcbProblem {
  /** The file's line, from 1. */
  line: number;
  message: string;
}

export type EcbParse = { ok: true; days: EcbDay[] } | { ok: false; problems: EcbProblem[] };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "2026-11-24" or "24 November 2026" as an ISO day; null for anything else. */
function dayOf(text: string): string | null {
  if (isIsoDate(text)) return text;
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf((match[2] ?? '').toLowerCase()) : -1;
  if (!match || month < 0) return null;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

const MAX_PROBLEMS = 20;

function finish(days: EcbDay[], problems: EcbProblem[]): EcbParse {
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  if (days.length === 0) return { ok: false, problems: [{ line: 1, message: 'The file holds no rates' }] };
  const seen = new Set<string>();
  for (const day of days) {
    if (seen.has(day.date))
      return { ok: false, problems: [{ line: 1, message: `The day ${day.date} appears twice` }] };
    seen.add(day.date);
  }
  return { ok: true, days };
}

function checkRate(currency: string, value: string, line: number, problems: EcbProblem[]): boolean {
  if (RATE_SHAPE.test(value) && /[1-9]/.test(value)) return true;
  problems.push({ line, message: `${currency}: "${value}" is not a rate` });
  return false;
}

function parseCsv(text: string): EcbParse {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  if (header[0] !== 'Date' || header.length < 2)
    return {
      ok: false,
      problems: [{ line: 1, message: 'The first line must be the ECB header: Date, USD, JPY, …' }],
    };
  const currencies = header.slice(1);
  const problems: EcbProblem[] = [];
  currencies.forEach((code) => {
    if (code !== '' && !/^[A-Z]{3}$/.test(code))
      problems.push({ line: 1, message: `"${code}" is not a currency code` });
  });
  const days: EcbDay[] = [];
  lines.slice(1).forEach((row, index) => {
    const line = index + 2;
    if (row.trim() === '') return;
    const cells = row.split(',').map((cell) => cell.trim());
    const date = dayOf(cells[0] ?? '');
    if (!date) {
      problems.push({ line, message: `"${cells[0] ?? ''}" is not a date` });
      return;
    }
    const rates: Record<string, string> = {};
    currencies.forEach((code, column) => {
      const value = cells[column + 1] ?? '';
      if (code === '' || value === '' || value === 'N/A') return;
      if (checkRate(code, value, line, problems)) rates[code] = value;
    });
    days.push({ date, rates });
  });
  return finish(days, problems);
}

/** The attributes of one tag, in single or double quotes. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    found[match[1] ?? ''] = match[2] ?? match[3] ?? '';
  return found;
}

function parseXml(text: string): EcbParse {
  const problems: EcbProblem[] = [];
  const days: EcbDay[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  for (const match of text.matchAll(/<Cube\b([^>]*)>/g)) {
    const line = lineAt(match.index);
    const found = attributes(match[1] ?? '');
    if (found.time !== undefined) {
      const date = dayOf(found.time);
      if (date) days.push({ date, rates: {} });
      else problems.push({ line, message: `"${found.time}" is not a date` });
    } else if (found.currency !== undefined) {
      const day = days.at(-1);
      const rate = found.rate ?? '';
      if (!day) problems.push({ line, message: `The rate of ${found.currency} comes before any day` });
      else if (!/^[A-Z]{3}$/.test(found.currency))
        problems.push({ line, message: `"${found.currency}" is not a currency code` });
      else if (checkRate(found.currency, rate, line, problems)) day.rates[found.currency] = rate;
    }
  }
  return finish(days, problems);
}

/** Reads an ECB reference-rates file (CSV or XML, told apart by its first character). */
export function parseEcbFile(text: string): EcbParse {
  const content = text.replace(/^\uFEFF/, '').trim();
  if (content.startsWith('<')) return parseXml(content);
  return parseCsv(content);
}
