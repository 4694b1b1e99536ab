import express from 'express';
import { errorHandler, notFound } from './errors';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  // Hosting rewrites keep the /api prefix; the direct emulator URL also carries it after the function name.
  app.use('/api', router);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
