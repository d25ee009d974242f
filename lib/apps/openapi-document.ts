import 'server-only';
import { z } from 'zod';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstreamFetch } from '@/lib/upstream/transport';

/*
 * The publishing API's OpenAPI 3.1 document as the reference page reads it: operations grouped by tag,
 * their parameters, request body and responses. Schemas stay JSON Schema, read loosely.
 */

export type JsonSchema = { [key: string]: unknown };

const schema = z.record(z.string(), z.unknown());
const content = z.record(z.string(), z.object({ schema: schema.optional() }));

const operationSchema = z.object({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  'x-rights': z.array(z.array(z.record(z.string(), z.number().optional()))).optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: schema.optional(),
      }),
    )
    .optional(),
  requestBody: z.object({ required: z.boolean().optional(), content }).optional(),
  responses: z.record(
    z.string(),
    z.object({ description: z.string().optional(), content: content.optional() }),
  ),
});

const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), schema).optional() }).optional(),
});

export type Operation = z.infer<typeof operationSchema> & { method: string; path: string };

export interface ApiReference {
  title: string;
  version: string;
  openapi: string;
  /** Tags in alphabetical order, each with its operations by path then method. */
  tags: { tag: string; operations: Operation[] }[];
  schemas: Record<string, JsonSchema>;
}

const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Reads the document from the publishing API (embedded or remote) and groups its operations by tag. */
export async function loadApiReference(requestId?: string): Promise<ApiReference> {
  const response = await upstreamFetch('openapi.json', {
    headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
  });
  if (!response.ok)
    throw new UpstreamError(502, `The publishing API answered ${response.status} for its OpenAPI document`);
  const document = documentSchema.parse(await response.json());
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const parsed = operationSchema.safeParse(item[method]);
      if (!parsed.success) continue;
      const operation: Operation = { ...parsed.data, method, path };
      for (const tag of operation.tags?.length ? operation.tags : ['other']) {
        byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
      }
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    openapi: document.openapi,
    tags: [...byTag.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, operations]) => ({
        tag,
        operations: operations.sort(
          (a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
        ),
      })),
    schemas: document.components?.schemas ?? {},
  };
}
