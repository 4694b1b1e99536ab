import express from 'express';
import { appCheck } from './app-check';
import { bodyLimit, MAX_BODY_BYTES } from './body-limit';
import { errorHandler, notFound } from './errors';
import { requestContext } from './request-id';
import { adminRouter } from './routes/admin';
import { areasRouter } from './routes/areas';
import { branchesRouter } from './routes/branches';
import { coachingsRouter } from './routes/coachings';
import { complaintStatsRouter, complaintsRouter } from './routes/complaints';
import { listingsRouter } from './routes/listings';
import { adminListingReportsRouter, listingReportsRouter } from './routes/listing-reports';
import { bookingsRouter } from './routes/bookings';
import { parentLinksRouter } from './routes/parent-links';
import { consentsRouter } from './routes/consents';
import { adminKycRouter, kycRouter } from './routes/kyc';
import { adminPrivacyRouter, meRouter } from './routes/me';
import { paymentsRouter, paymentsWebhook } from './routes/payments';
import { pgsRouter } from './routes/pgs';
import { placesRouter } from './routes/places';
import { reviewsRouter } from './routes/reviews';
import { apiSecurityHeaders } from './security-headers';
import { savedPgsRouter } from './routes/saved-pgs';
import { staysRouter } from './routes/stays';
import { rentRouter } from './routes/rent';
import { adminPayoutsRouter, ownerEarningsRouter, payoutsWebhook } from './routes/earnings';
import { teamBookingsRouter, teamRouter } from './routes/team-bookings';
import { usersRouter } from './routes/users';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestContext('api'));
  app.use(apiSecurityHeaders());
  app.use(bodyLimit);
  // Parses the body where the runtime has not already (in production and the emulator it has: see body-limit.ts).
  // Keeps the bytes as received where the runtime has not (in-process tests): the payment webhook's signature is over them.
  app.use(
    express.json({
      limit: MAX_BODY_BYTES,
      verify: (req: express.Request, _res, buf) => {
        req.rawBody ??= Buffer.from(buf);
      },
    }),
  );

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
  api.use('/listing-reports', listingReportsRouter);
  api.use('/kyc', kycRouter);
  api.use('/admin/kyc', adminKycRouter);
  api.use('/admin/privacy-requests', adminPrivacyRouter);
  api.use('/admin/listing-reports', adminListingReportsRouter);
  api.use('/admin/payouts', adminPayoutsRouter);
  api.use('/admin', adminRouter);
  api.use('/bookings', bookingsRouter);
  api.use('/payments', paymentsRouter);
  api.use('/parent-links', parentLinksRouter);
  api.use('/consents', consentsRouter);
  api.use('/me', meRouter);
  api.use('/stays', staysRouter);
  api.use('/stays', rentRouter);
  api.use('/complaints', complaintsRouter);
  api.use('/complaint-stats', complaintStatsRouter);
  // The staff desks' booking routes (after the student's own /bookings routes).
  api.use('/bookings', teamBookingsRouter);
  api.use('/team', teamRouter);
  api.use('/reviews', reviewsRouter);
  api.use('/owner', ownerEarningsRouter);

  // Razorpay calls the webhook: no App Check, no ID token; its signature over the raw body is the check.
  app.post('/api/payments/webhook', paymentsWebhook);
  // The payouts provider's webhook (decision 215): the same kind of check, its own route.
  app.post('/api/payouts/webhook', payoutsWebhook);
  // Hosting rewrites keep the /api prefix; the direct emulator URL also carries it after the function name.
  app.use('/api', appCheck(), api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
