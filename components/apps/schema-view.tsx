import type { ReactNode } from 'react';
import type { JsonSchema } from '@/lib/apps/openapi-document';

/*
 * A JSON Schema of the API's document as a readable tree, on the server: an object's fields with their
 * types, whether they are required and their descriptions; named schemas unfolded a few levels deep
 * (a schema already open above is only named, so a recursive one ends).
 */

const MAX_DEPTH = 4;

type Props = {
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
  depth?: number;
  open?: readonly string[];
};

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);
const refName = (schema: JsonSchema): string | null =>
  typeof schema.$ref === 'string' ? (schema.$ref.split('/').pop() ?? null) : null;

/** A one-line type: `string (email)`, `integer ≥ 1`, `"up" | "down"`, `array of Contact`, `Contact`. */
export function typeLabel(schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return name;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = list(schema.anyOf ?? schema.oneOf);
  if (alternatives.length > 0) return alternatives.map(typeLabel).join(' | ');
  if (schema.type === 'array')
    return `array of ${isSchema(schema.items) ? typeLabel(schema.items) : 'anything'}`;
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any';
  const facets = [
    typeof schema.format === 'string' ? schema.format : null,
    typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : null,
    typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : null,
    typeof schema.maxLength === 'number' ? `≤ ${schema.maxLength} chars` : null,
    typeof schema.pattern === 'string' ? `/${schema.pattern}/` : null,
  ].filter(Boolean);
  return facets.length > 0 ? `${type} (${facets.join(', ')})` : type;
}

/**
 * What a schema holds below its own line: an object's fields or alternatives, through named schemas and
 * arrays' items; null for a plain value or a named schema already open above.
 */
function unfold(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  open: readonly string[],
): { body: JsonSchema; open: readonly string[] } | null {
  const name = refName(schema);
  if (name) {
    const named = schemas[name];
    return named && !open.includes(name) ? unfold(named, schemas, [...open, name]) : null;
  }
  if (schema.type === 'array' && isSchema(schema.items)) return unfold(schema.items, schemas, open);
  if (isSchema(schema.properties) || list(schema.anyOf ?? schema.oneOf).length > 0)
    return { body: schema, open };
  return null;
}

export function SchemaView({ schema, schemas, depth = 0, open = [] }: Props): ReactNode {
  const unfolded = depth < MAX_DEPTH ? unfold(schema, schemas, open) : null;
  if (!unfolded) return null;
  const { body } = unfolded;
  const opened = unfolded.open;
  const alternatives = list(body.anyOf ?? body.oneOf);
  if (!isSchema(body.properties) && alternatives.length > 0) {
    return (
      <ul className="ml-4 list-disc space-y-1">
        {alternatives.map((alternative, index) => (
          <li key={index}>
            <span className="font-mono text-xs">one of: {typeLabel(alternative)}</span>
            <SchemaView schema={alternative} schemas={schemas} depth={depth + 1} open={opened} />
          </li>
        ))}
      </ul>
    );
  }
  const properties = isSchema(body.properties)
    ? Object.entries(body.properties).filter((entry): entry is [string, JsonSchema] => isSchema(entry[1]))
    : [];
  if (properties.length === 0) return null;
  const required = Array.isArray(body.required) ? body.required : [];
  return (
    <ul className="ml-4 space-y-1 border-l pl-3">
      {properties.map(([field, property]) => (
        <li key={field}>
          <span className="font-mono text-xs">
            <span className="font-semibold">{field}</span>
            {required.includes(field) ? '' : '?'}: {typeLabel(property)}
          </span>
          {typeof property.description === 'string' ? (
            <span className="text-muted-foreground"> — {property.description}</span>
          ) : null}
          <SchemaView schema={property} schemas={schemas} depth={depth + 1} open={opened} />
        </li>
      ))}
    </ul>
  );
}
