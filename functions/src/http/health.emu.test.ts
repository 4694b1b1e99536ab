import { expect, test } from 'vitest';
import { api } from '../../../test-utils/api';

test('the api function answers through the Hosting rewrite', async () => {
  const res = await api('GET', '/health');
  expect(res).toEqual({ status: 200, body: { ok: true } });
});

test('an unknown /api path is a JSON 404, not the web app', async () => {
  const res = await api('GET', '/no-such-endpoint');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ error: 'not_found' });
});
