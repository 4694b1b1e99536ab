// What /pg-listing searches around. Coordinates in the URL win when they name a place (a picked suggestion or
// GPS); a bare query (the landing page's search, SPEC §5) is resolved offline with the Kota gazetteer, and when
// nothing matches we search around the default centre and say so rather than pretending.
import { useMemo } from 'react';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { searchPlaces } from '@kotastay/shared/gazetteer';
import type { ListingParams } from '../lib/listing-params';

export type SearchCentre = {
  lat: number;
  lng: number;
  /** Display name; null means "Kota centre" (translated by the screen). */
  label: string | null;
  /** The query matched no Kota place. */
  unmatchedQuery: string | null;
};

export function resolveSearchCentre(p: Pick<ListingParams, 'lat' | 'lng' | 'name' | 'query'>): SearchCentre {
  const coords = p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null;
  if (p.name && coords) return { ...coords, label: p.name, unmatchedQuery: null };
  if (p.query) {
    const best = searchPlaces(p.query, 1)[0];
    if (best && best.lat !== null && best.lng !== null) {
      return { lat: best.lat, lng: best.lng, label: best.name, unmatchedQuery: null };
    }
    return { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng, label: null, unmatchedQuery: p.query };
  }
  if (coords) return { ...coords, label: `${coords.lat.toFixed(4)}, ${coords.lng.toFixed(4)}`, unmatchedQuery: null };
  return { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng, label: null, unmatchedQuery: null };
}

export function useSearchCentre(p: Pick<ListingParams, 'lat' | 'lng' | 'name' | 'query'>): SearchCentre {
  const { lat, lng, name, query } = p;
  return useMemo(() => resolveSearchCentre({ lat, lng, name, query }), [lat, lng, name, query]);
}
