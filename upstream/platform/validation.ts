import type { z } from '@hono/zod-openapi';
import type { FieldIssue } from '@/lib/contract/envelope';

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
