import { Router, type Response } from 'express';
import { catalogueReferences } from '../../domain/catalogue-references';
import { AreaCreateSchema, AreaUpdateSchema } from '@kotastay/shared/schemas/catalogue';
import { callerOf, requireCurrentAdmin } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';
import {
  createArea,
  deleteArea,
  getArea,
  listAreas,
  listPopularAreas,
  updateArea,
} from '../../domain/catalogue/areas-service';

// /api/areas — public reads cached for 1 hour (docs/requirements/api-conventions.md#caching); writes for current admins and super_admins only (decision 110), each audited.
export const areasRouter: Router = Router();
checkIdParams(areasRouter, 'id');

/** Only successful reads are cacheable: an error must not stick in a CDN or browser cache for an hour. */
const cacheForAnHour = (res: Response) => res.set('Cache-Control', 'public, max-age=3600');

areasRouter.get('/', async (_req, res) => {
  const areas = await listAreas();
  cacheForAnHour(res).json(areas);
});

// Before '/:id', or 'popular' would be read as an id.
areasRouter.get('/popular', async (_req, res) => {
  const areas = await listPopularAreas();
  cacheForAnHour(res).json(areas);
});

areasRouter.get('/:id', async (req, res) => {
  const area = await getArea(req.params.id);
  cacheForAnHour(res).json(area);
});

areasRouter.post('/', ...requireCurrentAdmin(), async (req, res) => {
  const input = parse(AreaCreateSchema, req.body, 'area');
  res.status(201).json(await createArea(input, callerOf(req)));
});

areasRouter.patch('/:id', ...requireCurrentAdmin(), async (req, res) => {
  const patch = parse(AreaUpdateSchema, req.body, 'changes');
  res.json(await updateArea(String(req.params.id), patch, callerOf(req)));
});

areasRouter.delete('/:id', ...requireCurrentAdmin(), async (req, res) => {
  await deleteArea(String(req.params.id), callerOf(req), catalogueReferences);
  res.status(204).end();
});
