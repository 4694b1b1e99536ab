import { afterEach, describe, expect, test, vi } from 'vitest';
import { catalogueGazetteerEntries, createGazetteer } from '@kotastay/shared/gazetteer';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { googlePlaces, GooglePlacesError, type FetchLike } from './google-places';
import { KindedError, Unavailable } from '../errors';
import { placesDailyQuotaReached } from './quota';
import { findPlaces as findPlacesOutcome, resolveGooglePlace, setPlacesProviderForTests, type LookupGate } from './service';

// No Firestore in unit tests: the seed catalogue stands in for the one the API reads.
// PG names come from the search index (listings); these tests are about places and Google: no PG is named.
vi.mock('../listings', () => ({ findPgsByName: async () => ({ hits: [], docsRead: 0 }) }));
vi.mock('../catalogue/catalogue-cache', () => {
  const seed = { coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES, areas: KOTA_AREAS };
  const catalogue = { ...seed, gazetteer: createGazetteer(catalogueGazetteerEntries(seed)) };
  return { currentCatalogue: async () => ({ catalogue, docsRead: 1 }) };
});

/** How often the lookup gate (the rate limit and daily cap) was asked. */
let gateCalls = 0;
const openGate: LookupGate = async () => {
  gateCalls += 1;
};
const findPlaces = async (q: Parameters<typeof findPlacesOutcome>[0], gate: LookupGate = openGate) => (await findPlacesOutcome(q, gate)).response;

function stubFetch(body: unknown, status = 200) {
  const calls: string[] = [];
  const fetchImpl: FetchLike = async (url) => {
    calls.push(url);
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { calls, fetchImpl };
}

describe('googlePlaces adapter', () => {
  test('autocomplete asks for India only, biased to Kota, with the key and session token', async () => {
    const { calls, fetchImpl } = stubFetch({ status: 'ZERO_RESULTS', predictions: [] });
    await googlePlaces('test-key', fetchImpl).autocomplete('allen samarth', { sessionToken: 'tok-1' });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0] as string);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/place/autocomplete/json');
    expect(url.searchParams.get('input')).toBe('allen samarth');
    expect(url.searchParams.get('components')).toBe('country:in');
    expect(url.searchParams.get('location')).toBe('25.1425,75.8526');
    expect(url.searchParams.get('radius')).toBe('30000');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('sessiontoken')).toBe('tok-1');
  });

  test('predictions become google places without coordinates, scored below local matches', async () => {
    const { fetchImpl } = stubFetch({
      status: 'OK',
      predictions: [
        {
          place_id: 'p1',
          description: 'Kota Heart Hospital, Talwandi, Kota, Rajasthan, India',
          structured_formatting: {
            main_text: 'Kota Heart Hospital',
            secondary_text: 'Talwandi, Kota, Rajasthan, India',
          },
        },
        { place_id: 'p2', description: 'Kota Stone Market, Kota, Rajasthan, India' },
        { description: 'no id: dropped' },
      ],
    });
    const places = await googlePlaces('k', fetchImpl).autocomplete('kota');
    expect(places.map((p) => p.id)).toEqual(['google:p1', 'google:p2']);
    expect(places[0]).toMatchObject({
      name: 'Kota Heart Hospital',
      address: 'Talwandi, Kota, Rajasthan, India',
      lat: null,
      lng: null,
      kind: 'google',
      source: 'google',
      placeId: 'p1',
    });
    for (const p of places) expect(p.score).toBeLessThan(0.5);
  });

  test('details resolves coordinates with a minimal field mask', async () => {
    const { calls, fetchImpl } = stubFetch({
      status: 'OK',
      result: {
        name: 'Kota Heart Hospital',
        formatted_address: 'Talwandi, Kota',
        geometry: { location: { lat: 25.14, lng: 75.85 } },
      },
    });
    const place = await googlePlaces('k', fetchImpl).details('p1');
    const url = new URL(calls[0] as string);
    expect(url.pathname).toBe('/maps/api/place/details/json');
    expect(url.searchParams.get('place_id')).toBe('p1');
    expect(url.searchParams.get('fields')).toBe('place_id,name,formatted_address,geometry/location');
    expect(place).toMatchObject({ id: 'google:p1', lat: 25.14, lng: 75.85, name: 'Kota Heart Hospital' });
  });

  test('errors do not leak the key', async () => {
    const { fetchImpl } = stubFetch({ status: 'REQUEST_DENIED', error_message: 'bad key' });
    const err = await googlePlaces('secret-key', fetchImpl)
      .autocomplete('x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GooglePlacesError);
    expect(String((err as Error).message)).not.toContain('secret-key');
    const http = await googlePlaces('secret-key', stubFetch({}, 500).fetchImpl)
      .autocomplete('x')
      .catch((e: unknown) => e);
    expect((http as Error).message).toBe('Google Places answered HTTP 500');
  });

  test('refuses to be built without a key', () => {
    expect(() => googlePlaces('')).toThrow(GooglePlacesError);
  });
});

