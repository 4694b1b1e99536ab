import { describe, expect, test } from 'vitest';
import { NO_COACHING, QUICK_SEARCHES, landingSearchUrl, placeSearchUrl, toggleCoaching } from './search';

const paramsOf = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
};

describe('landingSearchUrl (docs/requirements/search-and-listings.md#search-submit-rule search-submit rule)', () => {
  test('a query of 2 characters or fewer does not search', () => {
    expect(landingSearchUrl('')).toBeNull();
    expect(landingSearchUrl('ab')).toBeNull();
    // Spaces do not count: "  a  " is still one character.
    expect(landingSearchUrl('  ab   ')).toBeNull();
  });

  test('3 characters go to /pg-listing around the default centre with radius 5000', () => {
    const { path, params } = paramsOf(landingSearchUrl('abc')!);
    expect(path).toBe('/pg-listing');
    expect(params).toEqual({ lat: '25.1425', lng: '75.8526', radius: '5000', type: 'search', query: 'abc' });
  });

  test('the query is trimmed, inner whitespace collapsed, and URL-encoded', () => {
    const url = landingSearchUrl('  Allen   Samarth & co ')!;
    expect(paramsOf(url).params.query).toBe('Allen Samarth & co');
    expect(url).not.toContain(' ');
  });
});

describe('placeSearchUrl', () => {
  test('searches 5 km around the place and names it', () => {
    const { params } = paramsOf(placeSearchUrl({ name: 'Allen Samarth', lat: 25.16, lng: 75.83 }));
    expect(params).toEqual({ lat: '25.16', lng: '75.83', name: 'Allen Samarth', radius: '5000', type: 'search' });
  });
});

describe('QUICK_SEARCHES', () => {
  test('every chip leads to a /pg-listing URL with a centre and radius 5000', () => {
    expect(QUICK_SEARCHES).toHaveLength(4);
    for (const chip of QUICK_SEARCHES) {
      const { path, params } = paramsOf(chip.url);
      expect(path).toBe('/pg-listing');
      expect(Number(params.lat)).toBeGreaterThan(25);
      expect(Number(params.lng)).toBeGreaterThan(75);
      expect(params.radius).toBe('5000');
    }
  });
  test('place chips search by name (the API resolves it), without coordinates to go stale', () => {
    const query = (id: string) => paramsOf(QUICK_SEARCHES.find((c) => c.id === id)!.url).params.query;
    expect(query('allenSamarth')).toBe('Allen Samarth');
    expect(query('talwandi')).toBe('Talwandi');
  });
  test('the Girls PG chip searches by text', () => {
    const chip = QUICK_SEARCHES.find((c) => c.id === 'girlsPg')!;
    expect(paramsOf(chip.url).params).toMatchObject({ query: 'Girls PG', type: 'search' });
  });
  test('the budget chip carries the rent limit', () => {
    const chip = QUICK_SEARCHES.find((c) => c.id === 'underTenThousand')!;
    expect(paramsOf(chip.url).params.maxRentInr).toBe('10000');
  });
});

describe('toggleCoaching', () => {
  test('selects a coaching, switches to another, and deselects on a second tap', () => {
    expect(toggleCoaching(NO_COACHING, 'allen')).toBe('allen');
    expect(toggleCoaching('allen', 'motion')).toBe('motion');
    expect(toggleCoaching('motion', 'motion')).toBe(NO_COACHING);
  });
});
