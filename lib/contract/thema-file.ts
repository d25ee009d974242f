/*
 * EDItEUR's Thema code-list file, in either of the forms it publishes: JSON
 * ({ CodeList: { ThemaCodes: { Code: [{ CodeValue, CodeDescription, CodeParent }] } } }) or XML
 * (<ThemaCodes><Code><CodeValue>…</CodeValue><CodeDescription>…</CodeDescription><CodeParent>…</CodeParent></Code>…).
 * The whole file is read before anything is written: one bad row refuses it, naming the row.
 */

export interface ThemaCode {
  code: string;
  heading: string;
  parent: string | null;
}

const CODE = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
const MAX_HEADING = 500;

/** Codes in file order, or why the file cannot be imported. */
export function readThemaFile(text: string): { codes: ThemaCode[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'The file is empty' };
  const rows = trimmed.startsWith('<') ? xmlRows(trimmed) : jsonRows(trimmed);
  if ('error' in rows) return rows;
  if (rows.rows.length === 0) return { error: 'The file holds no Thema codes' };

  return checkCodes(
    rows.rows.map((row) => ({ code: row.CodeValue, heading: row.CodeDescription, parent: row.CodeParent })),
    { name: 'Thema', code: CODE },
  );
}

/**
 * Checks a scheme's codes read from a file, in file order: each a code of the scheme, once, with a
 * heading, and a parent that is in the file. The first fault refuses the file, naming its row.
 */
export function checkCodes(
  rows: readonly { code: unknown; heading: unknown; parent: unknown; line?: number }[],
  scheme: { name: string; code: RegExp },
): { codes: ThemaCode[] } | { error: string } {
  const codes: ThemaCode[] = [];
  const seen = new Set<string>();
  const whereOf = (index: number) => {
    const line = rows[index]?.line;
    return line === undefined ? `Code ${index + 1}` : `Line ${line}`;
  };
  for (const [index, row] of rows.entries()) {
    const where = whereOf(index);
    const code = typeof row.code === 'string' ? row.code.trim() : '';
    const heading = typeof row.heading === 'string' ? row.heading.trim() : '';
    const parentText = typeof row.parent === 'string' ? row.parent.trim() : '';
    if (!scheme.code.test(code)) return { error: `${where}: “${code}” is not a ${scheme.name} code` };
    if (seen.has(code)) return { error: `${where}: ${code} is in the file twice` };
    if (heading === '' || heading.length > MAX_HEADING || heading.includes('\u0000'))
      return { error: `${where} (${code}): the heading is missing or longer than ${MAX_HEADING} characters` };
    if (parentText !== '' && !scheme.code.test(parentText))
      return { error: `${where} (${code}): the parent “${parentText}” is not a ${scheme.name} code` };
    seen.add(code);
    codes.push({ code, heading, parent: parentText === '' ? null : parentText });
  }
  for (const [index, entry] of codes.entries())
    if (entry.parent !== null && !seen.has(entry.parent))
      return { error: `${whereOf(index)} (${entry.code}): its parent ${entry.parent} is not in the file` };
  return { codes };
}

type Row = Record<string, unknown>;

function jsonRows(text: string): { rows: Row[] } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'The file is neither JSON nor XML that can be read' };
  }
  const list = (parsed as { CodeList?: { ThemaCodes?: { Code?: unknown } } })?.CodeList?.ThemaCodes?.Code;
  if (!Array.isArray(list)) return { error: 'The JSON has no CodeList.ThemaCodes.Code list' };
  if (!list.every((row) => typeof row === 'object' && row !== null))
    return { error: 'Each entry of CodeList.ThemaCodes.Code must be an object' };
  return { rows: list as Row[] };
}

const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function xmlRows(text: string): { rows: Row[] } | { error: string } {
  if (!/<ThemaCodes[\s>]/.test(text) || !/<\/ThemaCodes>\s*(<\/CodeList>\s*)?$/.test(text))
    return { error: 'The XML has no complete ThemaCodes element' };
  const rows: Row[] = [];
  for (const match of text.matchAll(/<Code>([\s\S]*?)<\/Code>/g)) {
    const body = match[1] ?? '';
    const field = (name: string) => {
      const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>|<${name}\\s*/>`).exec(body);
      return found ? decode(found[1] ?? '') : undefined;
    };
    rows.push({
      CodeValue: field('CodeValue'),
      CodeDescription: field('CodeDescription'),
      CodeParent: field('CodeParent'),
    });
  }
  return { rows };
}
