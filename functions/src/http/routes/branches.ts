import { Router } from 'express';

// /api/branches — routes are added by the feature that owns this resource.
export const branchesRouter: Router = Router();
