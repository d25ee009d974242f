import type { CommissioningEditor } from '@/lib/areas/commissionings';
import type { ContactRef } from '@/lib/areas/refs';
import { isRecord } from '@/lib/bff/parser';

/** An editor as the list's filter and the form's select name them; former ones are marked. */
export const editorLabel = (editor: CommissioningEditor) =>
  editor.active ? editor.name : `${editor.name} (former)`;

function isAuthor(value: unknown): value is ContactRef {
  return isRecord(value) && Number.isInteger(value.contactId) && typeof value.name === 'string';
}

/** The authors of a row or a record, in credit order. */
export function authorsOf(row: Record<string, unknown>): ContactRef[] {
  return Array.isArray(row.authors) ? row.authors.filter(isAuthor) : [];
}
