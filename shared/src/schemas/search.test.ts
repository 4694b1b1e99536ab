import { describe, expect, test } from 'vitest';
import { NearbySearchQuerySchema, PgListQuerySchema, PlacesQuerySchema } from './search';

const errorPaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('NearbySearchQuerySchema', () => {
  test('coerces query strings and applies defaults', () => {
    const q = NearbySearchQuerySchema.parse({ lat: '25.1425', lng: '75.8526' });
    // No sort: the API decides (a query may ask for one, decision 225).
    expect(q).toEqual({ lat: 25.1425, lng: 75.8526, radius: 5000, limit: 20 });
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

describe('NearbySearchQuerySchema place', () => {
  test.each([
    ['area:talwandi', { kind: 'area', id: 'talwandi' }],
    ['branch:allen-samyak', { kind: 'branch', id: 'allen-samyak' }],
    ['area:no-such-area-9', { kind: 'area', id: 'no-such-area-9' }],
  ])('%s is split into kind and catalogue id (existence is checked by the API)', (place, parsed) => {
    const q = NearbySearchQuerySchema.parse({ place });
    expect(q.place).toEqual(parsed);
    expect(q.lat).toBeUndefined();
    expect(q.radius).toBe(5000);
  });

  test('an empty place counts as absent (and then a centre is still needed)', () => {
    expect(NearbySearchQuerySchema.parse({ place: '', lat: '25.14', lng: '75.85' }).place).toBeUndefined();
    expect(errorPaths(NearbySearchQuerySchema.safeParse({ place: '' }))).toContain('lat');
  });

  test.each([
    'talwandi',
    'area:',
    ':talwandi',
    'coaching:allen',
    'landmark:kota-junction',
    'google:abc',
    'Area:talwandi',
    'area:Talwandi',
    'area:__x__',
    '__x__',
    '..',
    'area:..',
    'a/b',
    'area:a/b',
    'area:talwandi/../x',
    'area:tal wandi',
    `area:${'a'.repeat(200)}`,
  ])('%j is a 400 naming place', (place) => {
    const r = NearbySearchQuerySchema.safeParse({ place });
    expect(r.success).toBe(false);
    expect(errorPaths(r)).toEqual(['place']);
  });

  test('a repeated place parameter (an array) is a 400 naming place', () => {
    expect(errorPaths(NearbySearchQuerySchema.safeParse({ place: ['area:talwandi', 'area:kunhadi'] }))).toEqual(['place']);
  });

  test.each([
    [{ place: 'area:talwandi', lat: '25.14', lng: '75.85' }],
    [{ place: 'area:talwandi', lat: '25.14' }],
    [{ place: 'area:talwandi', lng: '75.85' }],
    [{ place: 'area:talwandi', query: 'talwandi' }],
  ])('place with another centre (%j) is a 400 naming place', (input) => {
    const r = NearbySearchQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(errorPaths(r)).toContain('place');
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
  test('trims the query and defaults limit, and google to off (a paid lookup is asked for, with App Check)', () => {
    expect(PlacesQuerySchema.parse({ query: '  talwandi ' })).toEqual({ query: 'talwandi', limit: 8, google: false });
  });
  test('needs a query', () => {
    expect(errorPaths(PlacesQuerySchema.safeParse({}))).toContain('query');
    expect(errorPaths(PlacesQuerySchema.safeParse({ query: '   ' }))).toContain('query');
  });
});
