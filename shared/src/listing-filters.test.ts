// The one filter table drives the API schemas, the URL form and the matcher: every entry works everywhere.
import { describe, expect, test } from 'vitest';
import { FILTER_KEYS, LISTING_FILTERS, URL_FILTER_KEYS, filterParams, parseFilters, type PgFilters } from './listing-filters';
import { NearbySearchQuerySchema, PgListQuerySchema } from './schemas/search';

/** A valid, non-default value for each filter, from its kind in the table. */
const sample: PgFilters = Object.fromEntries(
  FILTER_KEYS.map((k) => {
    const def = LISTING_FILTERS[k];
    switch (def.kind) {
      case 'oneOf':
        return [k, def.values[1]];
      case 'listOf':
        return [k, [def.values[0], def.values[2]]];
      case 'boolean':
        return [k, true];
      case 'rent':
        return [k, k === 'minRentInr' ? 5000 : 9000];
    }
  }),
) as PgFilters;

describe('LISTING_FILTERS', () => {
  test.each(FILTER_KEYS)('%s is parsed by both API query schemas from its query-string form', (key) => {
    const params = filterParams(sample, [key]);
    expect(Object.keys(params)).toEqual([key]);
    const nearby = NearbySearchQuerySchema.parse({ lat: '25.14', lng: '75.85', ...params });
    const list = PgListQuerySchema.parse(params);
    expect(nearby[key]).toEqual(sample[key]);
    expect(list[key]).toEqual(sample[key]);
  });

  test.each(FILTER_KEYS)('%s rejects a value outside its kind with a 400 naming it', (key) => {
    const r = PgListQuerySchema.safeParse({ [key]: 'not-a-valid-value' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toContain(key);
  });

  test('the URL form round-trips every URL filter; the PG type stays out of the URL (type is the search type there)', () => {
    const sp = new URLSearchParams(filterParams(sample, URL_FILTER_KEYS));
    const { type: _type, ...urlSample } = sample;
    expect(parseFilters(sp)).toEqual(urlSample);
    expect(URL_FILTER_KEYS).not.toContain('type');
    expect(sp.has('type')).toBe(false);
  });

  test('the URL parser is forgiving: unknown values are dropped, a swapped rent range is put right', () => {
    const f = parseFilters(new URLSearchParams('gender=men&sharing=quad,double&amenities=pool,wifi&minRentInr=9000&maxRentInr=5000&ac=maybe'));
    expect(f).toEqual({ sharing: ['double'], amenities: ['wifi'], minRentInr: 5000, maxRentInr: 9000 });
  });
});
