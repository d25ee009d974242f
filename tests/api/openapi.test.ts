import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedOperations } from '../support/openapi';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

describe('openapi.json', () => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await createTestUpstream();
  });
  afterAll(() => api.close());

  it('passes the OpenAPI 3.1 linter without errors', async () => {
    const response = await api.request('GET', 'openapi.json');
    const problems = await lintFromString({
      source: JSON.stringify(response.body),
      absoluteRef: 'openapi.json',
      config: await createConfig({
        extends: ['recommended'],
        rules: { 'info-license': 'off', 'no-server-example.com': 'off' },
      }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('publishes a requirement for every guarded operation', async () => {
    const operations = await describedOperations(api);
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations.filter((candidate) => candidate.guarded)) {
      expect(operation.rights, `${operation.method} ${operation.path}`).toBeDefined();
    }
  });
});
