import { describe, expect, test } from 'vitest';
import { NearbySearchQuerySchema, PgListQuerySchema, PlacesQuerySchema } from './search';

const errorPaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('NearbySearchQuerySchema', () => {
  test('coerces query strings and applies defaults', () => {
    const q = NearbySearchQuerySchema.parse({ lat: '25.1425', lng: '75.8526' });
    expect(q).toEqual({ lat: 25.1425, lng: 75.8526, radius: 5000, sort: 'distance', limit: 20 });
  });

  test('parses every filter', () => {
    const q = NearbySearchQuerySchema.parse({
      lat: '25.14',
      lng: '75.85',
      radius: '20000',
      gender: 'girls',
      type: 'hostel',
      sharing: 'single,double,single',
      ac: 'false',
      food: 'veg',
      minRentInr: '6000',
      maxRentInr: '12000',
      amenities: 'wifi, cctv',
      sort: 'price_desc',
      limit: '50',
      cursor: 'abc',
    });
    expect(q).toMatchObject({
      radius: 20000,
      gender: 'girls',
      type: 'hostel',
      sharing: ['single', 'double'],
      ac: false,
      food: 'veg',
      minRentInr: 6000,
      maxRentInr: 12000,
      amenities: ['wifi', 'cctv'],
      sort: 'price_desc',
      limit: 50,
      cursor: 'abc',
    });
  });

  test('empty parameters count as absent', () => {
    const q = NearbySearchQuerySchema.parse({ lat: '25.14', lng: '75.85', gender: '', ac: '', radius: '' });
    expect(q.gender).toBeUndefined();
    expect(q.ac).toBeUndefined();
    expect(q.radius).toBe(5000);
  });

  test.each([
    [{ lng: '75.85' }, 'lat'],
    [{ lat: 'abc', lng: '75.85' }, 'lat'],
    [{ lat: '0x19', lng: '75.85' }, 'lat'],
    [{ lat: '51.5', lng: '75.85' }, 'lat'],
    [{ lat: '25.14', lng: '-0.12' }, 'lng'],
    [{ lat: '25.14', lng: '75.85', radius: '999' }, 'radius'],
    [{ lat: '25.14', lng: '75.85', radius: '20001' }, 'radius'],
    [{ lat: '25.14', lng: '75.85', gender: 'male' }, 'gender'],
    [{ lat: '25.14', lng: '75.85', sharing: 'single,quad' }, 'sharing'],
    [{ lat: '25.14', lng: '75.85', ac: 'yes' }, 'ac'],
    [{ lat: '25.14', lng: '75.85', food: 'nonveg' }, 'food'],
    [{ lat: '25.14', lng: '75.85', minRentInr: '-1' }, 'minRentInr'],
    [{ lat: '25.14', lng: '75.85', maxRentInr: '12.5' }, 'maxRentInr'],
    [{ lat: '25.14', lng: '75.85', minRentInr: '9000', maxRentInr: '8000' }, 'maxRentInr'],
    [{ lat: '25.14', lng: '75.85', amenities: 'wifi,jacuzzi' }, 'amenities'],
    [{ lat: '25.14', lng: '75.85', sort: 'cheapest' }, 'sort'],
    [{ lat: '25.14', lng: '75.85', limit: '0' }, 'limit'],
    [{ lat: '25.14', lng: '75.85', limit: '51' }, 'limit'],
    [{ lat: ['25.14', '25.15'], lng: '75.85' }, 'lat'],
  ])('%j is rejected naming %s', (input, field) => {
    const r = NearbySearchQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(errorPaths(r)).toContain(field);
  });
});

describe('PgListQuerySchema', () => {
  test('defaults to newest first, 20 a page', () => {
    expect(PgListQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 20 });
  });
  test('refuses the distance sort (it needs a centre)', () => {
    expect(errorPaths(PgListQuerySchema.safeParse({ sort: 'distance' }))).toContain('sort');
  });
});

describe('PlacesQuerySchema', () => {
  test('trims the query and defaults limit and google', () => {
    expect(PlacesQuerySchema.parse({ query: '  talwandi ' })).toEqual({ query: 'talwandi', limit: 8, google: true });
  });
  test('needs a query', () => {
    expect(errorPaths(PlacesQuerySchema.safeParse({}))).toContain('query');
    expect(errorPaths(PlacesQuerySchema.safeParse({ query: '   ' }))).toContain('query');
  });
});