describe('findPlaces', () => {
  afterEach(() => {
    setPlacesProviderForTests(undefined);
    gateCalls = 0;
  });

  test('without a key answers local matches only and never calls Google', async () => {
    setPlacesProviderForTests(null);
    const r = await findPlaces({ query: 'talwandi', limit: 5, google: true });
    expect(r.google).toBe('not_configured');
    expect(r.results[0]?.id).toBe('area:talwandi');
    expect(r.results.every((p) => p.source === 'local')).toBe(true);
    // Nothing to pay for: nothing counted.
    expect(gateCalls).toBe(0);
  });

  test('with a key appends Google predictions below local matches, dropping duplicates', async () => {
    const { calls, fetchImpl } = stubFetch({
      status: 'OK',
      predictions: [
        {
          place_id: 'dup',
          description: 'Talwandi, Kota',
          structured_formatting: { main_text: 'Talwandi', secondary_text: 'Kota' },
        },
        {
          place_id: 'p9',
          description: 'Talwandi Circle, Kota',
          structured_formatting: { main_text: 'Talwandi Circle', secondary_text: 'Kota' },
        },
      ],
    });
    setPlacesProviderForTests(googlePlaces('k', fetchImpl));
    const r = await findPlaces({ query: 'talwandi', limit: 5, google: true });
    expect(calls).toHaveLength(1);
    expect(gateCalls).toBe(1);
    expect(r.google).toBe('used');
    const sources = r.results.map((p) => p.source);
    expect(sources.indexOf('google')).toBeGreaterThan(sources.lastIndexOf('local'));
    expect(r.results.filter((p) => p.source === 'google').map((p) => p.id)).toEqual(['google:p9']);
  });

  test('a Google failure still answers the local matches', async () => {
    setPlacesProviderForTests(googlePlaces('k', stubFetch({}, 503).fetchImpl));
    const r = await findPlaces({ query: 'allen', limit: 3, google: true });
    expect(r.google).toBe('failed');
    expect(r.results.length).toBe(3);
  });

  test('google=false skips the call', async () => {
    const { calls, fetchImpl } = stubFetch({ status: 'OK', predictions: [] });
    setPlacesProviderForTests(googlePlaces('k', fetchImpl));
    expect((await findPlaces({ query: 'allen', limit: 3, google: false })).google).toBe('skipped');
    expect(calls).toHaveLength(0);
    expect(gateCalls).toBe(0);
  });

  test('a lookup the gate refuses (rate or daily cap) is that 429 error, and Google is not called', async () => {
    const { calls, fetchImpl } = stubFetch({ status: 'OK', predictions: [] });
    setPlacesProviderForTests(googlePlaces('k', fetchImpl));
    const refused = findPlaces({ query: 'allen', limit: 3, google: true }, () => Promise.reject(placesDailyQuotaReached()));
    await expect(refused).rejects.toMatchObject({ kind: 'rate_limited', code: 'places_daily_quota' });
    await expect(resolveGooglePlace('ChIJabc', undefined, () => Promise.reject(placesDailyQuotaReached()))).rejects.toBeInstanceOf(KindedError);
    expect(calls).toHaveLength(0);
  });

  test('a count that cannot be kept (Firestore down) is 502 places_unavailable, and Google is not called', async () => {
    const { calls, fetchImpl } = stubFetch({ status: 'OK', predictions: [] });
    setPlacesProviderForTests(googlePlaces('k', fetchImpl));
    const down = () => Promise.reject(new Error('14 UNAVAILABLE'));
    await expect(findPlaces({ query: 'allen', limit: 3, google: true }, down)).rejects.toMatchObject({ code: 'places_unavailable' });
    await expect(resolveGooglePlace('ChIJabc', undefined, down)).rejects.toBeInstanceOf(Unavailable);
    expect(calls).toHaveLength(0);
  });
});
