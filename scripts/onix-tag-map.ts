import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run onix-short-tags` writes the reference → short tag names of ONIX 3.0. */
export const SHORT_TAGS_MODULE = 'lib/exports/onix-short-tags.ts';

/**
 * EDItEUR's reference-tag schema, where the machine has it: ONIX_SCHEMA_DIR, else
 * `shared/standards/onix30` beside the repository or beside its parent.
 */
export function referenceSchemaFile(root: string): string | undefined {
  const folders = [
    process.env.ONIX_SCHEMA_DIR,
    path.resolve(root, '../shared/standards/onix30'),
    path.resolve(root, '../../shared/standards/onix30'),
  ].filter((folder): folder is string => Boolean(folder));
  return folders
    .map((folder) => path.join(folder, 'ONIX_BookProduct_3.0_reference.xsd'))
    .find((file) => existsSync(file));
}

// Each element's complex type fixes its two names as one-value enumerations: refname, then shortname.
const NAMES =
  /<xs:attribute name="refname">\s*<xs:simpleType>\s*<xs:restriction base="xs:token">\s*<xs:enumeration value="([A-Za-z]+)"\/>[\s\S]*?<xs:attribute name="shortname">\s*<xs:simpleType>\s*<xs:restriction base="xs:token">\s*<xs:enumeration value="([A-Za-z0-9]+)"\/>/g;

/** Reference tag → short tag, for every element the schema declares, sorted by reference tag. */
export function shortTagsOf(referenceXsd: string): Map<string, string> {
  const pairs = [...referenceXsd.matchAll(NAMES)].map((match) => [match[1] ?? '', match[2] ?? ''] as const);
  return new Map(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The module's text, formatted as prettier would. */
export function shortTagsModule(tags: ReadonlyMap<string, string>): string {
  const entries = [...tags].map(([reference, short]) => `  ${reference}: '${short}',`).join('\n');
  return (
    '// Written by `npm run onix-short-tags` from the refname and shortname that EDItEUR’s\n' +
    '// ONIX_BookProduct_3.0_reference.xsd gives each element; a test checks it is current.\n\n' +
    '/** ONIX 3.0 reference tag → short tag. */\n' +
    `export const ONIX_SHORT_TAGS: Readonly<Record<string, string>> = {\n${entries}\n};\n`
  );
}
