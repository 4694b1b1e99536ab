import { Router } from 'express';

// /api/saved-pgs — routes are added by the feature that owns this resource.
export const savedPgsRouter: Router = Router();
