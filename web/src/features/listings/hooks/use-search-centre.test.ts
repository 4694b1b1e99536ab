import { describe, expect, it } from 'vitest';
import { resolveSearchCentre } from './use-search-centre';

const none = { lat: null, lng: null, name: null, query: null };

describe('resolveSearchCentre', () => {
  it('uses named coordinates as they are (GPS, a picked suggestion)', () => {
    expect(resolveSearchCentre({ ...none, lat: 25.2, lng: 75.9, name: 'Your location' })).toEqual({
      lat: 25.2,
      lng: 75.9,
      label: 'Your location',
      unmatchedQuery: null,
    });
  });

  it('resolves a landing-page query to the best gazetteer match, typos included', () => {
    const c = resolveSearchCentre({ ...none, lat: 25.1425, lng: 75.8526, query: 'alen samarth' });
    expect(c.label).toMatch(/Samarth/);
    expect(c.unmatchedQuery).toBeNull();
    expect(c.lat).not.toBe(25.1425);
  });

  it('falls back to the default centre and says so when nothing matches', () => {
    expect(resolveSearchCentre({ ...none, query: 'qqqzzzxx' })).toEqual({
      lat: 25.1425,
      lng: 75.8526,
      label: null,
      unmatchedQuery: 'qqqzzzxx',
    });
  });

  it('labels bare coordinates with the coordinates', () => {
    expect(resolveSearchCentre({ ...none, lat: 25.15, lng: 75.84 }).label).toBe('25.1500, 75.8400');
  });
});
