import { Router } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { DeleteAccountBodySchema, PrivacyRequestBodySchema } from '@kotastay/shared/schemas/privacy';
import {
  closePrivacyRequest,
  createPrivacyRequest,
  deleteOwnAccount,
  exportOwnData,
  listPrivacyRequests,
  myOpenRequests,
} from '../../domain/privacy';
import { callerOf, requireAuth, requireCurrentAdmin } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/me — the caller's data rights (docs/decisions/204-data-rights-in-the-app.md): download everything held about
// them, delete their account, ask for what a person must handle. /api/admin/privacy-requests — the admins' queue.

export const meRouter: Router = Router();
const noStore = 'private, no-store';

const callerFor = (req: Parameters<typeof callerOf>[0]) => {
  const { uid, role, phoneNumber } = callerOf(req);
  return { uid, role, phoneNumber };
};

meRouter.get('/export', requireAuth(), async (req, res) => {
  res.set('Cache-Control', noStore).json(await exportOwnData(callerFor(req)));
});

meRouter.post('/delete', requireAuth(), async (req, res) => {
  parse(DeleteAccountBodySchema, req.body ?? {}, 'confirmation');
  res.set('Cache-Control', noStore).json(await deleteOwnAccount(callerFor(req)));
});

meRouter.get('/privacy-requests', requireAuth(), async (req, res) => {
  res.set('Cache-Control', noStore).json({ results: await myOpenRequests(callerFor(req)) });
});

meRouter.post('/privacy-requests', requireAuth(), async (req, res) => {
  const body = parse(PrivacyRequestBodySchema, req.body ?? {}, 'request');
  res
    .status(201)
    .set('Cache-Control', noStore)
    .json(await createPrivacyRequest(callerFor(req), body));
});

export const adminPrivacyRouter: Router = Router();
checkIdParams(adminPrivacyRouter, 'id');
const IdParamsSchema = z.object({ id: DocIdSchema });

adminPrivacyRouter.get('/', ...requireCurrentAdmin(), async (_req, res) => {
  res.set('Cache-Control', noStore).json({ results: await listPrivacyRequests() });
});

adminPrivacyRouter.post('/:id/close', ...requireCurrentAdmin(), async (req, res) => {
  const { id } = parse(IdParamsSchema, req.params, 'request id');
  res.set('Cache-Control', noStore).json(await closePrivacyRequest(id));
});
