import { Router } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { CreateListingReportBodySchema, ListingReportStatusBodySchema } from '@kotastay/shared/schemas/listing-report';
import { createListingReport, moveListingReport, openListingReports } from '../../domain/listings';
import { callerOf, requireAuth, requireCurrentAdmin } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/listing-reports (anyone signed in files one) and /api/admin/listing-reports (current admins work the queue):
// docs/decisions/206-trust-that-stays-fresh.md. Reporters read their own reports from Firestore (rules).

const noStore = 'private, no-store';

export const listingReportsRouter: Router = Router();

listingReportsRouter.post('/', requireAuth(), async (req, res) => {
  const body = parse(CreateListingReportBodySchema, req.body ?? {}, 'report');
  const c = callerOf(req);
  const report = await createListingReport({ uid: c.uid, role: c.role, phoneNumber: c.phoneNumber }, body);
  res.status(201).set('Cache-Control', noStore).json({ report });
});

export const adminListingReportsRouter: Router = Router();
checkIdParams(adminListingReportsRouter, 'id');

adminListingReportsRouter.get('/', ...requireCurrentAdmin(), async (_req, res) => {
  res.set('Cache-Control', noStore).json(await openListingReports());
});

adminListingReportsRouter.post('/:id/status', ...requireCurrentAdmin(), async (req, res) => {
  const { id } = parse(z.object({ id: DocIdSchema }), req.params, 'report id');
  const body = parse(ListingReportStatusBodySchema, req.body ?? {}, 'report status');
  const c = callerOf(req);
  res.set('Cache-Control', noStore).json(await moveListingReport({ uid: c.uid, role: c.role }, id, body));
});
