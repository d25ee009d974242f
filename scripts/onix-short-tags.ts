// `npm run onix-short-tags`: writes lib/exports/onix-short-tags.ts from EDItEUR's reference-tag schema.
// Run it when the schema moves to a new revision; a test checks the module is current.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliMessage } from './cli-message';
import { SHORT_TAGS_MODULE, referenceSchemaFile, shortTagsModule, shortTagsOf } from './onix-tag-map';

const root = path.resolve(import.meta.dirname, '..');
try {
  const schema = referenceSchemaFile(root);
  if (!schema)
    throw new Error('ONIX_BookProduct_3.0_reference.xsd not found; set ONIX_SCHEMA_DIR to its folder');
  const tags = shortTagsOf(readFileSync(schema, 'utf8'));
  writeFileSync(path.join(root, SHORT_TAGS_MODULE), shortTagsModule(tags));
  console.log(`Wrote ${SHORT_TAGS_MODULE}: ${tags.size} elements.`);
} catch (error) {
  console.error(cliMessage(error));
  process.exitCode = 1;
}
