import { Router } from 'express';
import { ConsentDecisionBodySchema, ConsentRequestBodySchema } from '@kotastay/shared/schemas/consent';
import { decideConsent, requestConsent } from '../../domain/consents';
import { exportChildData } from '../../domain/privacy';
import { callerOf, requireAuth } from '../auth';
import { checkIdParams } from '../id-params';
import { siteOrigin } from '../site-origin';
import { parse } from '../validate';

// /api/consents — a parent's consent for a student under 18 (docs/decisions/203-children-and-parental-consent.md).
// Reading a consent is Firestore's (the rules let the child, the parent by number and admins read it); these two
// routes change it.

export const consentsRouter: Router = Router();
checkIdParams(consentsRouter, 'childUid');

const callerFor = (req: Parameters<typeof callerOf>[0]) => {
  const { uid, role, phoneNumber } = callerOf(req);
  return { uid, role, phoneNumber };
};

/** The child asks a parent: a fixed text goes to the number, with the link to answer. */
consentsRouter.post('/request', requireAuth(), async (req, res) => {
  const body = parse(ConsentRequestBodySchema, req.body ?? {}, 'consent request');
  res.json(await requestConsent(callerFor(req), body, siteOrigin(req.headers)));
});

/** The parent, signed in with the number asked, grants or withdraws. */
consentsRouter.post('/:childUid/decision', requireAuth(), async (req, res) => {
  const body = parse(ConsentDecisionBodySchema, req.body ?? {}, 'consent decision');
  res.json(await decideConsent(callerFor(req), String(req.params.childUid), body));
});

/** The parent downloads their child's data (docs/decisions/204-data-rights-in-the-app.md), authorised as a decision. */
consentsRouter.get('/:childUid/export', requireAuth(), async (req, res) => {
  res.set('Cache-Control', 'private, no-store').json(await exportChildData(callerFor(req), String(req.params.childUid)));
});
