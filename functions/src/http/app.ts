import express from 'express';
import { appCheck } from './app-check';
import { bodyLimit, MAX_BODY_BYTES } from './body-limit';
import { errorHandler, notFound } from './errors';
import { areasRouter } from './routes/areas';
import { branchesRouter } from './routes/branches';
import { coachingsRouter } from './routes/coachings';
import { listingsRouter } from './routes/listings';
import { adminKycRouter, kycRouter } from './routes/kyc';
import { pgsRouter } from './routes/pgs';
import { placesRouter } from './routes/places';
import { savedPgsRouter } from './routes/saved-pgs';
import { usersRouter } from './routes/users';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(bodyLimit);
  // Parses the body where the runtime has not already (in production and the emulator it has: see body-limit.ts).
  app.use(express.json({ limit: MAX_BODY_BYTES }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  api.use('/coachings', coachingsRouter);
  api.use('/branches', branchesRouter);
  api.use('/areas', areasRouter);
  api.use('/users', usersRouter);
  api.use('/pgs', pgsRouter);
  api.use('/saved-pgs', savedPgsRouter);
  api.use('/places', placesRouter);
  api.use('/listings', listingsRouter);
  api.use('/kyc', kycRouter);
  api.use('/admin/kyc', adminKycRouter);

  // Hosting rewrites keep the /api prefix; the direct emulator URL also carries it after the function name.
  app.use('/api', appCheck(), api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
