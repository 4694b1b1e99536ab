import { Router } from 'express';
import { readParentLink } from '../../domain/bookings/parent-approval';

// /api/parent-links/{linkId} — the approval request's texted link (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md):
// no sign-in needed to learn whether it is still open; it shows nothing of the booking (the parent signs in with
// the booking's number for that).

export const parentLinksRouter: Router = Router();

parentLinksRouter.get('/:linkId', async (req, res) => {
  res.set('cache-control', 'no-store');
  res.json(await readParentLink(String(req.params.linkId)));
});
