import { Router } from 'express';
import { PgIdSchema } from '@kotastay/shared/schemas/pg';
import { NearbySearchQuerySchema, PgListQuerySchema } from '@kotastay/shared/schemas/search';
import { CompareQuerySchema } from '@kotastay/shared/schemas/compare';
import { z } from 'zod';
import { comparePgs, demoPhotoSvg, getPgDetail, listPgs, nearbySearch } from '../../domain/listings';
import { countAppearances, countListing } from '../../domain/listing-stats';
import { optionalAuth } from '../auth';
import { checkIdParams } from '../id-params';
import { notFoundError } from '../http-error';
import { parse } from '../validate';

// /api/pgs — docs/listing-model.md. Order matters: fixed paths before /:id.
export const pgsRouter: Router = Router();
checkIdParams(pgsRouter, 'id', 'pgId');

/** Documents a request read, for the benchmark and for spotting expensive queries. */
const DOCS_READ_HEADER = 'X-Docs-Read';
/** Search results may be cached briefly by the browser; a listing's availability changes slowly. */
const SEARCH_CACHE = 'public, max-age=60';

pgsRouter.get('/nearby', async (req, res) => {
  const query = parse(NearbySearchQuerySchema, req.query, 'search');
  const { response, docsRead } = await nearbySearch(query);
  countAppearances(response.results.map((r) => r.id));
  res.set(DOCS_READ_HEADER, String(docsRead)).set('Cache-Control', SEARCH_CACHE).json(response);
});

// Public listings side by side (docs/decisions/170-compare.md): no auth is read, so the answer is the same for
// everyone and may be cached like search results.
pgsRouter.get('/compare', async (req, res) => {
  const query = parse(CompareQuerySchema, req.query, 'comparison');
  const { response, docsRead } = await comparePgs(query);
  res.set(DOCS_READ_HEADER, String(docsRead)).set('Cache-Control', SEARCH_CACHE).json(response);
});

pgsRouter.get('/demo-photos/:pgId/:file', (req, res) => {
  const svg = demoPhotoSvg(req.params.pgId, req.params.file);
  if (!svg) throw notFoundError('This photo');
  res
    .set('Content-Type', 'image/svg+xml; charset=utf-8')
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .send(svg);
});

pgsRouter.get('/', async (req, res) => {
  const query = parse(PgListQuerySchema, req.query, 'search');
  const { response, docsRead } = await listPgs(query);
  countAppearances(response.results.map((r) => r.id));
  res.set(DOCS_READ_HEADER, String(docsRead)).set('Cache-Control', SEARCH_CACHE).json(response);
});

pgsRouter.get('/:id', optionalAuth, async (req, res) => {
  const { id } = parse(z.object({ id: PgIdSchema }), req.params, 'PG id');
  const detail = await getPgDetail(id, req.caller);
  // A student's or a visitor's view of a public listing (not its owner's, not staff's): buffered, no read, no wait.
  if (detail.isPublic && !req.caller?.role) countListing(id, 'pageViews');
  // Owners and admins may see a non-public listing: never let a shared cache keep that answer.
  res.set('Cache-Control', detail.isPublic && !req.caller ? 'private, max-age=60' : 'private, no-store').json(detail);
});
