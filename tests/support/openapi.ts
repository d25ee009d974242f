import { z } from 'zod';
import type { TestUpstream } from './test-upstream';

const operationSchema = z.object({
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  'x-rights': z
    .array(
      z.array(
        z.object({
          groupId: z.number().optional(),
          sectionId: z.number().optional(),
          minLevel: z.number().optional(),
        }),
      ),
    )
    .optional(),
});
const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export interface DescribedOperation {
  method: string;
  path: string;
  guarded: boolean;
  rights: z.infer<typeof operationSchema>['x-rights'];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the API's own description, with its published requirement. */
export async function describedOperations(api: TestUpstream): Promise<DescribedOperation[]> {
  const response = await api.request('GET', 'openapi.json');
  const document = documentSchema.parse(response.body);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, raw]) => {
        const operation = operationSchema.parse(raw);
        return {
          method: method.toUpperCase(),
          path,
          guarded: (operation.security ?? []).length > 0,
          rights: operation['x-rights'],
        };
      }),
  );
}

/** A concrete path for a described one: every `{param}` becomes 1. */
export function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '1').replace(/^\//, '');
}
