// /api/stays/{id}/rent/{month} (docs/decisions/209-monthly-rent.md): the student pays a month's rent on their own
// stay through the same gateway adapter as the visit token. Staff, owners and parents have no rent route (a parent
// reads the receipts; the move-in team sees them); someone else's stay is 404 as if it did not exist.
import { Router } from 'express';
import { z } from 'zod';
import { VerifyPaymentBodySchema } from '@kotastay/shared/schemas/booking';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { RentMonthSchema } from '@kotastay/shared/schemas/rent';
import { payRent, verifyRent } from '../../domain/stays';
import { callerOf, requireAuth } from '../auth';
import { forbidden } from '../http-error';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

export const rentRouter: Router = Router();
checkIdParams(rentRouter, 'id');

const ParamsSchema = z.object({ id: DocIdSchema, month: RentMonthSchema });

/** The student's own: any role in the token (staff, owners) is refused before anything is read. */
function studentOf(req: Parameters<typeof callerOf>[0]) {
  const c = callerOf(req);
  if (c.role !== null) throw forbidden();
  return { uid: c.uid, role: c.role };
}

rentRouter.post('/:id/rent/:month/pay', requireAuth(), async (req, res) => {
  const { id, month } = parse(ParamsSchema, req.params, 'rent');
  const actor = studentOf(req);
  res.set('Cache-Control', 'private, no-store').json(await payRent(actor, id, month));
});

rentRouter.post('/:id/rent/:month/pay/verify', requireAuth(), async (req, res) => {
  const { id, month } = parse(ParamsSchema, req.params, 'rent');
  const body = parse(VerifyPaymentBodySchema, req.body ?? {}, 'payment');
  const actor = studentOf(req);
  res.set('Cache-Control', 'private, no-store').json(await verifyRent(actor, id, month, body));
});
