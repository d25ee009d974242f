import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUpstream, type TestUpstream } from '../support/test-upstream';

describe('health and the API description', () => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await createTestUpstream();
  });
  afterAll(() => api.close());

  it('reports the database as up', async () => {
    const response = await api.request('GET', 'health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { status: 'up', database: { kind: api.database.kind, status: 'up' } },
    });
  });

  it('echoes the request id it was given', async () => {
    const response = await api.request('GET', 'health', { headers: { 'x-request-id': 'req-123' } });
    expect(response.headers.get('x-request-id')).toBe('req-123');
  });

  it('reports the database as down once it is closed', async () => {
    const other = await createTestUpstream();
    await other.database.close();
    const response = await other.request('GET', 'health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ data: { status: 'down', database: { status: 'down' } } });
  });

  it('answers unknown paths with the error envelope', async () => {
    const response = await api.request('GET', 'no/such/path');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: 'Not found' });
  });

  it('serves an OpenAPI 3.1 description of its endpoints', async () => {
    const response = await api.request('GET', 'openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/health');
  });
});
