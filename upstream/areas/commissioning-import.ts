import { inArray, sql } from 'drizzle-orm';
import { listCell } from '@/lib/area/import';
import type { commissioningArea } from '@/lib/areas/commissionings';
import type { Tx } from '../db/client';
import { insertRows } from '../db/bulk-insert';
import { commissioningCoAuthors, contacts } from '../db/schema';
import type { ImportHooks } from '../resources/area-import';
import { activeEditors, coAuthorRows, recordFirstStatus, takenTitles } from './commissionings';

/*
 * What the import of commissionings knows beyond the declaration: editors and authors are named in
 * the file (user name, email, full name or id) and looked up once for the whole file; a title must be
 * new, in the database and in the file; the co-authors and each proposal's first step are written in bulk.
 */

/** Values per lookup query: well under PostgreSQL's 65,535 parameters per statement. */
const LOOKUP_CHUNK = 5000;

interface Match {
  id: number;
  name: string;
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Matches by every key a record is known by; a key two records share is ambiguous. */
class Lookup {
  private readonly byKey = new Map<string, Match[]>();
  add(key: string, match: Match): void {
    const found = this.byKey.get(key) ?? [];
    if (!found.some((entry) => entry.id === match.id)) this.byKey.set(key, [...found, match]);
  }
  find(text: string): Match[] {
    return this.byKey.get(normal(text)) ?? [];
  }
}

async function editorLookup(tx: Tx): Promise<Lookup> {
  const lookup = new Lookup();
  for (const editor of await activeEditors(tx)) {
    const match = { id: editor.id, name: editor.name };
    for (const key of [editor.userName, editor.email, editor.name]) lookup.add(normal(key), match);
  }
  return lookup;
}

/** Contacts by id (`12` or `#12`), email or full name, for every reference the file makes. */
async function contactLookup(tx: Tx, references: ReadonlySet<string>): Promise<Lookup> {
  const ids = new Set<number>();
  const emails = new Set<string>();
  const names = new Set<string>();
  for (const reference of references) {
    const id = /^#?(\d{1,9})$/.exec(reference)?.[1];
    if (id) ids.add(Number(id));
    else if (reference.includes('@')) emails.add(reference);
    else names.add(reference);
  }
  const fullName = sql<string>`lower(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}))`;
  const email = sql<string | null>`lower(${contacts.email})`;
  const columns = {
    id: contacts.id,
    email,
    key: fullName,
    name: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
  };
  const lookup = new Lookup();
  const remember = (found: { id: number; email: string | null; key: string; name: string }[]) => {
    for (const row of found) {
      const match = { id: row.id, name: row.name };
      for (const key of [String(row.id), `#${row.id}`, row.email, row.key]) if (key) lookup.add(key, match);
    }
  };
  const select = () => tx.select(columns).from(contacts);
  for (const part of chunks([...ids], LOOKUP_CHUNK))
    remember(await select().where(inArray(contacts.id, part)));
  for (const part of chunks([...emails], LOOKUP_CHUNK)) remember(await select().where(inArray(email, part)));
  for (const part of chunks([...names], LOOKUP_CHUNK))
    remember(await select().where(inArray(fullName, part)));
  return lookup;
}

export const commissioningImport: ImportHooks<typeof commissioningArea> = {
  async prepare(tx, rows) {
    const references = new Set(rows.flatMap((row) => listCell(row.cell('authorIds')).map(normal)));
    const titles = rows.map((row) => row.cell('commissioningTitle')).filter(Boolean);
    const [editors, people, taken] = await Promise.all([
      editorLookup(tx),
      contactLookup(tx, references),
      takenTitles(tx, titles),
    ]);
    const firstLineOfTitle = new Map<string, number>();

    return (row, fail) => {
      const title = row.cell('commissioningTitle');
      if (title) {
        const key = normal(title);
        const holder = taken.get(title.toLowerCase());
        const earlier = firstLineOfTitle.get(key);
        if (holder !== undefined)
          fail('commissioningTitle', `Duplicate title: commissioning ${holder} already has it`);
        else if (earlier !== undefined)
          fail('commissioningTitle', `Duplicate title: line ${earlier} has it too`);
        else firstLineOfTitle.set(key, row.line);
      }

      const editorText = row.cell('editorId');
      const named = editorText ? editors.find(editorText) : [];
      const [editor] = named;
      if (!editorText) fail('editorId', 'Missing editor');
      else if (named.length > 1)
        fail('editorId', `"${editorText}" names ${named.length} editors: use the user name or email`);
      else if (!editor)
        fail(
          'editorId',
          `Unknown editor "${editorText}": use the user name, email or full name of an active commissioning editor`,
        );

      const authors: Match[] = [];
      for (const reference of listCell(row.cell('authorIds'))) {
        const matches = people.find(reference);
        const [only] = matches;
        if (matches.length > 1)
          fail('authorIds', `"${reference}" names ${matches.length} contacts: use the email or id`);
        else if (!only)
          fail('authorIds', `Unknown author "${reference}": no contact has this email, name or id`);
        else authors.push(only);
      }
      return {
        // An unknown editor is reported above in the file's own terms; any id keeps the schema from repeating it.
        values: { editorId: editor?.id ?? 1, authorIds: authors.map((author) => author.id) },
        shown: {
          editorId: editor?.name ?? editorText,
          authorIds: authors.map((author) => author.name).join('; '),
        },
      };
    };
  },

  async afterInsert(context, created) {
    await insertRows(
      context.tx,
      commissioningCoAuthors,
      created.flatMap(({ id, values }) => coAuthorRows(id, values.authorIds)),
    );
    await recordFirstStatus(
      context,
      created.map(({ id }) => id),
    );
  },
};
