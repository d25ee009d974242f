import { expect } from 'vitest';
import type { TestUser } from './fixtures';
import type { ApiResponse, TestUpstream } from './test-upstream';

/** Signs the user in through `auth/login` and answers the token. */
export async function tokenOf(api: TestUpstream, user: TestUser): Promise<string> {
  const response = await api.request('POST', 'auth/login', {
    body: { username: user.userName, password: user.password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { token: string }).token;
}

/** The `data` of an `ok` answer, after checking its status. */
export function dataOf<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}
