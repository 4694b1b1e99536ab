// GET /api/pgs/compare (docs/decisions/170-compare.md): up to 3 public listings in one batched read, and the
// campus to measure from out of the cached catalogue. Reads: the listings (≤ 3, one round trip) + 1 for the
// catalogue's version when a branch is asked (see currentCatalogue). No caller identity is used: a listing that
// is not public is "not listed" here for everyone, its owner included (they manage it on their own screens).
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import { toComparePg, type CompareQuery, type CompareResponse } from '@kotastay/shared/schemas/compare';
import { currentCatalogue } from '../catalogue';
import { getPgsForCompare } from './store';

export async function comparePgs(query: CompareQuery): Promise<{ response: CompareResponse; docsRead: number }> {
  const [pgs, catalogueRead] = await Promise.all([
    getPgsForCompare(query.ids),
    query.branch ? currentCatalogue() : Promise.resolve(null),
  ]);
  const results = query.ids.map((id) => {
    const pg = pgs.get(id) ?? null;
    return { id, pg: pg && isPublicPg(pg) ? toComparePg(pg) : null };
  });
  let branch: CompareResponse['branch'] = null;
  if (catalogueRead && query.branch) {
    const { branches, coachings } = catalogueRead.catalogue;
    const b = branches.find((x) => x.id === query.branch);
    if (b) {
      const coaching = coachings.find((c) => c.id === b.coaching_id);
      branch = {
        id: b.id,
        name: b.name,
        coachingId: b.coaching_id,
        coachingName: coaching?.shortName ?? coaching?.name ?? b.coaching_id,
        location: { lat: b.lat, lng: b.lng },
      };
    }
  }
  return { response: { results, branch }, docsRead: query.ids.length + (catalogueRead?.docsRead ?? 0) };
}
