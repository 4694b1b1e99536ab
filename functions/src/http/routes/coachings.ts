import { Router } from 'express';

// /api/coachings — routes are added by the feature that owns this resource.
export const coachingsRouter: Router = Router();
