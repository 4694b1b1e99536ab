import { Router } from 'express';
import { readParentLink } from '../../domain/bookings/parent-approval';
import { checkIdParams } from '../id-params';

// /api/parent-links/{linkId} — the approval request's texted link (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md):
// no sign-in needed to learn whether it is still open; it shows nothing of the booking (the parent signs in with
// the booking's number for that).

export const parentLinksRouter: Router = Router();
// A hostile id ('.', '..', '__x__', …) is a 400 naming linkId before any read, as on every id route.
checkIdParams(parentLinksRouter, 'linkId');

parentLinksRouter.get('/:linkId', async (req, res) => {
  res.set('cache-control', 'no-store');
  res.json(await readParentLink(String(req.params.linkId)));
});
