// The GETs the listings hooks make, as pure functions: the hooks fetch them and the server renderer
// (app/ssr-routes.ts) fetches the very same paths, so the two can never ask for different data.
import type { NearbySearchQueryInput } from '@kotastay/shared/schemas/search';
import { seg } from './query-keys';

export const pgApiPath = (id: string) => `/api/pgs/${seg(id)}`;

/** GET /api/pgs/nearby with the parameters as the API names them (undefined and empty ones are left out). */
export function nearbyApiPath(query: NearbySearchQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/api/pgs/nearby?${params.toString()}`;
}
