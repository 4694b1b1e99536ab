import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { seedQueryCache } from './ssr-cache';

describe('seedQueryCache: the browser starts from what the server rendered with', () => {
  it('stores a 200 answer as the query data, and as the first page of an infinite query', () => {
    const client = createQueryClient();
    seedQueryCache(client, [
      { queryKey: ['one'], kind: 'query', status: 200, body: { name: 'Nandini' } },
      { queryKey: ['pages'], kind: 'infinite', status: 200, body: { results: [1, 2], nextCursor: 'c1' } },
    ]);
    expect(client.getQueryData(['one'])).toEqual({ name: 'Nandini' });
    expect(client.getQueryData(['pages'])).toEqual({
      pages: [{ results: [1, 2], nextCursor: 'c1' }],
      pageParams: [null],
    });
    expect(client.getQueryState(['one'])?.status).toBe('success');
  });

  it('stores a 404 as null for a single resource and as a first page of null for an infinite query', () => {
    const client = createQueryClient();
    seedQueryCache(client, [
      { queryKey: ['pg'], kind: 'query', status: 404, body: { error: 'not_found' } },
      { queryKey: ['area'], kind: 'infinite', status: 404, body: { error: 'not_found', message: 'No such place.' } },
    ]);
    expect(client.getQueryData(['pg'])).toBeNull();
    expect(client.getQueryData(['area'])).toEqual({ pages: [null], pageParams: [null] });
    expect(client.getQueryState(['area'])?.status).toBe('success');
  });
});
