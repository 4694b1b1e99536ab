import { Router } from 'express';

// /api/users — routes are added by the feature that owns this resource.
export const usersRouter: Router = Router();
