// The staff side of /api/bookings (docs/decisions/080-bookings-and-payments.md#api) and /api/team/escorts. The
// booking desk (booking_team, admins) schedules visits and marks them done or a no-show; the move-in desk
// (movein_team, admins) keeps the checklist and confirms the move-in. Every route needs a CURRENT role (claim and
// users/{uid}.role mirror agree): a demoted member's unexpired token is refused. Mounted after the student routes.
import { countBookingStep } from '../../domain/listing-stats';
import { Router, type Request } from 'express';
import { CancelBookingBodySchema, ChecklistBodySchema, ScheduleVisitBodySchema } from '@kotastay/shared/schemas/booking';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { z } from 'zod';
import { cancelBooking } from '../../domain/bookings/cancel';
import { runWithContentionRetry } from '../../domain/bookings/retry';
import { confirmMoveIn, listEscorts, markNoShow, markVisitDone, saveChecklist, scheduleVisit } from '../../domain/bookings/desk';
import { callerOf, requireCurrentRole } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

const noStore = 'private, no-store';
const bookingDesk = requireCurrentRole('booking_team');
const moveinDesk = requireCurrentRole('movein_team');
const eitherDesk = requireCurrentRole('booking_team', 'movein_team');

const idOf = (req: Request) => parse(z.object({ id: DocIdSchema }), req.params, 'id').id;
const actorOf = (req: Request) => {
  const { uid, role } = callerOf(req);
  return { uid, role };
};

const NoShowBodySchema = z.strictObject({ note: z.string().trim().max(300).optional() });

export const teamBookingsRouter: Router = Router();
checkIdParams(teamBookingsRouter, 'id');

/** The listing's funnel counts a visit done, a move-in, or a visit ended without one (decision 216). */
const counted = <T extends Parameters<typeof countBookingStep>[0]>(r: T): T => {
  countBookingStep(r);
  return r;
};

teamBookingsRouter.post('/:id/schedule', ...bookingDesk, async (req, res) => {
  const id = idOf(req);
  const body = parse(ScheduleVisitBodySchema, req.body ?? {}, 'visit');
  res.set('Cache-Control', noStore).json(await scheduleVisit(actorOf(req), id, body));
});

teamBookingsRouter.post('/:id/visit-done', ...bookingDesk, async (req, res) => {
  const id = idOf(req);
  res.set('Cache-Control', noStore).json(counted(await markVisitDone(actorOf(req), id)));
});

teamBookingsRouter.post('/:id/no-show', ...bookingDesk, async (req, res) => {
  const id = idOf(req);
  const { note } = parse(NoShowBodySchema, req.body ?? {}, 'no-show');
  res.set('Cache-Control', noStore).json(await runWithContentionRetry(() => markNoShow(actorOf(req), id, note ?? null)));
});

/**
 * Staff cancellation with one of STAFF_CANCEL_REASONS (the student's own is in bookings.ts, which passes staff
 * callers on to here). Which desk may cancel from which state is the transition table's (canTransition).
 */
teamBookingsRouter.post('/:id/cancel', ...eitherDesk, async (req, res) => {
  const id = idOf(req);
  const { reason, note } = parse(CancelBookingBodySchema, req.body ?? {}, 'cancellation');
  res.set('Cache-Control', noStore).json(counted(await runWithContentionRetry(() => cancelBooking(actorOf(req), id, reason ?? null, note ?? null))));
});

teamBookingsRouter.put('/:id/checklist', ...moveinDesk, async (req, res) => {
  const id = idOf(req);
  const { checklist } = parse(ChecklistBodySchema, req.body ?? {}, 'checklist');
  res.set('Cache-Control', noStore).json(await saveChecklist(actorOf(req), id, checklist));
});

teamBookingsRouter.post('/:id/confirm', ...moveinDesk, async (req, res) => {
  const id = idOf(req);
  res.set('Cache-Control', noStore).json(counted(await confirmMoveIn(actorOf(req), id)));
});

export const teamRouter: Router = Router();

teamRouter.get('/escorts', ...bookingDesk, async (_req, res) => {
  res.set('Cache-Control', noStore).json({ items: await listEscorts() });
});
