// /api/stays (docs/decisions/207-stays-notice-and-exit.md): a student gives notice on their own stay; the move-in
// team (and admins, with a CURRENT role) may record a notice the student gave them in person. Owners and the booking
// team have no stay route. A stay is made by the move-in confirmation (team-bookings.ts) and ended by the exit job.
import { Router } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { GiveNoticeBodySchema } from '@kotastay/shared/schemas/stay';
import { giveNotice } from '../../domain/stays';
import { hasCurrentRole } from '../../domain/users';
import { callerOf, requireAuth } from '../auth';
import { forbidden } from '../http-error';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

export const staysRouter: Router = Router();
checkIdParams(staysRouter, 'id');

const NOTICE_STAFF = ['movein_team', 'admin', 'super_admin'] as const;

staysRouter.post('/:id/notice', requireAuth(), async (req, res) => {
  const { id } = parse(z.object({ id: DocIdSchema }), req.params, 'id');
  const body = parse(GiveNoticeBodySchema, req.body ?? {}, 'notice');
  const caller = callerOf(req);
  const actor = { uid: caller.uid, role: caller.role };
  if (actor.role !== null) {
    // Staff only with a current role (claim and users/{uid}.role agree); owners and the booking team never.
    const staff = (NOTICE_STAFF as readonly string[]).includes(actor.role);
    if (!staff || !(await hasCurrentRole(caller, [...NOTICE_STAFF]))) throw forbidden();
  }
  res.set('Cache-Control', 'private, no-store').json(await giveNotice(actor, id, body));
});
