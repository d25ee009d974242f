const MAX_VALUE = 80;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const fieldsOf = (record: unknown): Record<string, unknown> =>
  record !== null && typeof record === 'object' && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : {};

// Bookkeeping every write moves; the change is in the other fields.
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt', 'createdDate']);

/** What a write changed, one line per field: `city: Bristol → Leeds`; all fields for a creation or a delete. */
export function changeLines(before: unknown, after: unknown): string[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (name) => !BOOKKEEPING.has(name),
  );
  if (before === null || before === undefined) return names.map((name) => `${name}: ${shown(now[name])}`);
  if (after === null || after === undefined) return names.map((name) => `${name}: ${shown(old[name])}`);
  return names
    .filter((name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]))
    .map((name) => `${name}: ${shown(old[name])} → ${shown(now[name])}`);
}
