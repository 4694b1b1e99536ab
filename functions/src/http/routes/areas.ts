import { Router } from 'express';

// /api/areas — routes are added by the feature that owns this resource.
export const areasRouter: Router = Router();
