import { Router } from 'express';

// /api/pgs — routes are added by the feature that owns this resource.
export const pgsRouter: Router = Router();
