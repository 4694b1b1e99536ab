// Every react-query key of the listings feature, so mutations update exactly what they change.
import type { NearbySearchQueryInput } from '@kotastay/shared/schemas/search';

const root = ['listings'] as const;

export const listingKeys = {
  all: root,
  nearby: (query: NearbySearchQueryInput) => [...root, 'nearby', query] as const,
  pg: (id: string) => [...root, 'pg', id] as const,
  places: (query: string, google: boolean) => [...root, 'places', query, google] as const,
  googlePlace: (placeId: string) => [...root, 'places', 'google', placeId] as const,
  /** Saved PGs belong to one user: the uid is in the key so a sign-out/in never shows someone else's. */
  saved: (uid: string) => [...root, 'saved', uid] as const,
};

export const seg = (id: string) => encodeURIComponent(id);
