import { Router } from 'express';
import { z } from 'zod';
import {
  CancelBookingBodySchema,
  CreateBookingBodySchema,
  ParentApprovalBodySchema,
  PaymentFailedBodySchema,
  VerifyPaymentBodySchema,
} from '@kotastay/shared/schemas/booking';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { SlotClosedBodySchema } from '@kotastay/shared/schemas/booking';
import { cancelBooking } from '../../domain/bookings/cancel';
import { runWithContentionRetry } from '../../domain/bookings/retry';
import { createBooking, listSlots, setSlotClosed } from '../../domain/bookings/create';
import { decideParentApproval } from '../../domain/bookings/parent-approval';
import { payOrder, recordPaymentFailure, verifyPayment } from '../../domain/bookings/payment';
import { callerOf, requireAuth, requireCurrentOwner } from '../auth';
import { checkIdParams } from '../id-params';
import { siteOrigin } from '../site-origin';
import { parse } from '../validate';
import { countBookingStep, countListing } from '../../domain/listing-stats';

// /api/bookings — the student's side of booking a visit and paying its token
// (docs/decisions/080-bookings-and-payments.md). Staff transitions live in team-bookings.ts, mounted at the same path.

export const bookingsRouter: Router = Router();
checkIdParams(bookingsRouter, 'id');

const SlotsQuerySchema = z.object({
  pgId: DocIdSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date (YYYY-MM-DD).'),
});

const actorOf = (req: Parameters<typeof callerOf>[0]) => {
  const c = callerOf(req);
  return { uid: c.uid, role: c.role };
};

bookingsRouter.get('/slots', async (req, res) => {
  const { pgId, date } = parse(SlotsQuerySchema, req.query, 'slot query');
  res.json(await listSlots(pgId, date));
});

// The PG's owner marks a visit slot unavailable, or available again (docs/decisions/216-occupancy-slots-performance.md).
bookingsRouter.post('/slots', ...requireCurrentOwner(), async (req, res) => {
  const input = parse(SlotClosedBodySchema, req.body ?? {}, 'slot');
  res.set('Cache-Control', 'private, no-store').json(await setSlotClosed(callerOf(req).uid, input));
});

bookingsRouter.post('/', requireAuth(), async (req, res) => {
  const input = parse(CreateBookingBodySchema, req.body ?? {}, 'booking');
  const context = { origin: siteOrigin(req.headers), callerPhone: callerOf(req).phoneNumber };
  const created = await createBooking(actorOf(req), input, Date.now(), context);
  countListing(created.booking.pgId, 'visitRequests');
  res.status(201).json(created);
});

bookingsRouter.post('/:id/pay', requireAuth(), async (req, res) => {
  res.json(await payOrder(actorOf(req), String(req.params.id)));
});

bookingsRouter.post('/:id/pay/verify', requireAuth(), async (req, res) => {
  const body = parse(VerifyPaymentBodySchema, req.body ?? {}, 'payment');
  res.json(await verifyPayment(actorOf(req), String(req.params.id), body));
});

bookingsRouter.post('/:id/pay/failed', requireAuth(), async (req, res) => {
  const body = parse(PaymentFailedBodySchema, req.body ?? {}, 'payment result');
  res.json(await recordPaymentFailure(actorOf(req), String(req.params.id), body));
});

/**
 * The parent's answer to "ask my parent to approve" (decision 150): whoever is signed in with the booking's parent
 * number, whatever their role; anyone else is refused (the student 403, others 404).
 */
bookingsRouter.post('/:id/parent-approval', requireAuth(), async (req, res) => {
  const body = parse(ParentApprovalBodySchema, req.body ?? {}, 'approval');
  const { uid, role, phoneNumber } = callerOf(req);
  res.json(await runWithContentionRetry(() => decideParentApproval({ uid, role, phoneNumber }, String(req.params.id), body)));
});

/** The student's own cancellation. Staff callers fall through to the team router (team-bookings.ts). */
bookingsRouter.post('/:id/cancel', requireAuth(), async (req, res, next) => {
  const actor = actorOf(req);
  if (actor.role !== null) {
    next('router');
    return;
  }
  const { reason, note } = parse(CancelBookingBodySchema, req.body ?? {}, 'cancellation');
  const result = await runWithContentionRetry(() => cancelBooking(actor, String(req.params.id), reason ?? null, note ?? null));
  // A student who declines the room after the visit: a visit ended without a move-in, with its reason (decision 216).
  countBookingStep(result);
  res.json(result);
});
