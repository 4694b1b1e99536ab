// /api/stays (docs/decisions/207-stays-notice-and-exit.md): a student gives notice on their own stay; the move-in
// team (and admins, with a CURRENT role) may record a notice the student gave them in person. Owners and the booking
// team have no stay route. A stay is made by the move-in confirmation (team-bookings.ts) and ended by the exit job.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { GiveNoticeBodySchema, RoomChangeBodySchema, RoomChangeDecisionBodySchema } from '@kotastay/shared/schemas/stay';
import { decideRoomChange, giveNotice, requestRoomChange } from '../../domain/stays';
import { hasCurrentRole } from '../../domain/users';
import { callerOf, requireAuth } from '../auth';
import { forbidden } from '../http-error';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

export const staysRouter: Router = Router();
checkIdParams(staysRouter, 'id');

const NOTICE_STAFF = ['movein_team', 'admin', 'super_admin'] as const;

/** The stay's student (no role), or current move-in staff / admins (claim and users/{uid}.role agree); else 403. */
async function stayActor(req: Request, staffOnly = false) {
  const caller = callerOf(req);
  const actor = { uid: caller.uid, role: caller.role };
  if (actor.role === null && !staffOnly) return actor;
  // Staff only with a current role; owners and the booking team never.
  const staff = actor.role !== null && (NOTICE_STAFF as readonly string[]).includes(actor.role);
  if (!staff || !(await hasCurrentRole(caller, [...NOTICE_STAFF]))) throw forbidden();
  return actor;
}

const idOf = (req: Request) => parse(z.object({ id: DocIdSchema }), req.params, 'id').id;

staysRouter.post('/:id/notice', requireAuth(), async (req, res) => {
  const id = idOf(req);
  const body = parse(GiveNoticeBodySchema, req.body ?? {}, 'notice');
  res.set('Cache-Control', 'private, no-store').json(await giveNotice(await stayActor(req), id, body));
});

// Room change (docs/requirements/stays.md#room-change): the student (or the move-in team) asks; the team decides.
staysRouter.post('/:id/room-change', requireAuth(), async (req, res) => {
  const id = idOf(req);
  const body = parse(RoomChangeBodySchema, req.body ?? {}, 'room change');
  res.set('Cache-Control', 'private, no-store').json(await requestRoomChange(await stayActor(req), id, body));
});

staysRouter.post('/:id/room-change/decision', requireAuth(), async (req, res) => {
  const id = idOf(req);
  const body = parse(RoomChangeDecisionBodySchema, req.body ?? {}, 'room change decision');
  res.set('Cache-Control', 'private, no-store').json(await decideRoomChange(await stayActor(req, true), id, body));
});
