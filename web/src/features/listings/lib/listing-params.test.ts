import { describe, expect, it } from 'vitest';
import { NearbySearchQuerySchema } from '@kotastay/shared/schemas/search';
import {
  activeFilterCount,
  isIndexableListing,
  listingCanonicalPath,
  nearbyQuery,
  parseListingParams,
  withFilters,
} from './listing-params';

describe('parseListingParams', () => {
  it('reads the docs/requirements/search-and-listings.md#listing-page-parameters parameters', () => {
    const p = parseListingParams(
      new URLSearchParams('lat=25.14&lng=75.85&name=Talwandi&radius=3000&type=search&query=talw&accuracy=35'),
    );
    expect(p).toMatchObject({
      lat: 25.14,
      lng: 75.85,
      name: 'Talwandi',
      radiusM: 3000,
      type: 'search',
      query: 'talw',
      accuracyM: 35,
    });
    // No sort in the URL: the API's own (decision 225).
    expect(p.sort).toBeNull();
    expect(p.filters).toEqual({});
  });

  it('defaults the radius to 5000 m and clamps it to 1–20 km', () => {
    expect(parseListingParams(new URLSearchParams('')).radiusM).toBe(5000);
    expect(parseListingParams(new URLSearchParams('radius=90000')).radiusM).toBe(20000);
    expect(parseListingParams(new URLSearchParams('radius=10')).radiusM).toBe(1000);
  });

  it('drops bad values instead of failing the page', () => {
    const p = parseListingParams(
      new URLSearchParams('lat=999&lng=abc&type=x&gender=men&sharing=quad&ac=maybe&sort=cheap&minRentInr=1e3&food=x'),
    );
    expect(p.lat).toBeNull();
    expect(p.lng).toBeNull();
    expect(p.type).toBeNull();
    expect(p.filters).toEqual({});
    // No sort in the URL: the API's own (decision 225).
    expect(p.sort).toBeNull();
  });

  it('keeps the known items of a list with an unknown one', () => {
    const p = parseListingParams(new URLSearchParams('sharing=single,quad&amenities=wifi,jacuzzi'));
    expect(p.filters).toEqual({ sharing: ['single'], amenities: ['wifi'] });
  });

  it('swaps a reversed price range', () => {
    const p = parseListingParams(new URLSearchParams('minRentInr=12000&maxRentInr=8000'));
    expect(p.filters).toMatchObject({ minRentInr: 8000, maxRentInr: 12000 });
  });
});

describe('withFilters', () => {
  it('round-trips filters and sort, keeping the place parameters', () => {
    const base = new URLSearchParams('lat=25.14&lng=75.85&name=Talwandi&radius=5000&type=search');
    const filters = {
      gender: 'girls',
      sharing: ['single', 'double'],
      ac: true,
      food: 'veg',
      minRentInr: 6000,
      maxRentInr: 12000,
      amenities: ['wifi', 'cctv'],
    } as const;
    const next = withFilters(
      base,
      { ...filters, sharing: [...filters.sharing], amenities: [...filters.amenities] },
      'price_asc',
    );
    expect(next.get('name')).toBe('Talwandi');
    const back = parseListingParams(next);
    expect(back.filters).toEqual(filters);
    expect(back.sort).toBe('price_asc');
    expect(activeFilterCount(back.filters)).toBe(7);
  });

  it('removes cleared filters and the default sort from the URL', () => {
    const next = withFilters(new URLSearchParams('lat=1&gender=boys&sort=rating&amenities=wifi'), {}, 'distance');
    expect(next.toString()).toBe('lat=1');
  });

  it("keeps the order a cheap query implies out of the URL, and writes distance when it is chosen over it", () => {
    const sp = new URLSearchParams('query=cheap+pg&sort=rating');
    expect(withFilters(sp, {}, 'price_asc', 'price_asc').get('sort')).toBeNull();
    expect(withFilters(sp, {}, 'distance', 'price_asc').get('sort')).toBe('distance');
    expect(withFilters(sp, {}, null, 'price_asc').get('sort')).toBeNull();
    expect(parseListingParams(withFilters(sp, {}, 'distance', 'price_asc')).sort).toBe('distance');
  });
});

describe('nearbyQuery', () => {
  it('is accepted by the API schema', () => {
    const q = nearbyQuery(
      { lat: 25.1425, lng: 75.8526 },
      5000,
      { sharing: ['double'], ac: false, amenities: ['wifi'], maxRentInr: 9000 },
      'rating',
    );
    const parsed = NearbySearchQuerySchema.parse(q);
    expect(parsed).toMatchObject({
      lat: 25.1425,
      lng: 75.8526,
      radius: 5000,
      sharing: ['double'],
      ac: false,
      amenities: ['wifi'],
      maxRentInr: 9000,
      sort: 'rating',
    });
  });

  it('leaves sort out when the URL has none, so a query can choose it (decision 225)', () => {
    const q = nearbyQuery({ query: 'cheap pg' }, 5000, {}, null);
    expect(q).not.toHaveProperty('sort');
    expect(NearbySearchQuerySchema.parse(q).sort).toBeUndefined();
  });
});

describe('listing page canonical URL and indexing', () => {
  const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

  it('the canonical URL keeps the place and radius and drops the view, accuracy, filters and sort', () => {
    const p = parse('lat=25.1425&lng=75.8526&name=Talwandi&radius=3000&type=search&view=map&gender=girls&sort=rating');
    expect(listingCanonicalPath(p)).toBe('/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=3000&type=search');
  });

  it('a typed query keeps its query in the canonical URL', () => {
    expect(listingCanonicalPath(parse('lat=25.1425&lng=75.8526&radius=5000&type=search&query=talwandi'))).toBe(
      '/pg-listing?lat=25.1425&lng=75.8526&radius=5000&type=search&query=talwandi',
    );
  });

  it('only a plain search around a named place is indexed', () => {
    expect(isIndexableListing(parse('lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search'))).toBe(true);
    expect(isIndexableListing(parse('lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search&view=map'))).toBe(
      true,
    );
    for (const qs of [
      'lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search&gender=girls',
      'lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search&sort=price_asc',
      'lat=25.1372&lng=75.8478&radius=5000&type=gps&accuracy=25',
      'lat=25.1425&lng=75.8526&radius=5000&type=search&query=alen%20samarth',
    ]) {
      expect(isIndexableListing(parse(qs)), qs).toBe(false);
    }
  });
});
