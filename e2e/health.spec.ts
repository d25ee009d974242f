import { expect, test } from '@playwright/test';

test('the server reports every part up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'up', web: 'up', upstream: 'up', database: 'up' });
  expect(response.headers()['x-request-id']).toBeTruthy();
});
