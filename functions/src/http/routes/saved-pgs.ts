import { Router } from 'express';
import { PgIdSchema } from '@kotastay/shared/schemas/pg';
import { z } from 'zod';
import { listSavedPgs, savePg, unsavePg } from '../../domain/saved-pgs/service';
import { callerOf, requireAuth } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/saved-pgs — the caller's own saved PGs (docs/listing-model.md §Saved PGs). Any signed-in user.
export const savedPgsRouter: Router = Router();
checkIdParams(savedPgsRouter, 'pgId');

const ParamsSchema = z.object({ pgId: PgIdSchema });
const noStore = 'private, no-store';

savedPgsRouter.get('/', requireAuth(), async (req, res) => {
  const results = await listSavedPgs(callerOf(req).uid);
  res.set('Cache-Control', noStore).json({ results });
});

savedPgsRouter.put('/:pgId', requireAuth(), async (req, res) => {
  const { pgId } = parse(ParamsSchema, req.params, 'PG id');
  res.set('Cache-Control', noStore).json(await savePg(callerOf(req).uid, pgId));
});

savedPgsRouter.delete('/:pgId', requireAuth(), async (req, res) => {
  const { pgId } = parse(ParamsSchema, req.params, 'PG id');
  res.set('Cache-Control', noStore).json(await unsavePg(callerOf(req).uid, pgId));
});
