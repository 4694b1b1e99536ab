import { describe, expect, it } from 'vitest';
import { searchCentre, searchTarget } from './use-search-centre';

const none = { lat: null, lng: null, name: null, query: null };

describe('searchTarget', () => {
  it('uses named coordinates as they are (GPS, a picked suggestion)', () => {
    expect(searchTarget({ ...none, lat: 25.2, lng: 75.9, name: 'Your location' })).toEqual({
      kind: 'point',
      lat: 25.2,
      lng: 75.9,
      label: 'Your location',
    });
  });

  it('leaves a landing-page query to the API, even with the default centre in the URL', () => {
    expect(searchTarget({ ...none, lat: 25.1425, lng: 75.8526, query: 'alen samarth' })).toEqual({
      kind: 'query',
      query: 'alen samarth',
    });
  });

  it('labels bare coordinates with the coordinates, and nothing at all as Kota centre', () => {
    expect(searchTarget({ ...none, lat: 25.15, lng: 75.84 })).toMatchObject({ label: '25.1500, 75.8400' });
    expect(searchTarget(none)).toEqual({ kind: 'point', lat: 25.1425, lng: 75.8526, label: null });
  });
});

describe('searchCentre', () => {
  const target = { kind: 'query', query: 'zorawar' } as const;

  it('shows the place the API resolved the query to', () => {
    const answer = { center: { lat: 25.09, lng: 75.9 }, place: { id: 'area:zorawar', name: 'Zorawar Enclave' } };
    expect(searchCentre(target, answer)).toEqual({ lat: 25.09, lng: 75.9, label: 'Zorawar Enclave', unmatchedQuery: null });
  });

  it('says so when the API matched nothing', () => {
    const answer = { center: { lat: 25.1425, lng: 75.8526 }, place: null };
    expect(searchCentre(target, answer)).toEqual({ lat: 25.1425, lng: 75.8526, label: null, unmatchedQuery: 'zorawar' });
  });

  it('labels the search with the query until the API answers', () => {
    expect(searchCentre(target, undefined)).toMatchObject({ label: 'zorawar', unmatchedQuery: null });
  });
});
