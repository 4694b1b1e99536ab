import { Router } from 'express';
import { catalogueReferences } from '../../domain/catalogue-references';
import { BranchCreateSchema, BranchUpdateSchema } from '@kotastay/shared/schemas/catalogue';
import { callerOf, requireCurrentAdmin } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';
import {
  createBranch,
  deleteBranch,
  listBranchesOfCoaching,
  updateBranch,
} from '../../domain/catalogue/branches-service';

// /api/branches — public reads; writes for current admins and super_admins only (decision 110), each audited.
export const branchesRouter: Router = Router();
checkIdParams(branchesRouter, 'id', 'coachingId');

branchesRouter.get('/coaching/:coachingId', async (req, res) => {
  res.json(await listBranchesOfCoaching(req.params.coachingId));
});

branchesRouter.post('/', ...requireCurrentAdmin(), async (req, res) => {
  const input = parse(BranchCreateSchema, req.body, 'branch');
  res.status(201).json(await createBranch(input, callerOf(req)));
});

branchesRouter.patch('/:id', ...requireCurrentAdmin(), async (req, res) => {
  const patch = parse(BranchUpdateSchema, req.body, 'changes');
  res.json(await updateBranch(String(req.params.id), patch, callerOf(req)));
});

branchesRouter.delete('/:id', ...requireCurrentAdmin(), async (req, res) => {
  await deleteBranch(String(req.params.id), callerOf(req), catalogueReferences);
  res.status(204).end();
});
