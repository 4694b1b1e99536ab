import { Router } from 'express';
import { catalogueReferences } from '../../domain/catalogue-references';
import { CoachingCreateSchema, CoachingUpdateSchema } from '@kotastay/shared/schemas/catalogue';
import { callerOf, requireCurrentAdmin } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';
import {
  createCoaching,
  deleteCoaching,
  getCoaching,
  listCoachings,
  listPopularCoachings,
  updateCoaching,
} from '../../domain/catalogue/coachings-service';

// /api/coachings — public reads; writes for current admins and super_admins only (decision 110), each audited.
export const coachingsRouter: Router = Router();
checkIdParams(coachingsRouter, 'id');

coachingsRouter.get('/', async (_req, res) => {
  res.json(await listCoachings());
});

// Before '/:id', or 'popular' would be read as an id.
coachingsRouter.get('/popular', async (_req, res) => {
  res.json(await listPopularCoachings());
});

coachingsRouter.get('/:id', async (req, res) => {
  res.json(await getCoaching(req.params.id));
});

coachingsRouter.post('/', ...requireCurrentAdmin(), async (req, res) => {
  const input = parse(CoachingCreateSchema, req.body, 'coaching');
  res.status(201).json(await createCoaching(input, callerOf(req)));
});

coachingsRouter.patch('/:id', ...requireCurrentAdmin(), async (req, res) => {
  const patch = parse(CoachingUpdateSchema, req.body, 'changes');
  res.json(await updateCoaching(String(req.params.id), patch, callerOf(req)));
});

coachingsRouter.delete('/:id', ...requireCurrentAdmin(), async (req, res) => {
  await deleteCoaching(String(req.params.id), callerOf(req), catalogueReferences);
  res.status(204).end();
});
