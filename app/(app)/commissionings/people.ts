import { commissioningArea, type CommissioningEditor } from '@/lib/areas/commissionings';

/** An editor as the list's filter and the form's select name them; former ones are marked. */
export const editorLabel = (editor: CommissioningEditor) =>
  editor.active ? editor.name : `${editor.name} (former)`;

/** The authors of a row or a record, in credit order. */
export function authorsOf(row: Record<string, unknown>) {
  const authors = commissioningArea.fields.authors.output.safeParse(row.authors);
  return authors.success ? authors.data : [];
}
