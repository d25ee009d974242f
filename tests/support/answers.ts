import { expect } from 'vitest';
import type { ApiResponse } from './test-upstream';

/** The data of an answer that must have this status. */
export function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

/** The refusal's message and its issues by path (the first of a path, when a value breaks several rules). */
export function refusal(
  response: ApiResponse,
  status: number,
): { error: string; issues: Record<string, string> } {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const body = response.body as { error: string; issues?: { path: string; message: string }[] };
  const issues: Record<string, string> = {};
  for (const issue of body.issues ?? []) issues[issue.path] ??= issue.message;
  return { error: body.error, issues };
}
